import '../evaluationReports.i18n';
import { BulbOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { hubStates, type THubStudent, type TReportHub } from '@kg/contracts';
import {
  Button,
  Card,
  Dropdown,
  Empty,
  Input,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtons } from '../../../app/access/NavButtons';
import { useSession } from '../../../app/useSession';
import { BatchPdfDialog } from '../../../reports/framework/BatchPdfDialog';
import { ClassCards } from '../../growth-records/components/ClassCards';
import { TermPicker } from '../../growth-records/components/TermPicker';
import {
  useClassTermChoice,
  useForgetRefusedChoice,
} from '../../growth-records/components/useClassTermChoice';
import { AdviceLibraryDialog } from '../components/AdviceLibraryDialog';
import { HubCell } from '../components/HubCell';
import { MessageDialog } from '../components/MessageDialog';
import { useReportHub } from '../evaluationReports.api';
import { columnKey, hubBatch, hubColumns, reportHref, stateOf, type THubColumn } from '../hub.logic';
import '../evaluationReports.css';

/**
 * 评价报告 (/EvaluationReports, issue 19): a class of a term, its children as rows and every report
 * kind as columns with its state and link; 老师寄语 written here; any column printed for the
 * whole class as one batch job, warning about the children whose reports lack data.
 */
export default function EvaluationReportsPage() {
  const { t } = useTranslation();
  const choice = useClassTermChoice('kg.evaluationReports');
  const view = useReportHub(choice.classId, choice.cycleId);
  const data = view.data;
  const choose = choice.chooseClass;
  const chooseTerm = choice.chooseTerm;
  const stale = useForgetRefusedChoice(choice, view.isError);

  if (view.isPending || stale) return <Skeleton active />;
  const picker =
    data && data.Terms.length > 0 && data.CycleId ? (
      <div className="kg-gr-bar kg-gr-bar--intro">
        <TermPicker terms={data.Terms} value={data.CycleId} onChange={chooseTerm} />
        <span className="kg-muted kg-gr-intro">{t('evaluationReports.intro')}</span>
      </div>
    ) : null;
  if (!data?.ClassId)
    return (
      <div className="kg-gr-page" data-testid="page-evaluation-reports">
        {picker}
        <Card className="kg-card">
          <Empty
            description={t(data?.Terms.length ? 'evaluationReports.noClasses' : 'evaluationReports.noTerm')}
          />
        </Card>
      </div>
    );
  return (
    <div className="kg-gr-page" data-testid="page-evaluation-reports">
      {picker}
      <ClassCards
        classes={data.Classes.map((c) => ({
          id: c.ClassId,
          name: c.ClassName,
          meta: `${c.GradeName} · ${t('evaluationReports.children', { count: c.StudentCount })}`,
        }))}
        value={data.ClassId}
        onChange={choose}
        testId={(id) => `hub-class-${id}`}
      />
      <HubTable data={data} />
    </div>
  );
}

function HubTable({ data }: { data: TReportHub }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.uID ?? 0;
  const buttons = useButtons();
  const canWrite = buttons.some((b) => b.Func === 'handleMessage');
  const canBatch = buttons.some((b) => b.Func === 'handleBatch');
  const canAdvise = buttons.some((b) => b.Func === 'handleAdvice');
  const [advising, setAdvising] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [writing, setWriting] = useState<THubStudent | null>(null);
  const [printing, setPrinting] = useState<THubColumn | null>(null);
  const columns = useMemo(() => hubColumns(data), [data]);
  const rows = data.Students.filter((s) => s.StudentName.includes(keyword.trim()));
  const title = (c: THubColumn) =>
    c.kind === 'theme'
      ? t('evaluationReports.columns.theme', { title: c.title })
      : t(`evaluationReports.columns.${c.kind}`);
  const batch = useMemo(() => (printing ? hubBatch(printing, data, userId) : null), [printing, data, userId]);

  const hint = (c: THubColumn, s: THubStudent) => {
    const k = 'evaluationReports.stateHint' as const;
    switch (c.kind) {
      case 'footprint':
        return t(`${k}.footprint`, { done: s.FootprintDone, total: s.FootprintTotal });
      case 'theme':
        return t(`${k}.theme.${hubStates(s, data.BankCount).themes[c.index] ?? 'none'}`);
      case 'handbook':
        return t(`${k}.handbook`, { finished: s.HandbookFinished, total: s.HandbookTotal });
      case 'term':
        return [
          t(s.TermObserved > 0 ? `${k}.term.observed` : `${k}.term.notObserved`),
          t(s.TeacherMessage.trim() ? `${k}.term.message` : `${k}.term.noMessage`),
        ].join(t('common.listSeparator'));
      case 'parent':
        return t(`${k}.parent`, { done: s.BanksDone, total: data.BankCount });
    }
  };

  const tableColumns: TableColumnsType<THubStudent> = [
    {
      key: 'child',
      title: t('evaluationReports.child'),
      fixed: 'left',
      width: 96,
      render: (_, s) => <span className="kg-hub-child">{s.StudentName}</span>,
    },
    ...columns.map((c) => ({
      key: columnKey(c),
      title: title(c),
      width: 132,
      render: (_: unknown, s: THubStudent) => (
        <HubCell
          state={stateOf(c, s, data)}
          hint={hint(c, s)}
          href={reportHref(c, s, data, userId)}
          testId={`hub-${columnKey(c)}-${s.StudentId}`}
        />
      ),
    })),
    {
      key: 'message',
      title: t('evaluationReports.columns.message'),
      width: 260,
      render: (_, s) => (
        <div className="kg-hub-message" data-testid={`hub-message-${s.StudentId}`}>
          <Typography.Paragraph
            className="kg-hub-message__text"
            type={s.TeacherMessage ? undefined : 'secondary'}
            ellipsis={{ rows: 2, tooltip: s.TeacherMessage || undefined }}
          >
            {s.TeacherMessage || t('evaluationReports.message.empty')}
          </Typography.Paragraph>
          {canWrite && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setWriting(s)}
              data-testid={`hub-message-${s.StudentId}-write`}
            >
              {t(s.TeacherMessage ? 'evaluationReports.message.edit' : 'evaluationReports.message.write')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const term = data.Terms.find((x) => x.Id === data.CycleId);
  return (
    <Card
      className="kg-card"
      title={[data.ClassName, term?.Name].filter(Boolean).join(' · ')}
      extra={
        <div className="kg-gr-tools">
          <Input.Search
            className="kg-hub-search"
            allowClear
            placeholder={t('evaluationReports.searchChild')}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="hub-search"
          />
          {canAdvise && (
            <Button icon={<BulbOutlined />} onClick={() => setAdvising(true)} data-testid="hub-advice">
              {t('evaluationReports.library.button')}
            </Button>
          )}
          {canBatch && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: columns.map((c) => ({ key: columnKey(c), label: title(c) })),
                onClick: ({ key }) => setPrinting(columns.find((c) => columnKey(c) === key) ?? null),
              }}
            >
              <Button icon={<PrinterOutlined />} data-testid="hub-batch">
                {t('evaluationReports.batch.button')}
              </Button>
            </Dropdown>
          )}
        </div>
      }
    >
      {!data.TempId && (
        <Typography.Paragraph type="secondary">{t('evaluationReports.noTemplate')}</Typography.Paragraph>
      )}
      <Table
        rowKey="StudentId"
        size="middle"
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('evaluationReports.noStudents')} /> }}
        data-testid="hub-table"
      />
      <AdviceLibraryDialog open={advising} onClose={() => setAdvising(false)} />
      <MessageDialog student={writing} cycleId={data.CycleId ?? 0} onClose={() => setWriting(null)} />
      <BatchPdfDialog
        open={printing !== null}
        title={printing ? t('evaluationReports.batch.title', { report: title(printing) }) : ''}
        route={printing?.route ?? ''}
        batchName={
          printing
            ? t('evaluationReports.batch.name', { className: data.ClassName, report: title(printing) })
            : ''
        }
        items={batch ? batch.items : null}
        scope={t('evaluationReports.batch.scope', {
          className: data.ClassName,
          count: batch?.items.length ?? 0,
        })}
        notices={[
          ...(batch?.skipped.length
            ? [
                t('evaluationReports.batch.skipped', {
                  count: batch.skipped.length,
                  names: batch.skipped.join(t('common.listSeparator')),
                }),
              ]
            : []),
          ...(batch?.partial.length
            ? [
                t('evaluationReports.batch.partial', {
                  count: batch.partial.length,
                  names: batch.partial.join(t('common.listSeparator')),
                }),
              ]
            : []),
        ]}
        onClose={() => setPrinting(null)}
      />
    </Card>
  );
}
