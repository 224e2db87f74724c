import '../reports.i18n';
import { FREQUENCY_LEVELS } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { Mark } from './FootprintIcons';
import { FootprintCard, FootprintLegend, FootprintSheet } from './FootprintSheet';
import { MONTH_COLS, noteText, SUMMARY } from './footprintObservations';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'month' }; total: number; child: string };

const LEVELS = [
  { value: FREQUENCY_LEVELS[0].value, key: 'often', tone: 'leaf' },
  { value: FREQUENCY_LEVELS[1].value, key: 'sometimes', tone: 'honey' },
  { value: FREQUENCY_LEVELS[2].value, key: 'never', tone: 'stone' },
] as const;

/**
 * G49: a monthly observation: each point with its frequency marked under 经常发生 / 偶尔发生 /
 * 从未发生, the domain notes where written, and the summary (Answer.Title, CustomerSay) last.
 */
export function MonthSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint'>) => t(`reports.growingFootprint.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        {!page.continued && <FootprintLegend>{g('month.legend')}</FootprintLegend>}
        {page.rows.length > 0 && (
          <table className="kg-fp-table kg-fp-table--month" data-testid="fp-month-table">
            <colgroup>
              <col style={{ width: `${MONTH_COLS.dimension}mm` }} />
              <col style={{ width: `${MONTH_COLS.element}mm` }} />
              <col />
              {LEVELS.map((l) => (
                <col key={l.key} style={{ width: `${MONTH_COLS.mark}mm` }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th>{g('term.dimension')}</th>
                <th>{g('term.element')}</th>
                <th>{g('term.point')}</th>
                {LEVELS.map((l) => (
                  <th key={l.key} className={`kg-fp-table__level kg-fp-table__level--${l.tone}`}>
                    {g(`frequency.${l.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) =>
                row.kind === 'note' ? (
                  <tr key={row.key} className="kg-fp-table__note" data-testid="fp-month-note">
                    <td colSpan={3 + LEVELS.length}>
                      <strong>{row.dimension}</strong>
                      {noteText(row)}
                    </td>
                  </tr>
                ) : (
                  <tr key={row.key} data-value={row.value}>
                    {row.dimSpan > 0 && (
                      <td rowSpan={row.dimSpan} className="kg-fp-table__group">
                        {row.dimension}
                      </td>
                    )}
                    {row.elSpan > 0 && (
                      <td rowSpan={row.elSpan} className="kg-fp-table__sub">
                        {row.element}
                      </td>
                    )}
                    <td>{row.point}</td>
                    {LEVELS.map((l) => (
                      <td key={l.key} className="kg-fp-table__center">
                        <Mark on={row.value === l.value} tone={l.tone} />
                      </td>
                    ))}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        )}
        {page.summary && (
          <section
            className="kg-fp-summary"
            style={{ marginTop: `${SUMMARY.gap}mm`, padding: `${SUMMARY.pad}mm` }}
            data-testid="fp-month-summary"
          >
            <h3 className="kg-fp-summary__title" style={{ height: `${SUMMARY.heading}mm` }}>
              {page.summary.title || g('month.summary')}
            </h3>
            <p style={{ fontSize: `${SUMMARY.font}pt`, lineHeight: SUMMARY.line }}>{page.summary.say}</p>
          </section>
        )}
      </FootprintCard>
    </FootprintSheet>
  );
}
