import '../reports.i18n';
import type { THandbook } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { Mark } from '../growing-footprint/FootprintIcons';
import { FootprintCard } from '../growing-footprint/FootprintSheet';
import {
  RATING_MARKS,
  RatingLegend,
  RatingTableHead,
  type TRatingMark,
} from '../growing-footprint/RatingTableParts';
import { EditHint, HandbookSheet } from './HandbookSheet';
import type { THandbookPage, TRatingRow } from './handbookPlan';
import { RATING_COLS } from './handbookTables';
import { MESSAGE_BACKGROUND } from './MessageSheet';
import type { THandbookEditor } from './useHandbookEdits';

type TProps = {
  page: THandbookPage & { kind: 'table2' };
  total: number;
  child: string;
  data: THandbook;
  editor: THandbookEditor;
};

/**
 * H34, H35: the rating table (Type 5, -5 for its continuations) under the header line
 * `{class} {child} {title}`: each behaviour with 真棒 / 较好 / 加油. A writer clicks a cell to
 * set the row's level; it is saved at once.
 */
export function RatingTableSheet({ page, total, child, data, editor }: TProps) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growthHandbook'>) => t(`reports.growthHandbook.${key}`);
  const saving = Boolean(editor?.saving.has(page.item.Id));
  const header = [data.ClassName, data.StudentName, page.item.Title.trim() || g('rating.title')]
    .filter(Boolean)
    .join(' ');
  return (
    <HandbookSheet
      page={page}
      total={total}
      child={child}
      background={MESSAGE_BACKGROUND}
      title={header}
      hint={editor && <EditHint saving={saving} />}
      saving={saving}
    >
      <FootprintCard className={editor ? 'kg-hb-editable' : undefined}>
        {!page.continued && <RatingLegend text={g} />}
        <table className="kg-fp-table kg-fp-table--rating kg-hb-rating" data-testid="handbook-rating-table">
          {/* the head row is fixed too: the rows per page are counted with it (handbookTables) */}
          <RatingTableHead text={g} cols={RATING_COLS} headHeightMm={RATING_COLS.head} />
          <tbody>
            {page.rows.map((row) => (
              <tr
                key={row.index}
                style={{ height: `${RATING_COLS.row}mm` }}
                data-testid="rating-row"
                data-level={row.level}
              >
                <td className="kg-fp-table__center kg-fp-table__muted">{row.no}</td>
                <td style={{ fontSize: `${row.fontPt}pt` }}>{row.text}</td>
                {RATING_MARKS.map((l) => (
                  <RatingCell key={l.key} row={row} level={l} page={page} editor={editor} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </FootprintCard>
    </HandbookSheet>
  );
}

type TCellProps = {
  row: TRatingRow;
  level: TRatingMark;
  page: THandbookPage & { kind: 'table2' };
  editor: THandbookEditor;
};

/**
 * One level of one row: a mark, and for a writer a button that sets the row to it.
 * `rating-cell` (data-row, data-level, data-marked) is the button for a writer, else the cell.
 */
function RatingCell({ row, level, page, editor }: TCellProps) {
  const { t } = useTranslation();
  const on = row.level === level.value;
  const cell = {
    'data-testid': 'rating-cell',
    'data-row': row.index,
    'data-level': level.value,
    'data-marked': on,
  };
  const mark = <Mark on={on} tone={level.tone} />;
  if (!editor)
    return (
      <td className="kg-fp-table__center kg-hb-rating__cell" {...cell}>
        {mark}
      </td>
    );
  return (
    <td className="kg-fp-table__center kg-hb-rating__cell">
      <button
        type="button"
        className="kg-hb-rate"
        {...cell}
        aria-pressed={on}
        aria-label={t('reports.growthHandbook.rating.rate', {
          behaviour: row.text,
          level: t(`reports.growthHandbook.levels.${level.key}`),
        })}
        onClick={() => editor.rate(page.item, row.index, level.value)}
      >
        {mark}
      </button>
    </td>
  );
}
