import '../growthConfiguration.i18n';
import { MedicalAnswer, type TMedicalItem } from '@kg/contracts';
import { Input, Select, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTopicType } from './ConfigRules';

type TProps = {
  value: TMedicalItem[];
  onChange: (items: TMedicalItem[]) => void;
};

/** A table row: an item, or a child of one (左眼 / 右眼 …). */
type TRow = {
  key: string;
  /** [item] or [item, child] */
  path: [number] | [number, number];
  item: TMedicalItem;
  children?: TRow[];
};

function rowsOf(items: TMedicalItem[]): TRow[] {
  return items.map((item, i) => ({
    key: String(i),
    path: [i],
    item,
    children:
      item.topicType === 'child'
        ? (item.children ?? []).map((child, j) => ({ key: `${i}.${j}`, path: [i, j], item: child }))
        : undefined,
  }));
}

/**
 * F45: the physical examination items a type 8 page asks: name, unit, how it is answered
 * (输入 a value, 单选 正常/异常, 子项 left and right), and whether the page shows it.
 */
export function MedicalItems({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => rowsOf(value), [value]);
  // Every item with children shows them, unless the user folded it.
  const [folded, setFolded] = useState<string[]>([]);
  const expanded = rows.filter((r) => r.children && !folded.includes(r.key)).map((r) => r.key);

  const patch = (path: TRow['path'], change: (item: TMedicalItem) => TMedicalItem) =>
    onChange(
      value.map((item, i) => {
        if (i !== path[0]) return item;
        if (path.length === 1) return change(item);
        return {
          ...item,
          children: (item.children ?? []).map((child, j) => (j === path[1] ? change(child) : child)),
        };
      }),
    );

  const topicOptions = (child: boolean) =>
    (child ? (['input', 'radio'] as const) : (['input', 'radio', 'child'] as const)).map((topic) => ({
      value: topic,
      label: t(`growthConfiguration.medical.topic.${topic}`),
    }));

  const testId = (row: TRow, field: string) => `medical-${row.key}-${field}`;

  const columns: ColumnsType<TRow> = [
    {
      title: t('growthConfiguration.medical.title'),
      key: 'title',
      render: (_, row) => (
        <Input
          value={row.item.title}
          maxLength={20}
          onChange={(e) => patch(row.path, (item) => ({ ...item, title: e.target.value }))}
          className={`kg-medical__title${row.path.length === 2 ? ' kg-medical__title--child' : ''}`}
          data-testid={testId(row, 'title')}
        />
      ),
    },
    {
      title: t('growthConfiguration.medical.topicType'),
      key: 'topicType',
      width: 130,
      render: (_, row) => (
        <Select
          value={row.item.topicType}
          options={topicOptions(row.path.length === 2)}
          onChange={(topic: TMedicalItem['topicType']) =>
            patch(row.path, (item) => withTopicType(item, topic))
          }
          style={{ width: '100%' }}
          data-testid={testId(row, 'topic')}
        />
      ),
    },
    {
      title: t('growthConfiguration.medical.unit'),
      key: 'unit',
      width: 110,
      render: (_, row) =>
        row.item.topicType === 'input' ? (
          <Input
            value={row.item.unit}
            maxLength={10}
            onChange={(e) => patch(row.path, (item) => ({ ...item, unit: e.target.value }))}
            placeholder={t('growthConfiguration.medical.unitPlaceholder')}
            data-testid={testId(row, 'unit')}
          />
        ) : (
          <span className="kg-muted">—</span>
        ),
    },
    {
      title: t('growthConfiguration.medical.answers'),
      key: 'answers',
      width: 170,
      responsive: ['md'],
      render: (_, row) =>
        row.item.topicType === 'radio' ? (
          <span className="kg-medical__answers" data-testid={testId(row, 'answers')}>
            {row.item.answerList.map((answer) => (
              <Tag
                key={answer.value}
                color={answer.value === MedicalAnswer.normal ? 'green' : 'orange'}
                bordered={false}
              >
                {answer.value === MedicalAnswer.normal
                  ? t('growthConfiguration.medical.normal')
                  : t('growthConfiguration.medical.abnormal')}
              </Tag>
            ))}
          </span>
        ) : row.item.topicType === 'child' ? (
          <span className="kg-muted">{t('growthConfiguration.medical.childHint')}</span>
        ) : (
          <span className="kg-muted">{t('growthConfiguration.medical.inputHint')}</span>
        ),
    },
    {
      title: t('growthConfiguration.medical.isOpen'),
      key: 'isOpen',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <Switch
          checked={row.item.isOpen}
          onChange={(isOpen) => patch(row.path, (item) => ({ ...item, isOpen }))}
          aria-label={t('growthConfiguration.medical.isOpen')}
          data-testid={testId(row, 'open')}
        />
      ),
    },
  ];

  return (
    <div className="kg-medical" data-testid="config-medical">
      <div className="kg-config-hint">{t('growthConfiguration.medical.hint')}</div>
      <Table<TRow>
        className="kg-table kg-medical__table"
        size="middle"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          indentSize: 20,
          onExpand: (open, row) =>
            setFolded((keys) => (open ? keys.filter((k) => k !== row.key) : [...keys, row.key])),
        }}
        rowClassName={(row) => (row.item.isOpen ? '' : 'kg-medical__row--off')}
        scroll={{ x: 560 }}
        data-testid="medical-table"
      />
    </div>
  );
}
