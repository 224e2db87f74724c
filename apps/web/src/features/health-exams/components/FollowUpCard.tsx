import '../healthExams.i18n';
import '../healthExams.css';
import { Card, Empty, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowUp } from '../healthExams.api';
import { Change, FlagTags } from './ExamEvaluation';

export function FollowUpCard({ termId, classId }: { termId: number; classId: number }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'class' | 'school'>('class');
  const view = useFollowUp(termId, scope === 'class' ? classId : 0, true);
  const rows = view.data?.Rows ?? [];
  return (
    <Card
      className="kg-card"
      title={t('healthExams.followUp.count', { count: rows.length })}
      extra={
        <Segmented
          value={scope}
          onChange={(v) => setScope(v as 'class' | 'school')}
          options={[
            { value: 'class', label: t('healthExams.followUp.scope.class') },
            { value: 'school', label: t('healthExams.followUp.scope.school') },
          ]}
          data-testid="follow-up-scope"
        />
      }
    >
      <Table
        rowKey="StudentId"
        size="small"
        loading={view.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('healthExams.followUp.empty')} /> }}
        data-testid="follow-up-table"
        columns={[
          {
            key: 'child',
            title: t('healthExams.columns.child'),
            fixed: 'left',
            width: 84,
            render: (_, r) => <span className="kg-hub-child">{r.Name}</span>,
          },
          { key: 'class', title: t('healthExams.columns.class'), width: 80, dataIndex: 'ClassName' },
          {
            key: 'flags',
            title: t('healthExams.columns.flags'),
            width: 170,
            render: (_, r) => <FlagTags evaluation={r.Evaluation} />,
          },
          { key: 'time', title: t('healthExams.columns.time'), width: 100, render: (_, r) => r.Exam.Time },
          {
            key: 'vision',
            title: t('healthExams.columns.vision'),
            width: 90,
            render: (_, r) => [r.Exam.VisionLeft, r.Exam.VisionRight].filter(Boolean).join(' / '),
          },
          { key: 'tooth', title: t('healthExams.columns.tooth'), width: 70, render: (_, r) => r.Exam.Tooth },
          {
            key: 'hb',
            title: t('healthExams.columns.hemoglobin'),
            width: 100,
            render: (_, r) => r.Exam.Hemoglobin,
          },
          {
            key: 'change',
            title: t('healthExams.columns.change'),
            width: 100,
            render: (_, r) => <Change evaluation={r.Evaluation} />,
          },
        ]}
      />
    </Card>
  );
}
