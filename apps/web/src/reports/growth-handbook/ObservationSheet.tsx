import '../reports.i18n';
import type { THandbookItem } from '@kg/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FootprintCard } from '../growing-footprint/FootprintSheet';
import { RecordFields, RecordRows } from '../growing-footprint/RecordTableParts';
import { EditHint, HandbookSheet } from './HandbookSheet';
import { TITLE_MAX, type TTitleTarget } from './handbookEdits';
import type { THandbookPage } from './handbookPlan';
import { MESSAGE_BACKGROUND } from './MessageSheet';
import type { THandbookEditor } from './useHandbookEdits';

type TProps = {
  page: THandbookPage & { kind: 'table1' };
  total: number;
  child: string;
  editor: THandbookEditor;
};

/**
 * H33: the observation table (Type 4, -4 when it runs on): the four header fields (姓名, 内容,
 * 观察日期, 记录人 unless renamed) with their values, then the rows' titles and descriptions.
 * A writer renames a title on the page (at most 10 characters, saved on blur or Enter).
 */
export function ObservationSheet({ page, total, child, editor }: TProps) {
  const { t } = useTranslation();
  const saving = Boolean(editor?.saving.has(page.item.Id));
  const title = (target: TTitleTarget, text: string) =>
    editor ? <TitleInput item={page.item} target={target} value={text} editor={editor} /> : text;
  return (
    <HandbookSheet
      page={page}
      total={total}
      child={child}
      background={MESSAGE_BACKGROUND}
      title={t('reports.growthHandbook.observation.title')}
      hint={editor && <EditHint saving={saving} />}
      saving={saving}
    >
      <FootprintCard className={editor ? 'kg-hb-editable' : undefined}>
        {page.fields && (
          <RecordFields
            fields={page.fields.map((f) => ({
              key: f.field,
              title: title({ field: f.field }, f.title),
              value: f.value,
            }))}
            empty="—"
            testId="handbook-table-fields"
          />
        )}
        <RecordRows
          rows={page.rows.map((r) => ({
            key: r.index,
            title: title({ row: r.index }, r.title),
            desc: r.desc,
          }))}
          testId="handbook-table-rows"
        />
      </FootprintCard>
    </HandbookSheet>
  );
}

type TInputProps = {
  item: THandbookItem;
  target: TTitleTarget;
  value: string;
  editor: NonNullable<THandbookEditor>;
};

/**
 * A title a writer may rename: looks like the printed title, saved on blur or Enter, Escape
 * puts the title back. A new value from the server (after the save's refetch) replaces what
 * was typed (the parent keys it by its value).
 */
function TitleInput(props: TInputProps) {
  return <TitleDraft key={props.value} {...props} />;
}

function TitleDraft({ item, target, value, editor }: TInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() && draft.trim() !== value) editor.retitle(item, target, draft);
    else setDraft(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setDraft(value);
      // the reverted draft must not be saved by the blur that follows
      event.currentTarget.dataset.cancel = '1';
      event.currentTarget.blur();
    }
  };
  return (
    <input
      className="kg-hb-title-input"
      value={draft}
      maxLength={TITLE_MAX}
      aria-label={t('reports.growthHandbook.observation.titleLabel')}
      data-testid="table-title"
      data-field={'field' in target ? target.field : `row-${target.row}`}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.currentTarget.dataset.cancel) {
          delete event.currentTarget.dataset.cancel;
          return;
        }
        commit();
      }}
    />
  );
}
