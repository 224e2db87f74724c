import '../growthRecords.i18n';
import type { TTableAnswer } from '@kg/contracts';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordText } from '../components/RecordText';
import type { TEditorProps } from './editorTypes';

type THead = 'titleTab1' | 'titleTab2' | 'titleTab3' | 'titleTab4';
type TField = 'name' | 'content' | 'looktime' | 'writename';
const FIELDS: Array<[THead, TField]> = [
  ['titleTab1', 'name'],
  ['titleTab2', 'content'],
  ['titleTab3', 'looktime'],
  ['titleTab4', 'writename'],
];

/** Type 11 (G31): four header fields with editable labels, then the titled rows. */
export function TableEditor({ answer, onChange, ctx }: TEditorProps<TTableAnswer>) {
  const { t } = useTranslation();
  return (
    <div className="kg-rec-editor kg-table-editor">
      <div className="kg-table-editor__head">
        {FIELDS.map(([head, field]) => (
          <div key={field} className="kg-table-editor__field">
            <Input
              className="kg-table-editor__label"
              value={answer[head]}
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
            ) : (
              <Input
                value={answer[field]}
                maxLength={field === 'content' ? 100 : 30}
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
