import '../growthRecords.i18n';
import { TABLE_TITLE_DEFAULTS, type TTableAnswer } from '@kg/contracts';
import { AutoComplete, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordText } from '../components/RecordText';
import type { TEditorProps, TTableEditorContext } from './editorTypes';

type THead = 'titleTab1' | 'titleTab2' | 'titleTab3' | 'titleTab4';
type TField = 'name' | 'content' | 'looktime' | 'writename';
const FIELDS: Array<[THead, TField]> = [
  ['titleTab1', 'name'],
  ['titleTab2', 'content'],
  ['titleTab3', 'looktime'],
  ['titleTab4', 'writename'],
];

const CONTENT_MAX = 100;

/**
 * Type 11 (G31), and the process evaluation's table 1 (H26): four header fields with editable
 * labels, then the titled rows. With `contentSuggestions` (the question bank's) the 内容 field
 * offers them while it stays free text.
 */
export function TableEditor({ answer, onChange, ctx }: TEditorProps<TTableAnswer, TTableEditorContext>) {
  const { t } = useTranslation();
  const suggestions = ctx.contentSuggestions ?? [];
  return (
    <div className="kg-rec-editor kg-table-editor">
      <div className="kg-table-editor__head">
        {FIELDS.map(([head, field], i) => (
          <div key={field} className="kg-table-editor__field">
            <Input
              className="kg-table-editor__label"
              value={answer[head]}
              // an emptied label is saved as its default (H26)
              placeholder={TABLE_TITLE_DEFAULTS[i]}
              maxLength={10}
              variant="borderless"
              aria-label={t('growthRecords.tableHeader')}
              onChange={(e) => onChange({ ...answer, [head]: e.target.value })}
              disabled={ctx.disabled}
            />
            {field === 'looktime' ? (
              <DatePicker
                value={answer.looktime ? dayjs(answer.looktime) : null}
                onChange={(d) => onChange({ ...answer, looktime: d ? d.format('YYYY-MM-DD') : '' })}
                disabled={ctx.disabled}
                data-testid="table-looktime"
              />
            ) : field === 'content' && suggestions.length > 0 ? (
              <AutoComplete
                value={answer.content}
                options={suggestions.map((text) => ({ value: text.slice(0, CONTENT_MAX) }))}
                showSearch={{
                  filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
                }}
                onChange={(value: string) => onChange({ ...answer, content: value.slice(0, CONTENT_MAX) })}
                disabled={ctx.disabled}
                data-testid="table-content"
              >
                <Input
                  maxLength={CONTENT_MAX}
                  placeholder={t('growthRecords.tableContentHint')}
                  data-testid="table-content-input"
                />
              </AutoComplete>
            ) : (
              <Input
                value={answer[field]}
                maxLength={field === 'content' ? CONTENT_MAX : 30}
                onChange={(e) => onChange({ ...answer, [field]: e.target.value })}
                disabled={ctx.disabled}
                data-testid={`table-${field}`}
              />
            )}
          </div>
        ))}
      </div>
      {answer.List.map((row, i) => (
        <RecordText
          key={row.title}
          label={row.title}
          value={row.desc}
          onChange={(desc) =>
            onChange({ ...answer, List: answer.List.map((r, j) => (j === i ? { ...r, desc } : r)) })
          }
          rows={3}
          disabled={ctx.disabled}
          testId={`table-row-${i}`}
        />
      ))}
    </div>
  );
}
