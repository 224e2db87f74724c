import '../themes.i18n';
import '../themes.css';
import {
  BarChartOutlined,
  EditOutlined,
  FileTextOutlined,
  PrinterOutlined,
  TableOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, type TThemeClassResult } from '@kg/contracts';
import { App, Button, Card, Empty, Progress, Skeleton, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import { ResponsiveTable } from '../../../components/list/ResponsiveTable';
import { BatchPdfDialog } from '../../../reports/framework/BatchPdfDialog';
import { distinctNames } from '../../../reports/framework/batchNames';
import { ThemeHead } from '../components/ThemeHead';
import {
  childReportHref,
  classReportHref,
  GRID_PATH,
  gridHref,
  SCORING_PATH,
  scoringHref,
  useScoringText,
  useThemeClassResult,
} from '../scoring/scoring.api';
import { useBack } from '../themeContent.api';

type TChild = TThemeClassResult['Children'][number];
const STATUS_COLOURS = ['default', 'processing', 'success'] as const;

/**
 * /SubjectResult/index (E39): a class's children in a theme with their status, stars and
 * photos; each child is scored from here, or several at once (批量评价).
 */
export default function ThemeResultsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const mapId = Number(search.get('ThemeMapId')) || 0;
  const result = useThemeClassResult(mapId);
  const [picked, setPicked] = useState<number[]>([]);
  const text = useScoringText();
  const back = useBack('/semesterTopic');
  // Scoring is a page of its own; a reader without it sees the results only.
  const { tree } = useSession();
  const canScore = Boolean(findRouteNode(tree, SCORING_PATH));
  const canGrid = Boolean(findRouteNode(tree, GRID_PATH));
  const data = result.data;
  const [printing, setPrinting] = useState(false);
  // The evaluated children's reports as one job; two children of one name get two files.
  const printItems = useMemo(() => {
    if (!data) return [];
    const evaluated = data.Children.filter((c) => c.Status > 0);
    const names = distinctNames(
      evaluated,
      (c) => `${c.Name}_${REPORT_FILE_SUFFIX.themeReport}`,
      (c) => String(c.StudentId),
      (c) => c.StudentId,
    );
    return evaluated.map((c, i) => ({
      label: c.Name,
      name: names[i]!,
      query: { ThemeId: data.ThemeId, CustomerId: c.StudentId, ThemeMapId: data.ThemeMapId },
    }));
  }, [data]);

  if (result.isPending) return <Skeleton active />;
  if (!data)
    return (
      <Card className="kg-card">
        <Empty description={t('themes.contentMissing')}>
          <Button onClick={back}>{t('themes.back')}</Button>
        </Empty>
      </Card>
    );
  const done = data.Children.filter((c) => c.Status === 2).length;
  const score = (child: TChild) =>
    navigate(
      scoringHref({ ThemeId: data.ThemeId, ThemeMapId: data.ThemeMapId, CustomerId: child.StudentId }),
    );
  const reportHref = (child: TChild) =>
    childReportHref({
      SchoolName: data.SchoolName,
      ClassName: data.ClassName,
      StudyYearName: data.StudyYearName,
      GradeName: data.GradeName,
      ChildrenName: child.Name,
      Title: data.Title,
      ThemeId: data.ThemeId,
      CustomerId: child.StudentId,
      ThemeMapId: data.ThemeMapId,
    });
  const scoreBatch = () => {
    if (picked.length === 0) {
      void message.warning(text('childrenRequired'));
      return;
    }
    navigate(
      scoringHref({
        ThemeId: data.ThemeId,
        ThemeMapId: data.ThemeMapId,
        CustomerId: picked[0]!,
        batch: picked.map((CustomerId) => ({ ThemeMapId: data.ThemeMapId, CustomerId })),
      }),
    );
  };

  return (
    <div className="kg-themes" data-testid="page-theme-results">
      <Card className="kg-card">
        <ThemeHead
          title={data.Title}
          sub={`${data.StudyYearName} · ${data.GradeName} · ${data.ClassName}`}
          onBack={back}
        />
        <div className="kg-results__summary" data-testid="results-summary">
          <Progress
            className="kg-results__progress"
            percent={data.Children.length ? Math.round((done / data.Children.length) * 100) : 0}
            size="small"
          />
          <span>{t('themes.progress', { done, total: data.Children.length })}</span>
        </div>
        <Space wrap className="kg-results__actions">
          {canScore && (
            <Button icon={<TeamOutlined />} onClick={scoreBatch} data-testid="results-batch">
              {t('themes.results.batch', { count: picked.length })}
            </Button>
          )}
          {canGrid && (
            <Button
              icon={<TableOutlined />}
              onClick={() => navigate(gridHref(data.ThemeId, data.ThemeMapId))}
              data-testid="results-grid"
            >
              {t('themes.results.grid')}
            </Button>
          )}
          <Button
            icon={<PrinterOutlined />}
            disabled={printItems.length === 0}
            onClick={() => setPrinting(true)}
            data-testid="results-print-all"
          >
            {t('themes.results.printAll')}
          </Button>
          <Button
            icon={<BarChartOutlined />}
            onClick={() =>
              window.open(
                classReportHref({
                  SchoolName: data.SchoolName,
                  ClassName: data.ClassName,
                  StudyYearName: data.StudyYearName,
                  GradeName: data.GradeName,
                  StudyYearId: data.StudyYearId,
                  GradeId: data.GradeId,
                  ClassId: data.ClassId,
                  ThemeId: data.ThemeId,
                  Title: data.Title,
                }),
                '_blank',
                'noopener',
              )
            }
            data-testid="results-class-report"
          >
            {t('themes.results.classReport')}
          </Button>
        </Space>
      </Card>
      <Card className="kg-card">
        <ResponsiveTable<TChild>
          rowKey="StudentId"
          dataSource={data.Children}
          pagination={false}
          data-testid="results-table"
          rowSelection={
            canScore
              ? { selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }
              : undefined
          }
          columns={[
            { title: t('themes.results.child'), dataIndex: 'Name' },
            {
              title: t('themes.results.status'),
              dataIndex: 'Status',
              render: (status: number) => (
                <Tag color={STATUS_COLOURS[status]} data-testid="results-status">
                  {t(`themes.results.statusNames.${status as 0 | 1 | 2}`)}
                </Tag>
              ),
            },
            {
              title: t('themes.results.stars'),
              render: (_: unknown, c) => `${c.Scored} / ${c.ToScore}`,
            },
            { title: t('themes.results.photos'), dataIndex: 'Photos' },
            {
              title: t('common.actions'),
              render: (_: unknown, c) => (
                <Space size={0} wrap>
                  {canScore && (
                    <Button
                      type="link"
                      icon={<EditOutlined />}
                      onClick={() => score(c)}
                      data-testid="results-score"
                    >
                      {c.Status === 0 ? t('themes.results.score') : t('themes.results.rescore')}
                    </Button>
                  )}
                  {c.Status > 0 && (
                    <Button
                      type="link"
                      icon={<FileTextOutlined />}
                      onClick={() => window.open(reportHref(c), '_blank', 'noopener')}
                      data-testid="results-report"
                    >
                      {t('themes.results.report')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <BatchPdfDialog
        open={printing}
        title={t('themes.results.printTitle')}
        route={REPORT_ROUTES.themeChild}
        batchName={t('themes.results.batchName', { className: data.ClassName, title: data.Title })}
        items={printing ? printItems : null}
        scope={[data.ClassName, t('themes.results.printScope', { count: printItems.length })].join(' · ')}
        onClose={() => setPrinting(false)}
      />
    </div>
  );
}
