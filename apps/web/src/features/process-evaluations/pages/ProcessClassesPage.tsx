import { ChildButton } from '../../growth-records/components/ChildButton';
import '../processEvaluations.i18n';
import { PrinterOutlined } from '@ant-design/icons';
import { REPORT_ROUTES, type TProcessClassStudents, type TProcessStudent } from '@kg/contracts';
import { Button, Card, Empty, Input, Skeleton, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtons } from '../../../app/access/NavButtons';
import { BatchPdfDialog } from '../../../reports/framework/BatchPdfDialog';
import { ClassCards } from '../../growth-records/components/ClassCards';
import { TermPicker } from '../../growth-records/components/TermPicker';
import {
  useClassTermChoice,
  useForgetRefusedChoice,
} from '../../growth-records/components/useClassTermChoice';
import { handbookBatch, processListHref } from '../process.logic';
import { useProcessClassStudents } from '../processEvaluations.api';
import '../processEvaluations.css';

/**
 * 过程评价 (/ProceEvaluate): the user's classes of a term (the open one unless another is
 * chosen; the class and term are remembered), then the chosen class's children, each with
 * their entries, one click from their list (screen 21).
 */
export default function ProcessClassesPage() {
  const { t } = useTranslation();
  const choice = useClassTermChoice('kg.processEvaluations');
  const view = useProcessClassStudents(choice.classId, choice.cycleId);
  const data = view.data;
  const choose = choice.chooseClass;
  const chooseTerm = choice.chooseTerm;
  const stale = useForgetRefusedChoice(choice, view.isError);

  if (view.isPending || stale) return <Skeleton active />;
  const picker =
    data && data.Terms.length > 0 && data.CycleId ? (
      <div className="kg-gr-bar kg-gr-bar--intro">
        <TermPicker terms={data.Terms} value={data.CycleId} onChange={chooseTerm} />
        <span className="kg-muted kg-gr-intro">{t('processEvaluations.intro')}</span>
      </div>
    ) : null;
  if (!data || data.Classes.length === 0)
    return (
      <div className="kg-gr-page" data-testid="page-process-evaluations">
        {picker}
        <Card className="kg-card">
          <Empty
            description={t(
              !data?.Terms.length
                ? 'processEvaluations.noTerm'
                : data.Terms.length > 1
                  ? 'processEvaluations.noClassesInTerm'
                  : 'processEvaluations.noClasses',
            )}
            data-testid="process-no-classes"
          />
        </Card>
      </div>
    );
  return (
    <div className="kg-gr-page" data-testid="page-process-evaluations">
      {picker}
      <ClassCards
        classes={data.Classes.map((c) => ({
          id: c.ClassId,
          name: c.ClassName,
          meta: `${c.GradeName} · ${t('processEvaluations.children', { count: c.StudentCount })}`,
          footer: (
            <span className="kg-pe-class__count">
              {t('processEvaluations.classEntries', { total: c.Total, finished: c.Finished })}
            </span>
          ),
        }))}
        value={data.ClassId}
        onChange={choose}
        testId={(id) => `process-class-${id}`}
      />
      <ClassChildren data={data} />
    </div>
  );
}

function ClassChildren({ data }: { data: TProcessClassStudents }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const klass = data.Classes.find((c) => c.ClassId === data.ClassId);
  const term = data.Terms.find((x) => x.Id === data.CycleId);
  const rows = data.Students.filter((s) => s.StudentName.includes(keyword.trim()));
  // The class's handbooks as one job: each child's latest four finished entries (design 1.D).
  const canBatch = useButtons().some((b) => b.Func === 'handleHandbookBatch');
  const [printing, setPrinting] = useState(false);
  const batch = useMemo(() => handbookBatch(data.Students), [data.Students]);
  const open = (s: TProcessStudent) =>
    navigate(
      processListHref({
        StudentId: s.StudentId,
        StudentName: s.StudentName,
        CycleId: data.CycleId ?? 0,
        IsBaby: s.IsBaby,
        BabyLevel: s.BabyLevel,
        ClassName: klass?.ClassName ?? '',
        GradeName: klass?.GradeName ?? '',
      }),
    );
  return (
    <Card
      className="kg-card"
      title={[klass?.ClassName, term?.Name].filter(Boolean).join(' · ')}
      extra={
        <div className="kg-gr-tools">
          <Input.Search
            className="kg-pe-search"
            allowClear
            placeholder={t('processEvaluations.searchChild')}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="process-search"
          />
          {canBatch && (
            <Tooltip title={batch.items.length ? '' : t('processEvaluations.batchNothing')}>
              <Button
                icon={<PrinterOutlined />}
                disabled={batch.items.length === 0}
                onClick={() => setPrinting(true)}
                data-testid="process-batch"
              >
                {t('processEvaluations.batchPrint')}
              </Button>
            </Tooltip>
          )}
        </div>
      }
    >
      {rows.length === 0 ? (
        <Empty description={t('processEvaluations.noStudents')} />
      ) : (
        <div className="kg-gr-children">
          {rows.map((s) => (
            <ChildButton
              key={s.StudentId}
              child={s}
              onOpen={() => open(s)}
              testId={`process-child-${s.StudentId}`}
            >
              <span className="kg-gr-child__count" data-testid="process-count">
                {s.Total
                  ? t('processEvaluations.childEntries', { count: s.Total })
                  : t('processEvaluations.noEntries')}
                {s.Finished > 0 && (
                  <Tag color="success" bordered={false}>
                    {t('processEvaluations.childFinished', { count: s.Finished })}
                  </Tag>
                )}
              </span>
            </ChildButton>
          ))}
        </div>
      )}
      <BatchPdfDialog
        open={printing}
        title={t('processEvaluations.batchPrint')}
        route={REPORT_ROUTES.growthHandbook}
        batchName={t('processEvaluations.batchName', { className: klass?.ClassName ?? '' })}
        items={printing ? batch.items : null}
        scope={[
          klass?.ClassName,
          t('processEvaluations.children', { count: batch.items.length }),
          batch.skipped.length > 0 && t('processEvaluations.batchSkipped', { count: batch.skipped.length }),
        ]
          .filter(Boolean)
          .join(' · ')}
        onClose={() => setPrinting(false)}
      />
    </Card>
  );
}
