import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { Stars } from './FootprintIcons';
import { FootprintCard, FootprintLegend, FootprintSheet } from './FootprintSheet';
import { TERM_COLS, WRITE } from './footprintObservations';
import type { TFootprintPage } from './footprintTypes';

type TSheet<K> = { page: TFootprintPage & { kind: K }; total: number; child: string };

/** G48: a term observation's table: dimension, element, observation point and its 0-3 stars. */
export function TermTableSheet({ page, total, child }: TSheet<'term'>) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint.term'>) => t(`reports.growingFootprint.term.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        {!page.continued && <FootprintLegend>{g('legend')}</FootprintLegend>}
        {page.rows.length === 0 ? (
          <p className="kg-fp-empty">{t('reports.growingFootprint.emptyTable')}</p>
        ) : (
          <table className="kg-fp-table kg-fp-table--term" data-testid="fp-term-table">
            <colgroup>
              <col style={{ width: `${TERM_COLS.dimension}mm` }} />
              <col style={{ width: `${TERM_COLS.element}mm` }} />
              <col />
              <col style={{ width: `${TERM_COLS.score}mm` }} />
            </colgroup>
            <thead>
              <tr>
                <th>{g('dimension')}</th>
                <th>{g('element')}</th>
                <th>{g('point')}</th>
                <th>{g('score')}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.key}>
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
                  <td className="kg-fp-table__center">
                    <Stars
                      value={row.value}
                      label={t('reports.growingFootprint.term.stars', { count: row.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </FootprintCard>
    </FootprintSheet>
  );
}

const TONES = ['coral', 'sky', 'leaf'];

/** G48: the -4 page: 故事描述, 分析, 支持 with the teacher's texts (blank ruled lines when unwritten). */
export function TermTextSheet({ page, total, child }: TSheet<'termText'>) {
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <div className="kg-fp-writes" data-testid="fp-term-text">
        {page.writes.map((w, i) => (
          <section
            key={w.Title}
            className={`kg-fp-write kg-fp-write--${TONES[i % TONES.length]}`}
            style={{ padding: `${WRITE.pad}mm`, marginBottom: `${WRITE.gap}mm` }}
          >
            <h3 className="kg-fp-write__title" style={{ height: `${WRITE.heading}mm` }}>
              {w.Title}
            </h3>
            {w.Desc ? (
              <p
                className="kg-fp-write__text"
                style={{ fontSize: `${WRITE.font}pt`, lineHeight: WRITE.line }}
              >
                {w.Desc}
              </p>
            ) : (
              <div className="kg-fp-write__ruled" style={{ height: `${WRITE.ruled}mm` }} aria-hidden="true" />
            )}
          </section>
        ))}
      </div>
    </FootprintSheet>
  );
}
