import { ChildButton } from '../components/ChildButton';
import '../growthRecords.i18n';
import '../../../reports/reports.i18n';
import { PrinterOutlined } from '@ant-design/icons';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, type TGrowthClass } from '@kg/contracts';
import { Button, Card, Empty, Input, Progress, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtons } from '../../../app/access/NavButtons';
import { useSession } from '../../../app/useSession';
import { BatchPdfDialog } from '../../../reports/framework/BatchPdfDialog';
import { distinctNames } from '../../../reports/framework/batchNames';
import { usePrintChoice } from '../../../reports/growing-footprint/usePrintChoice';
import { ClassCards } from '../components/ClassCards';
import { NoTemplateGuide } from '../components/NoTemplateGuide';
import { TermPicker } from '../components/TermPicker';
import { useClassStudents, useGrowthClasses, useGrowthTerms } from '../growthRecords.api';
import { bookletQuery, recordHref } from '../recordRows';
import '../growthRecords.css';

const CLASS_KEY = 'kg.growthRecords.classId';
const TERM_KEY = 'kg.growthRecords.cycleId';
const percent = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 0);
const remembered = (key: string) => Number(sessionStorage.getItem(key)) || undefined;

/**
 * 成长档案 (the entry): the user's classes of a term (the open one unless another is chosen) with
 * their template and progress, then the chosen class's children with their own progress, one
 * click from their records. The class teacher or an administrator prints the whole class's
 * booklets as one job.
 */
export default function GrowthRecordClassesPage() {
  const { t } = useTranslation();
  const terms = useGrowthTerms();
  const [cycleId, setCycleId] = useState(() => remembered(TERM_KEY) ?? 0);
  const openTerm = terms.data?.find((term) => term.IsOpen);
  // A remembered term that is no longer the school's falls back to the open one.
  const term = !terms.data || terms.data.some((x) => x.Id === cycleId) ? cycleId : 0;
  const classes = useGrowthClasses(term);
  const [chosen, setChosen] = useState<number | undefined>(() => remembered(CLASS_KEY));
  const list = classes.data ?? [];
  const current = list.find((c) => c.ClassId === chosen) ?? list[0];
  const choose = (id: number) => {
    sessionStorage.setItem(CLASS_KEY, String(id));
    setChosen(id);
  };
  const chooseTerm = (id: number) => {
    sessionStorage.setItem(TERM_KEY, String(id));
    setCycleId(id);
  };

  const picker = terms.data?.length ? (
    <div className="kg-gr-bar">
      <TermPicker
        terms={terms.data}
        value={term || openTerm?.Id || terms.data[0]!.Id}
        onChange={chooseTerm}
      />
    </div>
  ) : null;
  if (classes.isPending) return <Skeleton active />;
  if (list.length === 0)
    return (
      <div className="kg-gr-page" data-testid="page-growth-records">
        {picker}
        <Card className="kg-card">
          <Empty
            description={t(
              (terms.data?.length ?? 0) > 1 ? 'growthRecords.noClassesInTerm' : 'growthRecords.noClasses',
            )}
            data-testid="growth-no-classes"
          />
        </Card>
      </div>
    );
  return (
    <div className="kg-gr-page" data-testid="page-growth-records">
      {picker}
      <ClassCards
        classes={list.map((c) => ({
          id: c.ClassId,
          name: c.ClassName,
          tag: c.IsHeadTeacher && (
            <Tag color="green" bordered={false}>
              {t('growthRecords.headTeacher')}
            </Tag>
          ),
          meta: `${c.GradeName} · ${t('growthRecords.children', { count: c.StudentCount })}`,
          footer: c.TempId ? (
            <Progress percent={percent(c.Done, c.Total)} size="small" format={() => `${c.Done}/${c.Total}`} />
          ) : (
            <span className="kg-gr-class__none">{t('growthRecords.noTemplateShort')}</span>
          ),
        }))}
        value={current?.ClassId}
        onChange={choose}
        testId={(id) => `growth-class-${id}`}
      />
      {current && <ClassChildren klass={current} cycleId={term || openTerm?.Id || 0} />}
    </div>
  );
}

