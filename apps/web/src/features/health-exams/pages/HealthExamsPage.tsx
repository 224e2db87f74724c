import '../healthExams.i18n';
import '../healthExams.css';
import {
  ExportOutlined,
  ImportOutlined,
  InfoCircleOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import {
  EXAM_FIELD_CHECKS,
  EXAM_FIELDS,
  EXAM_SHEET_COLUMNS,
  HEARING_RESULTS,
  type TExamEntry,
  type TExamEvaluation,
  type TExamField,
  type TExamFlag,
  type TExamSheet,
  type TExamSheetRow,
} from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Grid,
  Input,
  Segmented,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/upload';
import { useButtons } from '../../../app/access/NavButtons';
import { ClassCards } from '../../growth-records/components/ClassCards';
import { TermPicker } from '../../growth-records/components/TermPicker';
import {
  useClassTermChoice,
  useForgetRefusedChoice,
} from '../../growth-records/components/useClassTermChoice';
import { TargetImportDialog } from '../../imports/components/TargetImportDialog';
import {
  exportSheetUrl,
  importSheet,
  refetchExams,
  useExamSheet,
  useExamStats,
  useFollowUp,
  useSaveSheet,
} from '../healthExams.api';

type TDraft = { Time: string } & Record<TExamField, string>;
const EMPTY: Omit<TDraft, 'Time'> = Object.fromEntries(EXAM_FIELDS.map((f) => [f, ''])) as Omit<
  TDraft,
  'Time'
>;
const NUMBER_FIELDS: TExamField[] = ['Height', 'Weight', 'VisionLeft', 'VisionRight', 'Tooth', 'Hemoglobin'];
const COLUMN_KEYS: Record<TExamField, string> = {
  Height: 'height',
  Weight: 'weight',
  VisionLeft: 'visionLeft',
  VisionRight: 'visionRight',
  HearingLeft: 'hearingLeft',
  HearingRight: 'hearingRight',
  Tooth: 'tooth',
  Hemoglobin: 'hemoglobin',
};
const FLAG_COLORS: Record<TExamFlag, string> = {
  anaemia: 'red',
  caries: 'orange',
  vision: 'gold',
  hearing: 'purple',
  weightLoss: 'volcano',
};

const draftOf = (row: TExamSheetRow, defaultDate: string): TDraft =>
  row.Exam
    ? {
        Time: row.Exam.Time,
        Height: row.Exam.Height,
        Weight: row.Exam.Weight,
        VisionLeft: row.Exam.VisionLeft,
        VisionRight: row.Exam.VisionRight,
        HearingLeft: row.Exam.HearingLeft,
        HearingRight: row.Exam.HearingRight,
        Tooth: row.Exam.Tooth,
        Hemoglobin: row.Exam.Hemoglobin,
      }
    : { Time: defaultDate, ...EMPTY };
const isEmpty = (d: TDraft) => EXAM_FIELDS.every((f) => d[f].trim() === '');
const sameDraft = (a: TDraft, b: TDraft) =>
  a.Time === b.Time && EXAM_FIELDS.every((f) => a[f].trim() === b[f].trim());

/** The cells of a draft that are wrong (a filled row needs height and weight). */
function problemsOf(d: TDraft, today: string): Set<string> {
  const wrong = new Set<string>();
  if (isEmpty(d)) return wrong;
  for (const f of EXAM_FIELDS) {
    const v = d[f].trim();
    if (v !== '' && !EXAM_FIELD_CHECKS[f].valid(v)) wrong.add(f);
  }
  if (!d.Height.trim()) wrong.add('Height');
  if (!d.Weight.trim()) wrong.add('Weight');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.Time) || d.Time > today) wrong.add('Time');
  return wrong;
}

/** The flags of an evaluation as coloured tags (正常 when none). */
function FlagTags({ evaluation }: { evaluation: TExamEvaluation | null }) {
  const { t } = useTranslation();
  if (!evaluation) return <span className="kg-muted">{t('healthExams.notExamined')}</span>;
  if (evaluation.Flags.length === 0)
    return (
      <Tag color="green" bordered={false}>
        {t('healthExams.normal')}
      </Tag>
    );
  return (
    <span className="kg-exams-flags">
      {evaluation.Flags.map((f) => (
        <Tag key={f} color={FLAG_COLORS[f]} bordered={false} data-testid={`flag-${f}`}>
          {t(`healthExams.flag.${f}`)}
        </Tag>
      ))}
    </span>
  );
}

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

