import '../../meals.i18n';
import { CHILD_AGES, NUTRIENTS, type TStandards } from '@kg/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../components/list/useIsPhone';
import { StandardMark } from './StandardMark';
import { FigureInput, StandardTable } from './StandardParts';
import type { TStandardsEditor } from './useStandardsEditor';

type TRow = { row: TStandards['Intakes'][number]; i: number };

/** 1. The daily reference intakes by age; a figure that differs by sex shows both. */
export function IntakesTable({ editor, s }: { editor: TStandardsEditor; s: TStandards }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const draft = editor.draftFor('intakes');
  const set = (i: number, a: number, sexes: ('Male' | 'Female')[]) => (v: number | null) =>
    editor.patch((x) => {
      if (x.Section !== 'intakes') return;
      for (const sex of sexes) x.Rows[i]![sex][a] = v;
    });

  const cell = ({ row, i }: TRow, age: number, a: number) => {
    const bySex = row.Male.some((v, j) => v !== row.Female[j]) || row.Nutrient === 'energy_kcal';
    if (draft) {
      const d = draft.Rows[i]!;
      if (!bySex)
        return (
          <FigureInput
            value={d.Male[a] ?? null}
            onChange={set(i, a, ['Male', 'Female'])}
            testId={`intake-${row.Nutrient}-${age}`}
          />
        );
      return (
        <Space direction="vertical" size={2}>
          {(['Male', 'Female'] as const).map((sex) => (
            <Space key={sex} size={4}>
              <span>{t(`meals.standards.${sex === 'Male' ? 'boy' : 'girl'}`)}</span>
              <FigureInput
                value={d[sex][a] ?? null}
                onChange={set(i, a, [sex])}
                testId={`intake-${row.Nutrient}-${age}-${sex}`}
              />
            </Space>
          ))}
        </Space>
      );
    }
    if (!bySex) return row.Male[a] ?? '—';
    return (
      <span className="kg-standard-sex">
        {t('meals.standards.boy')} {row.Male[a] ?? '—'} / {t('meals.standards.girl')} {row.Female[a] ?? '—'}
      </span>
    );
  };

  return (
    <StandardTable<TRow>
      rows={s.Intakes.map((row, i) => ({ row, i }))}
      columns={[
        {
          key: 'nutrient',
          title: t('meals.standards.nutrient'),
          fixed: phone ? undefined : 'left',
          render: (_, { row }) => {
            const n = NUTRIENTS.find((x) => x.key === row.Nutrient);
            return `${n?.name ?? row.Nutrient}（${n?.unit ?? ''}/${t('meals.standards.day')}）`;
          },
        },
        { key: 'type', title: t('meals.standards.type'), render: (_, { row }) => row.Type },
        ...CHILD_AGES.map((age, a) => ({
          key: `age${age}`,
          title: t('meals.standards.age', { age }),
          render: (_: unknown, r: TRow) => cell(r, age, a),
        })),
        {
          key: 'mark',
          title: t('meals.standards.mark'),
          render: (_, { row }) => <StandardMark mark={row.Mark} source={row.Source} />,
        },
      ]}
      rowKey={({ row }) => row.Nutrient}
      testId="standard-intakes-table"
    />
  );
}
