import '../growthConfiguration.i18n';
import '../../imports/imports.i18n';
import { ArrowLeftOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/upload';
import { useBack } from '../../../app/routing/useBack';
import { toSelectOptions, useClassOptions } from '../../school/school.api';
import { useObservationTable } from '../growthConfiguration.api';
import { exportHref, type TStaticQuery, totals } from './StatRows';
import { StatTable } from './StatTable';

/** A number with its label, on the summary band. */
function StatTile({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: number;
  tone: string;
  testId: string;
}) {
  return (
    <div className={`kg-stat-tile kg-stat-tile--${tone}`} data-testid={testId}>
      <span className="kg-stat-tile__value">{value}</span>
      <span className="kg-stat-tile__label">{label}</span>
    </div>
  );
}

/**
 * 典型行为观察统计 (screen 6, F47-F51): a type 5 module's points with how often the finished
 * records marked each, for all classes of the grade or one class; export to Excel.
 */
export function StatView({ query }: { query: TStaticQuery }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const classes = useClassOptions(query.StudyYearId || undefined, query.GradeId || undefined);
  const [classId, setClassId] = useState(query.ClassId);
  const options = toSelectOptions(classes.isError ? [] : classes.data);
  const className =
    options.find((o) => o.value === classId)?.label ?? (classId === query.ClassId ? query.ClassName : '');
  const table = useObservationTable(
    {
      TempId: query.TempId,
      TempDetailId: query.TempDetailId,
      CycleId: query.CycleId,
      StudyYearId: query.StudyYearId,
      ClassId: classId,
      ClassName: className,
    },
    !classes.isPending,
  );
  const [exporting, setExporting] = useState(false);
  // F50: a failed call empties the table.
  const rows = table.isError ? [] : (table.data?.Rows ?? []);
  const sum = totals(rows);
  const title = table.data?.Title ?? '';

  const back = useBack(
    `/templateConfiguration?info=${encodeURIComponent(JSON.stringify({ id: query.TempId }))}`,
  );

  const exportTable = async () => {
    setExporting(true);
    const hide = message.loading(t('imports.exporting'), 0);
    try {
      const name = await downloadFile(
        exportHref(query, {
          ClassId: classId,
          ClassName: className,
          GradeName: query.GradeNameS,
          Title: title,
        }),
        `${query.GradeNameS}${className}_${title}_观察统计.xlsx`,
      );
      void message.success(t('imports.exported', { name }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      hide();
      setExporting(false);
    }
  };

  return (
    <div className="kg-stat" data-testid="page-template-static">
      <header className="kg-config-head">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="stat-back">
          {t('growthConfiguration.back')}
        </Button>
        <div className="kg-config-head__text">
          <div className="kg-config-head__line">
            <Typography.Title level={4} className="kg-config-head__title" data-testid="stat-module">
              {title || '\u00a0'}
            </Typography.Title>
            <Tag color="cyan" bordered={false} data-testid="stat-title">
              {t('growthConfiguration.stats.title')}
            </Tag>
            {query.GradeNameS && <Tag bordered={false}>{query.GradeNameS}</Tag>}
            {className && (
              <Tag bordered={false} data-testid="stat-class-tag">
                {className}
              </Tag>
            )}
          </div>
          <div className="kg-config-head__sub">{t('growthConfiguration.stats.subtitle')}</div>
        </div>
      </header>

      <div className="kg-stat-tiles">
        <StatTile
          label={t('growthConfiguration.stats.records')}
          value={table.isError ? 0 : (table.data?.RecordCount ?? 0)}
          tone="records"
          testId="stat-records"
        />
        <StatTile
          label={t('growthConfiguration.stats.points')}
          value={rows.length}
          tone="points"
          testId="stat-points"
        />
        <StatTile
          label={t('growthConfiguration.stats.often')}
          value={sum.Often}
          tone="often"
          testId="stat-often"
        />
        <StatTile
          label={t('growthConfiguration.stats.sometimes')}
          value={sum.Sometimes}
          tone="sometimes"
          testId="stat-sometimes"
        />
        <StatTile
          label={t('growthConfiguration.stats.never')}
          value={sum.Never}
          tone="never"
          testId="stat-never"
        />
      </div>

      <Card className="kg-card">
        <div className="kg-stat-toolbar">
          <Space wrap>
            <Select
              className="kg-stat-toolbar__class"
              prefix={<span className="kg-muted">{t('growthConfiguration.stats.class')}</span>}
              showSearch={{ optionFilterProp: 'label' }}
              loading={classes.isPending}
              options={options}
              value={options.some((o) => o.value === classId) ? classId : undefined}
              placeholder={query.ClassName || t('common.all')}
              onChange={(value: number) => setClassId(value)}
              data-testid="stat-class"
            />
            <Button icon={<ReloadOutlined />} onClick={() => void table.refetch()} data-testid="stat-refresh">
              {t('common.refresh')}
            </Button>
          </Space>
          <Space wrap className="kg-stat-toolbar__right">
            <span className="kg-stat-legend">
              <i className="kg-stat-legend__dot kg-stat-legend__dot--often" />
              {t('growthConfiguration.stats.often')}
              <i className="kg-stat-legend__dot kg-stat-legend__dot--sometimes" />
              {t('growthConfiguration.stats.sometimes')}
              <i className="kg-stat-legend__dot kg-stat-legend__dot--never" />
              {t('growthConfiguration.stats.never')}
            </span>
            <Button
              type="primary"
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={() => void exportTable()}
              data-testid="stat-export"
            >
              {t('growthConfiguration.stats.export')}
            </Button>
          </Space>
        </div>
        {table.isError && (
          <Alert
            className="kg-stat-error"
            type="error"
            showIcon
            title={t('common.loadFailed')}
            action={
              <Button size="small" onClick={() => void table.refetch()}>
                {t('common.retry')}
              </Button>
            }
            data-testid="stat-failed"
          />
        )}
        <StatTable
          rows={rows}
          loading={table.isFetching}
          emptyText={table.isError ? t('common.loadFailed') : t('growthConfiguration.stats.empty')}
        />
      </Card>
    </div>
  );
}
