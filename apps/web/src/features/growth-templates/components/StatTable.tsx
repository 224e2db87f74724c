import '../growthConfiguration.i18n';
import type { TObservationRow } from '@kg/contracts';
import { Empty, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencyShare, observationSpans } from './StatRows';

type TProps = {
  rows: TObservationRow[];
  loading: boolean;
  emptyText: ReactNode;
};

/** 经常 / 偶尔 / 从未 of one point as one bar, for reading the table at a glance. */
function StatBar({ row }: { row: TObservationRow }) {
  const { t } = useTranslation();
  const share = frequencyShare(row);
  if (!share.total)
    return <span className="kg-stat-bar kg-stat-bar--none">{t('growthConfiguration.stats.noMarks')}</span>;
  return (
    <Tooltip
      title={
        <span className="kg-stat-bar__tip">
          {t('growthConfiguration.stats.often')} {row.Often} ({share.often}%) ·{' '}
          {t('growthConfiguration.stats.sometimes')} {row.Sometimes} ({share.sometimes}%) ·{' '}
          {t('growthConfiguration.stats.never')} {row.Never} ({share.never}%)
        </span>
      }
    >
      <span className="kg-stat-bar" data-testid="stat-bar">
        <i className="kg-stat-bar__often" style={{ width: `${share.often}%` }} />
        <i className="kg-stat-bar__sometimes" style={{ width: `${share.sometimes}%` }} />
        <i className="kg-stat-bar__never" style={{ width: `${share.never}%` }} />
      </span>
    </Tooltip>
  );
}

const count = (value: number) => (
  <span className={value ? 'kg-stat-count' : 'kg-stat-count kg-stat-count--zero'}>{value}</span>
);

/**
 * F47, F48: 维度, 要素, 观察点 and the counts of 经常, 偶尔, 从未; the first two columns merged
 * over equal values, a bar of the three shares per point.
 */
export function StatTable({ rows, loading, emptyText }: TProps) {
  const { t } = useTranslation();
  const spans = useMemo(() => observationSpans(rows), [rows]);
  const columns: ColumnsType<TObservationRow> = [
    {
      title: t('growthConfiguration.stats.dimension'),
      dataIndex: 'OneName',
      width: 100,
      onCell: (_, index) => ({ rowSpan: spans.dimension[index ?? 0] ?? 1 }),
      className: 'kg-stat__group',
    },
    {
      title: t('growthConfiguration.stats.element'),
      dataIndex: 'TwoName',
      width: 130,
      onCell: (_, index) => ({ rowSpan: spans.element[index ?? 0] ?? 1 }),
      className: 'kg-stat__group kg-stat__group--element',
    },
    { title: t('growthConfiguration.stats.point'), dataIndex: 'ThreeName' },
    {
      title: t('growthConfiguration.stats.often'),
      dataIndex: 'Often',
      width: 72,
      align: 'center',
      render: count,
      className: 'kg-stat__num kg-stat__num--often',
    },
    {
      title: t('growthConfiguration.stats.sometimes'),
      dataIndex: 'Sometimes',
      width: 72,
      align: 'center',
      render: count,
      className: 'kg-stat__num kg-stat__num--sometimes',
    },
    {
      title: t('growthConfiguration.stats.never'),
      dataIndex: 'Never',
      width: 72,
      align: 'center',
      render: count,
      className: 'kg-stat__num kg-stat__num--never',
    },
    {
      title: t('growthConfiguration.stats.share'),
      key: 'share',
      width: 170,
      responsive: ['xl'],
      render: (_, row) => <StatBar row={row} />,
    },
  ];
  return (
    <Table<TObservationRow>
      className="kg-table kg-stat__table"
      rowKey="PointId"
      bordered
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 680 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      data-testid="stat-table"
    />
  );
}
