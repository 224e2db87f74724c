import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { Mark } from './FootprintIcons';
import { FootprintCard, FootprintSheet } from './FootprintSheet';
import { RATING_COLS } from './footprintTables';
import type { TFootprintPage } from './footprintTypes';
import { RATING_MARKS, RatingLegend, RatingTableHead } from './RatingTableParts';

type TProps = { page: TFootprintPage & { kind: 'rating' }; total: number; child: string };

/** G47: the rating table: each behaviour with 真棒 / 较好 / 加油 as marked or unmarked icons. */
export function RatingSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint'>) => t(`reports.growingFootprint.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        {!page.continued && <RatingLegend text={g} />}
        {page.rows.length === 0 ? (
          <p className="kg-fp-empty">{g('emptyTable')}</p>
        ) : (
          <table className="kg-fp-table kg-fp-table--rating" data-testid="fp-rating-table">
            <RatingTableHead text={g} cols={RATING_COLS} />
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.no} style={{ height: `${RATING_COLS.minRow}mm` }} data-level={row.level}>
                  <td className="kg-fp-table__center kg-fp-table__muted">{row.no}</td>
                  <td style={{ fontSize: `${RATING_COLS.font}pt` }}>{row.text}</td>
                  {RATING_MARKS.map((l) => (
                    <td key={l.key} className="kg-fp-table__center">
                      <Mark on={row.level === l.value} tone={l.tone} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </FootprintCard>
    </FootprintSheet>
  );
}
