import '../../meals.i18n';
import { FOOD_GROUP_BANDS, type TFoodGroupRow, type TStandards } from '@kg/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../components/list/useIsPhone';
import { rangeText, StandardMark } from './StandardMark';
import { FigureInput, StandardTable } from './StandardParts';
import type { TStandardsEditor } from './useStandardsEditor';

/** 5. The food groups' daily amounts: one row per group, a column per age band. */
export function FoodGroupsTable({ editor, s }: { editor: TStandardsEditor; s: TStandards }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const draft = editor.draftFor('foodGroups');
  const groups = [...new Set(s.FoodGroups.map((g) => g.Group))];
  const cellOf = (group: string, band: string) => {
    const i = s.FoodGroups.findIndex((g) => g.Group === group && g.Band === band);
    return { i, row: s.FoodGroups[i] as TFoodGroupRow | undefined };
  };

  const cell = (group: string, band: string) => {
    const { i, row } = cellOf(group, band);
    if (!row) return '—';
    if (draft) {
      const d = draft.Rows[i]!;
      const set = (field: 'Low' | 'High') => (v: number | null) =>
        editor.patch((x) => {
          if (x.Section === 'foodGroups') x.Rows[i]![field] = v;
        });
      return (
        <Space size={2}>
          <FigureInput value={d.Low} onChange={set('Low')} testId={`group-${i}-low`} />~
          <FigureInput value={d.High} onChange={set('High')} testId={`group-${i}-high`} />
          <span>{row.Unit}</span>
        </Space>
      );
    }
    return (
      <Space size={4} wrap>
        <span>
          {row.Low === null && row.High === null
            ? row.Note || '—'
            : rangeText(row.Low, row.High, ` ${row.Unit}`)}
        </span>
        {row.Note && (row.Low !== null || row.High !== null) && (
          <Typography.Text type="secondary">{row.Note}</Typography.Text>
        )}
        <StandardMark mark={row.Mark} source={row.Source} />
      </Space>
    );
  };

  return (
    <StandardTable<{ group: string }>
      rows={groups.map((group) => ({ group }))}
      columns={[
        {
          key: 'group',
          title: t('meals.standards.group'),
          fixed: phone ? undefined : 'left',
          render: (_, { group }) => group,
        },
        ...FOOD_GROUP_BANDS.map((band) => ({
          key: band,
          title: band,
          render: (_: unknown, { group }: { group: string }) => cell(group, band),
        })),
      ]}
      rowKey={({ group }) => group}
      testId="standard-food-groups-table"
    />
  );
}