function Change({ evaluation }: { evaluation: TExamEvaluation | null }) {
  const { t } = useTranslation();
  if (!evaluation) return null;
  if (evaluation.HeightChange === null && evaluation.WeightChange === null)
    return <span className="kg-muted">{t('healthExams.firstExam')}</span>;
  return (
    <span className="kg-exams-change" title={t('healthExams.changeSince', { date: evaluation.PreviousTime })}>
      <span>{signed(evaluation.HeightChange ?? 0)} cm</span>
      <span
        className={
          evaluation.WeightChange !== null && evaluation.WeightChange < 0 ? 'kg-exams-down' : undefined
        }
      >
        {signed(evaluation.WeightChange ?? 0)} kg
      </span>
    </span>
  );
}

/**
 * 体检管理 (/Health/Exams, issue 20): a class's exam sheet of a term (a row per child; the
 * doctor and the 园长 type, Enter goes down a column, one save writes the sheet), Excel export
 * and import, 需关注 (the flagged children) and the statistics by class and sex.
 */
export default function HealthExamsPage() {
  const { t } = useTranslation();
  const choice = useClassTermChoice('kg.healthExams');
  const view = useExamSheet(choice.cycleId, choice.classId);
  const stale = useForgetRefusedChoice(choice, view.isError);
  const [tab, setTab] = useState('sheet');
  const screens = Grid.useBreakpoint();
  const data = view.data;

  if (view.isPending || stale) return <Skeleton active />;
  if (!data)
    return (
      <Card className="kg-card">
        <Empty description={t('healthExams.noTerm')} />
      </Card>
    );
  return (
    <div className="kg-gr-page kg-exams" data-testid="page-health-exams">
      <div className="kg-gr-bar kg-gr-bar--intro">
        <TermPicker terms={data.Terms} value={data.TermId} onChange={choice.chooseTerm} />
        <span className="kg-muted kg-gr-intro">{t('healthExams.intro')}</span>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'sheet', label: t('healthExams.tabs.sheet') },
          {
            key: 'followUp',
            label: <span data-testid="tab-follow-up">{t('healthExams.tabs.followUp')}</span>,
          },
          { key: 'stats', label: <span data-testid="tab-stats">{t('healthExams.tabs.stats')}</span> },
        ]}
      />
      {tab !== 'stats' && data.Classes.length > 0 && !screens.md && (
        <Select
          className="kg-exams-class-select"
          value={data.ClassId || undefined}
          onChange={choice.chooseClass}
          aria-label={t('healthExams.columns.class')}
          options={data.Classes.map((c) => ({
            value: c.ClassId,
            label: `${c.ClassName}（${t('healthExams.children', { examined: c.Examined, count: c.Children })}）`,
          }))}
          data-testid="exam-class-select"
        />
      )}
      {tab !== 'stats' && data.Classes.length > 0 && screens.md && (
        <ClassCards
          classes={data.Classes.map((c) => ({
            id: c.ClassId,
            name: c.ClassName,
            meta: t('healthExams.children', { examined: c.Examined, count: c.Children }),
          }))}
          value={data.ClassId}
          onChange={choice.chooseClass}
          testId={(id) => `exam-class-${id}`}
        />
      )}
      {tab === 'sheet' &&
        (data.ClassId ? (
          <SheetCard key={`${data.TermId}-${data.ClassId}`} data={data} />
        ) : (
          <Card className="kg-card">
            <Empty description={t('healthExams.noClasses')} />
          </Card>
        ))}
      {tab === 'followUp' && <FollowUpCard termId={data.TermId} classId={data.ClassId} />}
      {tab === 'stats' && <StatsCard termId={data.TermId} />}
    </div>
  );
}

function StandardNote({ line }: { line: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<InfoCircleOutlined />}
      className="kg-exams-note"
      title={t('healthExams.standard.title')}
      description={
        <Typography.Paragraph
          className="kg-exams-note__body"
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
        >
          {t('healthExams.standard.body', { line })}
        </Typography.Paragraph>
      }
      data-testid="exam-standard-note"
    />
  );
}

