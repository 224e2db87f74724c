import '../../meals.i18n';
import { CARE_TYPES, type TStandards } from '@kg/contracts';
import { Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StandardMark } from './StandardMark';
import { FigureInput, StandardTable } from './StandardParts';
import type { TStandardsEditor } from './useStandardsEditor';

type TRow = { row: TStandards['Shares'][number]; i: number };

/** 2. The school's care type and the share of the day's intake each care type provides. */
export function ShareSection({ editor, s }: { editor: TStandardsEditor; s: TStandards }) {
  const { t } = useTranslation();
  const draft = editor.draftFor('share');
  return (
    <>
      <Space wrap className="kg-standard-care">
        <span>{t('meals.standards.careType')}</span>
        {draft ? (
          <Select
            value={draft.CareType}
            options={CARE_TYPES.map((c) => ({ value: c, label: c }))}
            onChange={(CareType) =>
              editor.patch((x) => {
                if (x.Section === 'share') x.CareType = CareType;
              })
            }
            style={{ width: 180 }}
            data-testid="standard-care-type"
          />
        ) : (
          <Tag color="cyan" data-testid="standard-care-type-value">
            {s.CareType}
          </Tag>
        )}
      </Space>
      <StandardTable<TRow>
        rows={s.Shares.map((row, i) => ({ row, i }))}
        columns={[
          {
            key: 'care',
            title: t('meals.standards.careType'),
            render: (_, { row }) =>
              row.CareType === s.CareType ? <strong>{row.CareType}</strong> : row.CareType,
          },
          {
            key: 'pct',
            title: t('meals.standards.sharePct'),
            render: (_, { row, i }) =>
              draft ? (
                <FigureInput
                  value={draft.Rows[i]!.EnergyPct}
                  onChange={(v) =>
                    editor.patch((x) => {
                      if (x.Section === 'share') x.Rows[i]!.EnergyPct = v ?? 0;
                    })
                  }
                  testId={`share-${i}`}
                  max={100}
                />
              ) : (
                `≥ ${row.EnergyPct}%`
              ),
          },
          {
            key: 'mark',
            title: t('meals.standards.mark'),
            render: (_, { row }) => <StandardMark mark={row.Mark} source={row.Source} />,
          },
        ]}
        rowKey={({ row }) => row.CareType}
        testId="standard-share-table"
      />
    </>
  );
}