function ClassChildren({ klass, cycleId }: { klass: TGrowthClass; cycleId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const students = useClassStudents(klass.ClassId, klass.TempId);
  const [keyword, setKeyword] = useState('');
  const [printing, setPrinting] = useState(false);
  // Issue 14 item 2: children with unrecorded pages are named first; limit prints finished pages only.
  const [limited, setLimited] = useState(false);
  const choice = usePrintChoice();
  const startPrinting = async () => {
    const chosen = await choice.ask({ ClassId: klass.ClassId, TempId: klass.TempId });
    if (!chosen) return;
    setLimited(chosen === 'limit');
    setPrinting(true);
  };
  const canBatch = useButtons().some((b) => b.Func === 'handleGrowthBatch');
  const rows = (students.data?.Class.ClassId === klass.ClassId ? students.data.Students : []).filter((s) =>
    s.StudentName.includes(keyword.trim()),
  );
  const open = (s: { StudentId: number; StudentName: string }) =>
    navigate(
      recordHref({
        CustomerId: s.StudentId,
        StudentName: s.StudentName,
        TeacherId: user?.uID ?? 0,
        TempId: klass.TempId,
        TempType: klass.TempType,
        CycleId: klass.CycleId,
        CycleName: klass.CycleName,
        StudyYearId: klass.StudyYearId,
        GradeName: klass.GradeName,
        ClassName: klass.ClassName,
      }),
    );
  const batchItems = useMemo(() => {
    const children = students.data?.Students ?? [];
    // Two children of the same name still get two files in the zip.
    const names = distinctNames(
      children,
      (s) => `${s.StudentName}_${REPORT_FILE_SUFFIX.growthRecord}`,
      (s) => String(s.StudentId),
      (s) => s.StudentId,
    );
    return children.map((s, i) => ({
      label: s.StudentName,
      name: names[i]!,
      query: {
        ...bookletQuery({
          teacherId: user?.uID ?? 0,
          tempId: klass.TempId,
          studentId: s.StudentId,
          tempType: klass.TempType,
          cycleName: klass.CycleName,
        }),
        ...(limited ? { limit: 'true' } : {}),
      },
    }));
  }, [students.data, klass, user?.uID, limited]);

  if (!klass.TempId) return <NoTemplateGuide klass={klass} cycleId={cycleId} />;
  return (
    <Card
      className="kg-card"
      title={`${klass.ClassName} · ${klass.CycleName || klass.StudyYearName}`}
      extra={
        <div className="kg-gr-tools">
          <Input.Search
            allowClear
            placeholder={t('growthRecords.searchChild')}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="growth-search"
          />
          {canBatch && (
            <Button
              icon={<PrinterOutlined />}
              loading={choice.checking}
              onClick={() => void startPrinting()}
              data-testid="growth-batch"
            >
              {t('growthRecords.batchPrint')}
            </Button>
          )}
        </div>
      }
    >
      {students.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('growthRecords.noStudents')} />
      ) : (
        <div className="kg-gr-children">
          {rows.map((s) => (
            <ChildButton
              key={s.StudentId}
              child={s}
              onOpen={() => open(s)}
              testId={`growth-child-${s.StudentId}`}
            >
              <Progress
                percent={percent(s.Done, s.Total)}
                size="small"
                showInfo={false}
                status={s.Done === s.Total && s.Total ? 'success' : 'normal'}
              />
              <span className="kg-gr-child__count">
                {s.Done === s.Total && s.Total
                  ? t('growthRecords.allDone')
                  : t('growthRecords.childProgress', { done: s.Done, total: s.Total })}
                {s.Drafts > 0 && (
                  <Tag color="warning" bordered={false}>
                    {t('growthRecords.drafts', { count: s.Drafts })}
                  </Tag>
                )}
              </span>
            </ChildButton>
          ))}
        </div>
      )}
      <BatchPdfDialog
        open={printing}
        title={t('growthRecords.batchPrint')}
        route={REPORT_ROUTES.growingFootprint}
        batchName={t('growthRecords.batchName', { className: klass.ClassName })}
        items={printing ? batchItems : null}
        scope={[
          klass.ClassName,
          t('growthRecords.children', { count: batchItems.length }),
          limited && t('reports.printChoice.limitedScope'),
        ]
          .filter(Boolean)
          .join(' · ')}
        onClose={() => setPrinting(false)}
      />
      {choice.dialog}
    </Card>
  );
}