function SheetCard({ data }: { data: TExamSheet }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const buttons = useButtons();
  const canManage = buttons.some((b) => b.Func === 'handleExamEntry');
  const save = useSaveSheet();
  const [importing, setImporting] = useState(false);
  const [keyword, setKeyword] = useState('');
  const original = useMemo(
    () => new Map(data.Rows.map((r) => [r.StudentId, draftOf(r, data.DefaultDate)])),
    [data],
  );
  const [drafts, setDrafts] = useState(original);
  useEffect(() => setDrafts(original), [original]);

  const dirty = data.Rows.filter((r) => {
    const d = drafts.get(r.StudentId);
    const o = original.get(r.StudentId);
    return d && o && !sameDraft(d, o) && !isEmpty(d);
  });
  const problems = new Map(
    data.Rows.map((r) => [r.StudentId, problemsOf(drafts.get(r.StudentId)!, data.Today)]),
  );
  const wrongCount = dirty.reduce((n, r) => n + (problems.get(r.StudentId)?.size ?? 0), 0);

  const set = (id: number, field: keyof TDraft, value: string) =>
    setDrafts((all) => new Map(all).set(id, { ...all.get(id)!, [field]: value }));

  const submit = async () => {
    if (dirty.length === 0) {
      void message.info(t('healthExams.nothingToSave'));
      return;
    }
    if (wrongCount > 0) {
      void message.warning(t('healthExams.fixFirst', { count: wrongCount }));
      return;
    }
    const Rows: TExamEntry[] = dirty.map((r) => {
      const d = drafts.get(r.StudentId)!;
      return {
        StudentId: r.StudentId,
        Time: d.Time,
        ...(Object.fromEntries(EXAM_FIELDS.map((f) => [f, d[f].trim()])) as Record<TExamField, string>),
      };
    });
    await save.mutateAsync({ TermId: data.TermId, ClassId: data.ClassId, Rows });
    void message.success(t('healthExams.saved', { count: Rows.length }));
  };

  const doExport = async () => {
    const hide = message.loading(t('healthExams.exporting'), 0);
    try {
      const name = await downloadFile(
        exportSheetUrl(data.TermId, data.ClassId),
        t('healthExams.importTemplate', { className: data.ClassName }),
      );
      void message.success(t('healthExams.exported', { name }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      hide();
    }
  };

  /** Enter moves to the same cell of the next child, as in a spreadsheet. */
  const onKey = (event: KeyboardEvent<HTMLInputElement>, index: number, field: string) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = document.querySelector<HTMLInputElement>(
      `[data-exam-cell="${index + (event.shiftKey ? -1 : 1)}-${field}"]`,
    );
    next?.focus();
    next?.select();
  };

  const rows = data.Rows.filter((r) => r.Name.includes(keyword.trim()));
  const cell = (field: TExamField, width: number) => ({
    key: field,
    title: t(`healthExams.columns.${COLUMN_KEYS[field]}` as 'healthExams.columns.height'),
    className: 'kg-exams-cell',
    width,
    render: (_: unknown, r: TExamSheetRow) => {
      const d = drafts.get(r.StudentId)!;
      const index = data.Rows.indexOf(r);
      if (!canManage)
        return d[field]
          ? field.startsWith('Hearing')
            ? t(`healthExams.hearing.${d[field] as '通过'}`)
            : d[field]
          : '';
      if (field === 'HearingLeft' || field === 'HearingRight')
        return (
          <Select
            size="small"
            className="kg-exams-select"
            allowClear
            value={d[field] || undefined}
            status={problems.get(r.StudentId)?.has(field) ? 'error' : undefined}
            onChange={(v?: string) => set(r.StudentId, field, v ?? '')}
            options={HEARING_RESULTS.map((h) => ({ value: h, label: t(`healthExams.hearing.${h}`) }))}
            aria-label={`${r.Name} ${EXAM_SHEET_COLUMNS[COLUMN_KEYS[field] as 'hearingLeft']}`}
            data-testid={`exam-${r.StudentId}-${field}`}
          />
        );
      return (
        <Input
          size="small"
          inputMode={NUMBER_FIELDS.includes(field) ? 'decimal' : undefined}
          value={d[field]}
          status={problems.get(r.StudentId)?.has(field) ? 'error' : undefined}
          title={problems.get(r.StudentId)?.has(field) ? EXAM_FIELD_CHECKS[field].message : undefined}
          onChange={(e) => set(r.StudentId, field, e.target.value)}
          onKeyDown={(e) => onKey(e, index, field)}
          data-exam-cell={`${index}-${field}`}
          aria-label={`${r.Name} ${EXAM_SHEET_COLUMNS[COLUMN_KEYS[field] as 'height']}`}
          data-testid={`exam-${r.StudentId}-${field}`}
        />
      );
    },
  });

  const columns: TableColumnsType<TExamSheetRow> = [
    {
      key: 'child',
      title: t('healthExams.columns.child'),
      fixed: 'left',
      width: 76,
      render: (_, r) => (
        <span className="kg-hub-child" data-testid={`exam-row-${r.StudentId}`}>
          {r.Name}
          {dirty.includes(r) && <span className="kg-exams-dirty" aria-hidden />}
        </span>
      ),
    },
    {
      key: 'time',
      title: t('healthExams.columns.time'),
      width: 130,
      render: (_, r) => {
        const d = drafts.get(r.StudentId)!;
        if (!canManage) return r.Exam?.Time ?? '';
        return (
          <Input
            size="small"
            type="date"
            max={data.Today}
            value={d.Time}
            status={problems.get(r.StudentId)?.has('Time') ? 'error' : undefined}
            onChange={(e) => set(r.StudentId, 'Time', e.target.value)}
            aria-label={`${r.Name} ${EXAM_SHEET_COLUMNS.time}`}
            data-testid={`exam-${r.StudentId}-Time`}
          />
        );
      },
    },
    cell('Height', 68),
    cell('Weight', 64),
    cell('VisionLeft', 56),
    cell('VisionRight', 56),
    cell('HearingLeft', 74),
    cell('HearingRight', 74),
    cell('Tooth', 58),
    cell('Hemoglobin', 70),
    {
      key: 'bmi',
      title: t('healthExams.columns.bmi'),
      width: 52,
      render: (_, r) => r.Evaluation?.Bmi ?? '',
    },
    {
      key: 'change',
      title: t('healthExams.columns.change'),
      width: 76,
      render: (_, r) => <Change evaluation={r.Evaluation} />,
    },
    {
      key: 'flags',
      title: t('healthExams.columns.flags'),
      width: 100,
      render: (_, r) => <FlagTags evaluation={r.Evaluation} />,
    },
  ];

  return (
    <Card
      className="kg-card"
      title={data.ClassName}
      extra={
        <div className="kg-gr-tools">
          <Input.Search
            className="kg-hub-search"
            allowClear
            placeholder={t('healthExams.search')}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button icon={<ExportOutlined />} onClick={doExport} data-testid="exam-export">
            {t('healthExams.export')}
          </Button>
          {canManage && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="exam-import">
              {t('healthExams.import')}
            </Button>
          )}
        </div>
      }
    >
      <StandardNote line={data.VisionLine} />
      {!canManage && (
        <Alert type="warning" showIcon className="kg-exams-note" title={t('healthExams.readOnly')} />
      )}
      <Table<TExamSheetRow>
        rowKey="StudentId"
        size="small"
        className="kg-exams-table"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 950 }}
        sticky
        data-testid="exam-sheet"
      />
      {canManage && (
        <div className="kg-exams-actions">
          <span className="kg-muted" data-testid="exam-dirty">
            {dirty.length > 0 ? t('healthExams.unsaved', { count: dirty.length }) : ''}
          </span>
          <Space>
            <Button icon={<UndoOutlined />} disabled={dirty.length === 0} onClick={() => setDrafts(original)}>
              {t('healthExams.reset')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={submit}
              data-testid="exam-save"
            >
              {t('healthExams.save')}
            </Button>
          </Space>
        </div>
      )}
      <TargetImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('healthExams.importTitle')}
        target={{ label: t('healthExams.importInto'), name: data.ClassName }}
        template={{
          href: exportSheetUrl(data.TermId, data.ClassId),
          fileName: t('healthExams.importTemplate', { className: data.ClassName }),
          hint: t('healthExams.importHint'),
          download: doExport,
        }}
        columns={Object.entries(EXAM_SHEET_COLUMNS).map(([key, header]) => ({
          header,
          required: key === 'name' || key === 'height' || key === 'weight',
        }))}
        run={(file) => importSheet(file, data.TermId, data.ClassId)}
        onImported={(count) => {
          void message.success(t('healthExams.importSuccess', { count }));
          void refetchExams(client);
        }}
        successHint={t('healthExams.importSuccessHint')}
        testId="exam-import"
        kind="exam-sheet"
      />
    </Card>
  );
}

function FollowUpCard({ termId, classId }: { termId: number; classId: number }) {
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

function StatsCard({ termId }: { termId: number }) {
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
