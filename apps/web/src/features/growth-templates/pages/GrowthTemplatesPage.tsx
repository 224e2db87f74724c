import '../growthTemplates.i18n';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TGrowthTemplate, TTemplateInfo } from '@kg/contracts';
import { App, Button, Card, Empty, Select, type TableColumnsType, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/useSession';
import { ResponsiveTable } from '../../../components/list/ResponsiveTable';
import { toSelectOptions, useGradeOptions, useStudyYearOptions } from '../../school/school.api';
import { TemplateCreateDialog } from '../components/TemplateCreateDialog';
import { TemplateStatusTag } from '../components/TemplateStatusTag';
import {
  type TTemplateFilters,
  useCycleOptions,
  useDeleteTemplate,
  usePublishTemplate,
  useTemplates,
} from '../growthTemplates.api';
import {
  defaultStudyYear,
  detailHref,
  filterByTerm,
  formatMoment,
  templateInfo,
  WHOLE_YEAR,
} from '../growthTemplates.logic';
import '../growthTemplates.css';

/** 成长档案模板 (/GrowthTemplate): the school's templates by study year, grade and term. */
export default function GrowthTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { user } = useSession();
  const studyYears = useStudyYearOptions();
  const [filters, setFilters] = useState<TTemplateFilters>({});
  const [creating, setCreating] = useState(false);
  const grades = useGradeOptions(filters.StudyYearId);
  const cycles = useCycleOptions(filters.StudyYearId, user?.SchoolId);
  const ready = filters.StudyYearId !== undefined || studyYears.isError || studyYears.data?.length === 0;
  const list = useTemplates(filters, ready);
  const publish = usePublishTemplate();
  const remove = useDeleteTemplate();

  // The study year starts as the current one, once the options are known.
  useEffect(() => {
    if (filters.StudyYearId === undefined && studyYears.data?.length)
      setFilters((f) => ({ ...f, StudyYearId: defaultStudyYear(studyYears.data) }));
  }, [studyYears.data, filters.StudyYearId]);

  const rows = useMemo(() => filterByTerm(list.data ?? [], filters.CycleId), [list.data, filters.CycleId]);
  const open = (row: TGrowthTemplate, clear: 0 | 1) => navigate(detailHref(templateInfo(row, clear)));

  const confirmPublish = (row: TGrowthTemplate) => {
    const publishing = row.Status !== 1;
    modal.confirm({
      title: t('common.notice'),
      content: t(publishing ? 'growthTemplates.publishConfirm' : 'growthTemplates.unpublishConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await publish.mutateAsync({ id: row.id, status: publishing ? 1 : 0 });
        void message.success(t('success.operate'));
      },
    });
  };

  const confirmDelete = (row: TGrowthTemplate) =>
    modal.confirm({
      title: t('common.notice'),
      content: t('common.deleteConfirm'),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync(row.id);
        void message.success(t('success.delete'));
      },
    });

  const afterCreate = (info: TTemplateInfo) => {
    setCreating(false);
    void message.success(t('success.add'));
    modal.confirm({
      title: t('growthTemplates.create.created'),
      content: t('growthTemplates.create.openNow'),
      okText: t('growthTemplates.create.open'),
      cancelText: t('growthTemplates.create.later'),
      onOk: () => navigate(detailHref(info)),
    });
  };

  const columns: TableColumnsType<TGrowthTemplate> = [
    { title: t('growthTemplates.col.studyYear'), dataIndex: 'StudyYearName' },
    {
      title: t('growthTemplates.col.grade'),
      dataIndex: 'GradeName',
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: t('growthTemplates.col.term'),
      dataIndex: 'CycleName',
      render: (_: string, row) => (row.CycleId ? row.CycleName : t('growthTemplates.wholeYear')),
    },
    {
      title: t('growthTemplates.col.status'),
      dataIndex: 'Status',
      render: (status: number, row) => (
        <TemplateStatusTag status={status} testId={`template-${row.id}-status`} />
      ),
    },
    {
      title: t('growthTemplates.col.modules'),
      dataIndex: 'ModuleCount',
      render: (_: number, row) => (
        <span className="kg-count">
          <strong>{row.OpenCount}</strong>
          <span className="kg-count__split">/ {row.ModuleCount}</span>
        </span>
      ),
    },
    {
      title: t('growthTemplates.col.records'),
      dataIndex: 'RecordCount',
      render: (count: number) => t('growthTemplates.recordCount', { count }),
    },
    {
      title: t('growthTemplates.col.updated'),
      dataIndex: 'UpdatedAt',
      render: (iso: string) => <span className="kg-gt-muted kg-gt-nowrap">{formatMoment(iso)}</span>,
    },
    {
      title: t('growthTemplates.col.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <div className="kg-gt-row-actions" data-testid={`template-${row.id}-actions`}>
          <Button
            type="link"
            size="small"
            onClick={() => open(row, 0)}
            data-testid={`template-${row.id}-configure`}
          >
            {t('growthTemplates.configure')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => open(row, 1)}
            data-testid={`template-${row.id}-clear`}
          >
            {t('growthTemplates.clearData')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => confirmPublish(row)}
            data-testid={`template-${row.id}-publish`}
          >
            {t(row.Status === 1 ? 'growthTemplates.unpublish' : 'growthTemplates.publish')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete(row)}
            data-testid={`template-${row.id}-delete`}
          >
            {t('growthTemplates.delete')}
          </Button>
        </div>
      ),
    },
  ];

  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
      <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
        {t('common.retry')}
      </Button>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{t('growthTemplates.empty')}</div>
          <Typography.Text type="secondary">{t('growthTemplates.emptyHint')}</Typography.Text>
        </>
      }
    />
  );

  return (
    <Card className="kg-card" data-testid="page-growth-templates">
      <div className="kg-gt-listhead">
        <Typography.Paragraph type="secondary" className="kg-gt-intro">
          {t('growthTemplates.intro')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="template-add"
        >
          {t('growthTemplates.add')}
        </Button>
      </div>
      <div className="kg-filterbar" data-testid="templates-filter">
        <Select
          className="kg-filterbar__select"
          aria-label={t('growthTemplates.studyYear')}
          placeholder={t('growthTemplates.studyYear')}
          loading={studyYears.isPending}
          options={toSelectOptions(studyYears.data)}
          value={filters.StudyYearId}
          onChange={(StudyYearId: number) => setFilters({ StudyYearId })}
          data-testid="templates-study-year"
        />
        <Select
          className="kg-filterbar__select"
          allowClear
          aria-label={t('growthTemplates.grade')}
          placeholder={t('growthTemplates.gradeAll')}
          loading={grades.isPending && Boolean(filters.StudyYearId)}
          options={toSelectOptions(grades.data)}
          value={filters.GradeId}
          onChange={(GradeId?: number) => setFilters((f) => ({ ...f, GradeId }))}
          data-testid="templates-grade"
        />
        <Select
          className="kg-filterbar__select kg-gt-term-select"
          allowClear
          aria-label={t('growthTemplates.term')}
          placeholder={t('growthTemplates.termAll')}
          options={[
            ...toSelectOptions(cycles.data),
            { value: WHOLE_YEAR, label: t('growthTemplates.wholeYear') },
          ]}
          value={filters.CycleId}
          onChange={(CycleId?: number) => setFilters((f) => ({ ...f, CycleId }))}
          data-testid="templates-term"
        />
        <Button
          type="text"
          icon={<ReloadOutlined />}
          onClick={() => void list.refetch()}
          aria-label={t('common.refresh')}
        />
      </div>
      <ResponsiveTable<TGrowthTemplate>
        data-testid="templates-table"
        className="kg-table"
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        pagination={
          rows.length > 20 ? { pageSize: 20, showTotal: (total) => t('common.total', { total }) } : false
        }
        onRow={(row) => ({ 'data-testid': `template-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <TemplateCreateDialog
        open={creating}
        initial={{ studyYearId: filters.StudyYearId, gradeId: filters.GradeId }}
        onClose={() => setCreating(false)}
        onCreated={afterCreate}
      />
    </Card>
  );
}
