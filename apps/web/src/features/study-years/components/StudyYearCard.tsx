import '../studyYears.i18n';
import { CalendarOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { STUDY_YEAR_MESSAGES, type TCycleRow, type TStudyYearRow } from '@kg/contracts';
import { App, Badge, Button, Card, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/list/ResponsiveTable';
import { useOpenCycle } from '../studyYears.api';

type TProps = { year: TStudyYearRow; onEdit: (cycle: TCycleRow) => void };

/** One study year: its dates, grades and classes, and its two terms with their actions. */
export function StudyYearCard({ year, onEdit }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const openCycle = useOpenCycle();

  const open = async (cycle: TCycleRow) => {
    try {
      await openCycle.mutateAsync(cycle.Id);
      void message.success(t('success.operate'));
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnsType<TCycleRow> = [
    { key: 'name', title: t('studyYears.term'), dataIndex: 'Name' },
    {
      key: 'dates',
      title: t('studyYears.dates'),
      render: (_, c) => `${c.StartDate} ~ ${c.EndDate}`,
    },
    {
      key: 'status',
      title: t('studyYears.status'),
      render: (_, c) =>
        c.IsOpen ? (
          <Badge status="processing" text={t('studyYears.open')} />
        ) : (
          <Badge status="default" text={t('studyYears.closed')} />
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_, c) => (
        <Space size={4}>
          {!c.IsOpen && (
            <Popconfirm
              title={t('studyYears.openTitle')}
              description={STUDY_YEAR_MESSAGES.openConfirm}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => open(c)}
            >
              <Button
                type="link"
                size="small"
                icon={<PlayCircleOutlined />}
                data-testid={`cycle-open-${c.Id}`}
              >
                {t('studyYears.openAction')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(c)}
            data-testid={`cycle-edit-${c.Id}`}
          >
            {t('common.edit')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="kg-card kg-study-year"
      data-testid={`study-year-card-${year.Id}`}
      title={
        <Space>
          <CalendarOutlined className="kg-study-year__icon" />
          <span>{year.Name}</span>
          {year.IsCurrent && <Tag color="green">{t('studyYears.current')}</Tag>}
        </Space>
      }
      extra={
        <span className="kg-muted">
          {year.StartDate} ~ {year.EndDate} · {t('studyYears.grades', { names: year.GradeNames.join(' / ') })}{' '}
          · {t('studyYears.classNum', { count: year.ClassNum })}
        </span>
      }
    >
      <ResponsiveTable
        rowKey="Id"
        size="middle"
        pagination={false}
        columns={columns}
        dataSource={year.Cycles}
        onRow={(c) => ({ 'data-testid': `cycle-row-${c.Id}` }) as object}
      />
    </Card>
  );
}
