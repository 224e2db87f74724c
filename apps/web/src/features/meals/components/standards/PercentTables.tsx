import '../../meals.i18n';
import { BAND_NAMES, type TStandards } from '@kg/contracts';
import { Checkbox, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { rangeText, StandardMark } from './StandardMark';
import { FigureInput, StandardTable } from './StandardParts';
import type { TStandardsEditor } from './useStandardsEditor';

/** A low~high percentage, as text or as two inputs when its section is the draft. */
function LowHigh(props: {
  editor: TStandardsEditor;
  section: 'bands' | 'meals';
  i: number;
  row: { Low: number | null; High: number | null };
}) {
  const { editor, section, i } = props;
  const d = editor.draftFor(section)?.Rows[i];
  if (!d) return rangeText(props.row.Low, props.row.High, '%');
  const set = (field: 'Low' | 'High') => (v: number | null) =>
    editor.patch((x) => {
      if (x.Section === 'bands') x.Rows[i]![field] = v;
      if (x.Section === 'meals') x.Rows[i]![field] = v ?? 0;
    });
  return (
    <Space size={4}>
      <FigureInput value={d.Low} onChange={set('Low')} testId={`${section}-${i}-low`} max={100} />~
      <FigureInput value={d.High} onChange={set('High')} testId={`${section}-${i}-high`} max={100} />%
    </Space>
  );
}

/** 3. Energy from protein, fat and carbohydrate, and the high-quality protein share. */
export function BandsTable({ editor, s }: { editor: TStandardsEditor; s: TStandards }) {
  const { t } = useTranslation();
  type TRow = { row: TStandards['Bands'][number]; i: number };
  return (
    <StandardTable<TRow>
      rows={s.Bands.map((row, i) => ({ row, i }))}
      columns={[
        { key: 'name', title: t('meals.standards.item'), render: (_, { row }) => BAND_NAMES[row.Key] },
        {
          key: 'range',
          title: t('meals.standards.target'),
          render: (_, { row, i }) => <LowHigh editor={editor} section="bands" i={i} row={row} />,
        },
        {
          key: 'mark',
          title: t('meals.standards.mark'),
          render: (_, { row }) => <StandardMark mark={row.Mark} source={row.Source} />,
        },
      ]}
      rowKey={({ row }) => row.Key}
      testId="standard-bands-table"
    />
  );
}

/** 4. The meals the school serves and each one's share of the day's energy. */
export function MealsTable({ editor, s }: { editor: TStandardsEditor; s: TStandards }) {
  const { t } = useTranslation();
  const draft = editor.draftFor('meals');
  type TRow = { row: TStandards['Meals'][number]; i: number };
  return (
    <StandardTable<TRow>
      rows={s.Meals.map((row, i) => ({ row, i }))}
      columns={[
        { key: 'meal', title: t('meals.standards.meal'), render: (_, { row }) => row.Meal },
        {
          key: 'served',
          title: t('meals.standards.served'),
          render: (_, { row, i }) =>
            draft ? (
              <Checkbox
                checked={draft.Rows[i]!.Served}
                onChange={(e) =>
                  editor.patch((x) => {
                    if (x.Section === 'meals') x.Rows[i]!.Served = e.target.checked;
                  })
                }
                data-testid={`meal-served-${row.Meal}`}
              />
            ) : row.Served ? (
              <Tag color="green">{t('meals.standards.yes')}</Tag>
            ) : (
              <Tag>{t('meals.standards.no')}</Tag>
            ),
        },
        {
          key: 'range',
          title: t('meals.standards.energyShare'),
          render: (_, { row, i }) => <LowHigh editor={editor} section="meals" i={i} row={row} />,
        },
        {
          key: 'mark',
          title: t('meals.standards.mark'),
          render: (_, { row }) => <StandardMark mark={row.Mark} source={row.Source} />,
        },
      ]}
      rowKey={({ row }) => row.Meal}
      testId="standard-meals-table"
    />
  );
}
