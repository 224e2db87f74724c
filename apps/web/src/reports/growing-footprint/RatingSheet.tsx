import '../reports.i18n';
import { RATING_LEVELS } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { Mark } from './FootprintIcons';
import { FootprintCard, FootprintLegend, FootprintSheet } from './FootprintSheet';
import { RATING_COLS } from './footprintTables';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'rating' }; total: number; child: string };

/** The three levels in the house legend colours (DECISIONS resolution 1): 真棒 green, 较好 blue, 加油 red. */
const LEVELS = [
  { value: RATING_LEVELS[0].value, key: 'great', tone: 'great' },
  { value: RATING_LEVELS[1].value, key: 'good', tone: 'good' },
  { value: RATING_LEVELS[2].value, key: 'tryHarder', tone: 'try' },
] as const;

/** G47: the rating table: each behaviour with 真棒 / 较好 / 加油 as marked or unmarked icons. */
export function RatingSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint'>) => t(`reports.growingFootprint.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        {!page.continued && (
          <FootprintLegend>
            {g('rating.legend')}
            <span className="kg-fp-legend__marks">
              {LEVELS.map((l) => (
                <span key={l.key} className="kg-fp-legend__mark">
                  <Mark on tone={l.tone} />
                  {g(`levels.${l.key}`)}
                </span>
              ))}
            </span>
          </FootprintLegend>
        )}
        {page.rows.length === 0 ? (
          <p className="kg-fp-empty">{g('emptyTable')}</p>
        ) : (
          <table className="kg-fp-table kg-fp-table--rating" data-testid="fp-rating-table">
            <colgroup>
              <col style={{ width: `${RATING_COLS.no}mm` }} />
              <col />
              {LEVELS.map((l) => (
                <col key={l.key} style={{ width: `${RATING_COLS.level}mm` }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th>{g('rating.no')}</th>
                <th>{g('rating.behaviour')}</th>
                {LEVELS.map((l) => (
                  <th key={l.key} className={`kg-fp-table__level kg-fp-table__level--${l.tone}`}>
                    {g(`levels.${l.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.no} style={{ height: `${RATING_COLS.minRow}mm` }} data-level={row.level}>
                  <td className="kg-fp-table__center kg-fp-table__muted">{row.no}</td>
                  <td style={{ fontSize: `${RATING_COLS.font}pt` }}>{row.text}</td>
                  {LEVELS.map((l) => (
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
