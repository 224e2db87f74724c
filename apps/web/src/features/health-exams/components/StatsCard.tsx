import '../healthExams.i18n';
import '../healthExams.css';
import type { TExamFlag } from '@kg/contracts';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExamStats } from '../healthExams.api';

export function StatsCard({ termId }: { termId: number }) {
  const { t } = useTranslation();
  const view = useExamStats(termId, true);
  const rows = view.data?.Rows ?? [];
  const flags: TExamFlag[] = ['anaemia', 'caries', 'vision', 'hearing', 'weightLoss'];
  return (
    <Card className="kg-card" title={t('healthExams.tabs.stats')}>
      <Table
        rowKey={(r) => `${r.ClassId}-${r.SexType}`}
        size="small"
        loading={view.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="exam-stats"
        columns={[
          {
            key: 'class',
            title: t('healthExams.columns.class'),
            fixed: 'left',
            width: 80,
            dataIndex: 'ClassName',
            onCell: (_, index) => ({ rowSpan: (index ?? 0) % 2 === 0 ? 2 : 0 }),
          },
          {
            key: 'sex',
            title: t('healthExams.columns.sex'),
            width: 60,
            render: (_, r) => t(`healthExams.sex.${r.SexType as 1 | 2}`),
          },
          {
            key: 'examined',
            title: t('healthExams.stats.examined'),
            width: 90,
            render: (_, r) => `${r.Examined} / ${r.Children}`,
          },
          {
            key: 'h',
            title: t('healthExams.stats.avgHeight'),
            width: 100,
            render: (_, r) => r.AvgHeight ?? '—',
          },
          {
            key: 'w',
            title: t('healthExams.stats.avgWeight'),
            width: 100,
            render: (_, r) => r.AvgWeight ?? '—',
          },
          ...flags.map((f) => ({
            key: f,
            title: t(`healthExams.flag.${f}`),
            width: 80,
            render: (_: unknown, r: (typeof rows)[number]) => r.Flags[f] || '',
          })),
        ]}
      />
    </Card>
  );
}
