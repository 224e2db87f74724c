import type { ReactNode } from 'react';
import { TABLE_COLS } from './footprintTables';

/**
 * The observation table's two blocks (four header fields, then titled rows), shared by the
 * booklet's type 11 page and the growth handbook's (H33). A title is a node so that the
 * handbook can put a writer's input in its place.
 */

type TRecordField = { key: string; title: ReactNode; value: string };

type TFieldsProps = {
  fields: readonly TRecordField[];
  /** what an empty value prints as */
  empty: string;
  testId: string;
};

/** The header fields, two per line: a title over its value. */
export function RecordFields({ fields, empty, testId }: TFieldsProps) {
  return (
    <dl className="kg-fp-fields" data-testid={testId}>
      {fields.map((f) => (
        <div key={f.key} className="kg-fp-fields__item">
          <dt>{f.title}</dt>
          <dd>{f.value || empty}</dd>
        </div>
      ))}
    </dl>
  );
}

type TRecordRow = { key: string | number; title: ReactNode; desc: string };

/** The rows: a title column and the description, at the heights the planner counted with. */
export function RecordRows({ rows, testId }: { rows: readonly TRecordRow[]; testId: string }) {
  return (
    <table className="kg-fp-table kg-fp-table--rows" data-testid={testId}>
      <colgroup>
        <col style={{ width: `${TABLE_COLS.title}mm` }} />
        <col />
      </colgroup>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} style={{ height: `${TABLE_COLS.minRow}mm`, fontSize: `${TABLE_COLS.font}pt` }}>
            <th scope="row">{row.title}</th>
            <td className="kg-fp-table__text">{row.desc}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
