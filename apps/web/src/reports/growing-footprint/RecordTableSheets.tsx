import '../reports.i18n';
import { MedicalAnswer } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { FootprintCard, FootprintSheet } from './FootprintSheet';
import { PHYSICAL_COLS } from './footprintTables';
import type { TFootprintPage, TPhysicalRow } from './footprintTypes';
import { RecordFields, RecordRows } from './RecordTableParts';

type TSheet<K> = { page: TFootprintPage & { kind: K }; total: number; child: string };

/** Type 8: the physical exam: each item with its value and unit, or 正常 / 异常. */
export function PhysicalSheet({ page, total, child }: TSheet<'physical'>) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint.physical'>) =>
    t(`reports.growingFootprint.physical.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        <table className="kg-fp-table kg-fp-table--physical" data-testid="fp-physical-table">
          <colgroup>
            <col style={{ width: `${PHYSICAL_COLS.label}mm` }} />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th>{g('item')}</th>
              <th>{g('result')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr
                key={row.key}
                style={{ height: `${PHYSICAL_COLS.minRow}mm`, fontSize: `${PHYSICAL_COLS.font}pt` }}
              >
                <td className="kg-fp-table__sub">{row.label}</td>
                <td>
                  <PhysicalValue row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </FootprintCard>
    </FootprintSheet>
  );
}

function PhysicalValue({ row }: { row: TPhysicalRow }) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint.physical'>) =>
    t(`reports.growingFootprint.physical.${key}`);
  if (!row.value) return <span className="kg-fp-table__muted">{g('none')}</span>;
  if (row.radio) {
    const normal = row.value === String(MedicalAnswer.normal);
    return (
      <span className={`kg-fp-chip kg-fp-chip--${normal ? 'ok' : 'warn'}`}>
        {normal ? g('normal') : g('abnormal')}
      </span>
    );
  }
  return (
    <span className="kg-fp-value">
      <strong className="kg-fp-value__num">{row.value}</strong>
      {row.unit && <span className="kg-fp-value__unit">{row.unit}</span>}
    </span>
  );
}

/** Type 11: the four header fields with their titles, then the rows (title, desc). */
export function TableSheet({ page, total, child }: TSheet<'table'>) {
  const { t } = useTranslation();
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <FootprintCard>
        {page.fields && (
          <RecordFields
            fields={page.fields}
            empty={t('reports.growingFootprint.physical.none')}
            testId="fp-table-fields"
          />
        )}
        <RecordRows rows={page.rows} testId="fp-table-rows" />
      </FootprintCard>
    </FootprintSheet>
  );
}
