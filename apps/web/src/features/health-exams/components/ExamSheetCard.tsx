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
  type TExamField,
  type TExamSheet,
  type TExamSheetRow,
} from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/upload';
import { useButtons } from '../../../app/access/NavButtons';
import { TargetImportDialog } from '../../imports/components/TargetImportDialog';
import { exportSheetUrl, importSheet, refetchExams, useSaveSheet } from '../healthExams.api';
import { Change, FlagTags } from './ExamEvaluation';
import {
  COLUMN_KEYS,
  draftOf,
  isEmpty,
  NUMBER_FIELDS,
  problemsOf,
  sameDraft,
  type TDraft,
} from './examDraft';

export function StandardNote({ line }: { line: number }) {
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

export function SheetCard({ data }: { data: TExamSheet }) {
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
