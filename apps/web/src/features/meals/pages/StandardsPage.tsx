import '../meals.i18n';
import '../meals.css';
import { CheckCircleFilled, ExclamationCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import {
  API,
  BAND_NAMES,
  CARE_TYPES,
  CHILD_AGES,
  FOOD_GROUP_BANDS,
  isToCheck,
  NUTRIENTS,
  STANDARD_SOURCES,
  type TFoodGroupRow,
  type TSaveStandardSection,
  type TStandardMark,
  type TStandardSection,
  type TStandards,
} from '@kg/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  InputNumber,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { useEndpoint } from '../../../api/queries';
import { useSaving } from '../../../api/useSaving';
import { useButtons } from '../../../app/access/NavButtons';
import { useIsPhone } from '../../../components/list/useIsPhone';

/** The sources a mark cites, by name. */
const sourceText = (source: string) =>
  source
    .split(/[\s；]+/)
    .filter(Boolean)
    .map((tag) => {
      const key = tag.replace(/（.*$/, '');
      return STANDARD_SOURCES[key] ? `[${key}] ${STANDARD_SOURCES[key]}` : tag;
    })
    .join('；');

/** ✅ verified; ⚠️ / ❓ flagged 待核对 with the source; ✎ the school's own figure. */
function Mark({ mark, source }: { mark: TStandardMark; source: string }) {
  const { t } = useTranslation();
  const tip = `${t('meals.standards.source')}：${sourceText(source)}`;
  if (mark === 'school') return <Tag color="blue">{t('meals.standards.school')}</Tag>;
  if (isToCheck(mark))
    return (
      <Tooltip title={tip}>
        <Tag
          color={mark === 'unverified' ? 'red' : 'orange'}
          icon={mark === 'unverified' ? <QuestionCircleOutlined /> : <ExclamationCircleOutlined />}
          data-testid="standard-to-check"
        >
          {t('meals.standards.toCheck')}
        </Tag>
      </Tooltip>
    );
  return (
    <Tooltip title={tip}>
      <CheckCircleFilled className="kg-standard-ok" aria-label={t('meals.standards.verified')} />
    </Tooltip>
  );
}

const range = (low: number | null, high: number | null, unit = '') => {
  if (low === null && high === null) return '—';
  if (low === null) return `≤ ${high}${unit}`;
  if (high === null) return `≥ ${low}${unit}`;
  return low === high ? `${low}${unit}` : `${low}~${high}${unit}`;
};

type TDraft = TSaveStandardSection | null;
const num = (v: number | null) => v;

/** The figures of a section as the editor starts them. */
function draftOf(section: TStandardSection, s: TStandards): TSaveStandardSection {
  switch (section) {
    case 'intakes':
      return {
        Section: 'intakes',
        Rows: s.Intakes.map(({ Nutrient, Male, Female }) => ({
          Nutrient,
          Male: [...Male],
          Female: [...Female],
        })),
      };
    case 'share':
      return {
        Section: 'share',
        CareType: s.CareType,
        Rows: s.Shares.map(({ CareType, EnergyPct }) => ({ CareType, EnergyPct })),
      };
    case 'bands':
      return { Section: 'bands', Rows: s.Bands.map(({ Key, Low, High }) => ({ Key, Low, High })) };
    case 'meals':
      return {
        Section: 'meals',
        Rows: s.Meals.map(({ Meal, Served, Low, High }) => ({ Meal, Served, Low, High })),
      };
    default:
      return {
        Section: 'foodGroups',
        Rows: s.FoodGroups.map(({ Group, Band, Low, High }) => ({ Group, Band, Low, High })),
      };
  }
}

/** 营养标准 (issue 20): the school's standards, each figure with its mark; 园长 and 保健医生 edit. */
export default function StandardsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const phone = useIsPhone();
  const standards = useEndpoint(API.nutritionStandards.get, undefined);
  const canEdit = useButtons().some((b) => b.Func === 'handleStandardEdit');
  const [draft, setDraft] = useState<TDraft>(null);
  const save = useSaving(
    (body: TSaveStandardSection) => http.request(API.nutritionStandards.save, body),
    ['nutritionStandards'],
  );
  const reset = useSaving(
    (Section: TStandardSection) => http.request(API.nutritionStandards.reset, { Section }),
    ['nutritionStandards'],
  );
  const s = standards.data;
  if (!s) return <Card className="kg-card">{standards.isError ? t('common.loadFailed') : <Spin />}</Card>;

  const editing = (section: TStandardSection) => draft?.Section === section;
  const patch = (change: (d: TSaveStandardSection) => void) =>
    setDraft((d) => {
      if (!d) return d;
      const next = structuredClone(d);
      change(next);
      return next;
    });
  const submit = async () => {
    if (!draft) return;
    try {
      await save.mutateAsync(draft);
      void message.success(t('success.save'));
      setDraft(null);
    } catch {
      // Shown by the client.
    }
  };
  const restore = (section: TStandardSection) =>
    modal.confirm({
      title: t('meals.standards.restoreTitle', { name: t(`meals.standards.sections.${section}`) }),
      content: t('meals.standards.restoreContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'standard-restore-ok' },
      onOk: async () => {
        try {
          await reset.mutateAsync(section);
          void message.success(t('meals.standards.restored'));
          setDraft(null);
        } catch {
          // Shown by the client.
        }
      },
    });
  const figureInput = (
    value: number | null,
    onChange: (v: number | null) => void,
    testId: string,
    max = 100000,
  ) => (
    <InputNumber
      size="small"
      min={0}
      max={max}
      value={value}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      style={{ width: 84 }}
      data-testid={testId}
    />
  );

  const section = (key: TStandardSection, body: ReactNode, note?: ReactNode) => (
    <Card
      key={key}
      size="small"
      className="kg-standard-section"
      data-testid={`standard-${key}`}
      title={t(`meals.standards.sections.${key}`)}
      extra={
        canEdit && (
          <Space wrap size={4}>
            {editing(key) ? (
              <>
                <Button size="small" onClick={() => setDraft(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  loading={save.isPending}
                  onClick={() => void submit()}
                  data-testid={`standard-${key}-save`}
                >
                  {t('meals.standards.save')}
                </Button>
              </>
            ) : (
              <>
                {s.Custom.includes(key) && (
                  <Button size="small" onClick={() => restore(key)} data-testid={`standard-${key}-restore`}>
                    {t('meals.standards.restore')}
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={Boolean(draft)}
                  onClick={() => setDraft(draftOf(key, s))}
                  data-testid={`standard-${key}-edit`}
                >
                  {t('meals.standards.edit')}
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      {body}
    </Card>
  );
  const table = <T extends object>(
    rows: T[],
    columns: ColumnsType<T>,
    rowKey: (row: T) => string,
    testId: string,
  ) => (
    <Table<T>
      size="small"
      pagination={false}
      rowKey={rowKey}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
    />
  );

  // 1. intakes
  const intakeDraft = draft?.Section === 'intakes' ? draft : null;
  const intakes = table(
    s.Intakes.map((row, i) => ({ row, i })),
    [
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
        render: (_: unknown, { row, i }: { row: (typeof s.Intakes)[number]; i: number }) => {
          const bySex = row.Male.some((v, j) => v !== row.Female[j]) || row.Nutrient === 'energy_kcal';
          if (intakeDraft) {
            const d = intakeDraft.Rows[i]!;
            if (!bySex)
              return figureInput(
                d.Male[a] ?? null,
                (v) =>
                  patch((x) => {
                    if (x.Section !== 'intakes') return;
                    x.Rows[i]!.Male[a] = v;
                    x.Rows[i]!.Female[a] = v;
                  }),
                `intake-${row.Nutrient}-${age}`,
              );
            return (
              <Space direction="vertical" size={2}>
                {(['Male', 'Female'] as const).map((sex) => (
                  <Space key={sex} size={4}>
                    <span>{t(`meals.standards.${sex === 'Male' ? 'boy' : 'girl'}`)}</span>
                    {figureInput(
                      d[sex][a] ?? null,
                      (v) =>
                        patch((x) => {
                          if (x.Section === 'intakes') x.Rows[i]![sex][a] = v;
                        }),
                      `intake-${row.Nutrient}-${age}-${sex}`,
                    )}
                  </Space>
                ))}
              </Space>
            );
          }
          if (!bySex) return num(row.Male[a] ?? null) ?? '—';
          return (
            <span className="kg-standard-sex">
              {t('meals.standards.boy')} {row.Male[a] ?? '—'} / {t('meals.standards.girl')}{' '}
              {row.Female[a] ?? '—'}
            </span>
          );
        },
      })),
      {
        key: 'mark',
        title: t('meals.standards.mark'),
        render: (_, { row }) => <Mark mark={row.Mark} source={row.Source} />,
      },
    ],
    ({ row }) => row.Nutrient,
    'standard-intakes-table',
  );

  // 2. share
  const shareDraft = draft?.Section === 'share' ? draft : null;
  const share = (
    <>
      <Space wrap className="kg-standard-care">
        <span>{t('meals.standards.careType')}</span>
        {shareDraft ? (
          <Select
            value={shareDraft.CareType}
            options={CARE_TYPES.map((c) => ({ value: c, label: c }))}
            onChange={(CareType) =>
              patch((x) => {
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
      {table(
        s.Shares.map((row, i) => ({ row, i })),
        [
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
              shareDraft
                ? figureInput(
                    shareDraft.Rows[i]!.EnergyPct,
                    (v) =>
                      patch((x) => {
                        if (x.Section === 'share') x.Rows[i]!.EnergyPct = v ?? 0;
                      }),
                    `share-${i}`,
                    100,
                  )
                : `≥ ${row.EnergyPct}%`,
          },
          {
            key: 'mark',
            title: t('meals.standards.mark'),
            render: (_, { row }) => <Mark mark={row.Mark} source={row.Source} />,
          },
        ],
        ({ row }) => row.CareType,
        'standard-share-table',
      )}
    </>
  );

  // 3. bands and 4. meals: a low and a high percentage
  const lowHigh = <R extends { Low: number | null; High: number | null }>(
    key: 'bands' | 'meals',
    i: number,
    row: R,
  ) => {
    const d = draft?.Section === key ? draft.Rows[i] : null;
    if (!d) return range(row.Low, row.High, '%');
    const set = (field: 'Low' | 'High') => (v: number | null) =>
      patch((x) => {
        if (x.Section === 'bands') x.Rows[i]![field] = v;
        if (x.Section === 'meals') x.Rows[i]![field] = v ?? 0;
      });
    return (
      <Space size={4}>
        {figureInput(d.Low, set('Low'), `${key}-${i}-low`, 100)}~
        {figureInput(d.High, set('High'), `${key}-${i}-high`, 100)}%
      </Space>
    );
  };
  const bands = table(
    s.Bands.map((row, i) => ({ row, i })),
    [
      { key: 'name', title: t('meals.standards.item'), render: (_, { row }) => BAND_NAMES[row.Key] },
      {
        key: 'range',
        title: t('meals.standards.target'),
        render: (_, { row, i }) => lowHigh('bands', i, row),
      },
      {
        key: 'mark',
        title: t('meals.standards.mark'),
        render: (_, { row }) => <Mark mark={row.Mark} source={row.Source} />,
      },
    ],
    ({ row }) => row.Key,
    'standard-bands-table',
  );
  const mealDraft = draft?.Section === 'meals' ? draft : null;
  const meals = table(
    s.Meals.map((row, i) => ({ row, i })),
    [
      { key: 'meal', title: t('meals.standards.meal'), render: (_, { row }) => row.Meal },
      {
        key: 'served',
        title: t('meals.standards.served'),
        render: (_, { row, i }) =>
          mealDraft ? (
            <Checkbox
              checked={mealDraft.Rows[i]!.Served}
              onChange={(e) =>
                patch((x) => {
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
        render: (_, { row, i }) => lowHigh('meals', i, row),
      },
      {
        key: 'mark',
        title: t('meals.standards.mark'),
        render: (_, { row }) => <Mark mark={row.Mark} source={row.Source} />,
      },
    ],
    ({ row }) => row.Meal,
    'standard-meals-table',
  );

  // 5. food groups: one row per group, a column per age band
  const groupDraft = draft?.Section === 'foodGroups' ? draft : null;
  const groups = [...new Set(s.FoodGroups.map((g) => g.Group))];
  const cellOf = (group: string, band: string) => {
    const i = s.FoodGroups.findIndex((g) => g.Group === group && g.Band === band);
    return { i, row: s.FoodGroups[i] as TFoodGroupRow | undefined };
  };
  const foodGroups = table(
    groups.map((group) => ({ group })),
    [
      {
        key: 'group',
        title: t('meals.standards.group'),
        fixed: phone ? undefined : 'left',
        render: (_, { group }) => group,
      },
      ...FOOD_GROUP_BANDS.map((band) => ({
        key: band,
        title: band,
        render: (_: unknown, { group }: { group: string }) => {
          const { i, row } = cellOf(group, band);
          if (!row) return '—';
          if (groupDraft) {
            const d = groupDraft.Rows[i]!;
            const set = (field: 'Low' | 'High') => (v: number | null) =>
              patch((x) => {
                if (x.Section === 'foodGroups') x.Rows[i]![field] = v;
              });
            return (
              <Space size={2}>
                {figureInput(d.Low, set('Low'), `group-${i}-low`)}~
                {figureInput(d.High, set('High'), `group-${i}-high`)}
                <span>{row.Unit}</span>
              </Space>
            );
          }
          return (
            <Space size={4} wrap>
              <span>
                {row.Low === null && row.High === null
                  ? row.Note || '—'
                  : range(row.Low, row.High, ` ${row.Unit}`)}
              </span>
              {row.Note && (row.Low !== null || row.High !== null) && (
                <Typography.Text type="secondary">{row.Note}</Typography.Text>
              )}
              <Mark mark={row.Mark} source={row.Source} />
            </Space>
          );
        },
      })),
    ],
    ({ group }) => group,
    'standard-food-groups-table',
  );

  return (
    <Card className="kg-card kg-standards" data-testid="page-standards">
      <Alert
        type="info"
        showIcon
        className="kg-standards__edition"
        title={`${t('meals.standards.edition')}：${s.Edition}`}
        description={
          <>
            <div>{s.EditionNote}</div>
            <div>{t('meals.standards.legend')}</div>
            {!canEdit && <div>{t('meals.standards.readOnly')}</div>}
          </>
        }
        data-testid="standard-edition"
      />
      {section('intakes', intakes, t('meals.standards.intakesNote'))}
      {section('share', share, t('meals.standards.shareNote'))}
      {section('bands', bands)}
      {section('meals', meals, t('meals.standards.mealsNote'))}
      {section('foodGroups', foodGroups, t('meals.standards.foodGroupsNote'))}
    </Card>
  );
}
