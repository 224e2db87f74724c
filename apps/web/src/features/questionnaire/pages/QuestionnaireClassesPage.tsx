import '../questionnaire.i18n';
import type { TClassProgress, TProgressStudent } from '@kg/contracts';
import { App, Button, Card, Empty, Segmented, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useClassOptions } from '../../school/school.api';
import { useClassViewState } from '../classViewState';
import { BatchBar } from '../components/BatchBar';
import { ProgressSummary } from '../components/ProgressSummary';
import { ResultsView } from '../components/ResultsView';
import { progressColumns } from '../progressColumns';
import { useClassProgress, useClassResults } from '../questionnaire.api';
import { questionnaireHref } from '../questionnaireInfo';
import '../questionnaire.css';

type TBank = TClassProgress['Categories'][number];
type TView = 'progress' | 'results';

/**
 * 问卷评价: the children of one of the user's classes and the banks each has done in a term
 * (评价进度), or their results (查看结果, ?view=results: the success dialog points here).
 */
export default function QuestionnaireClassesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const view = useClassViewState();
  const classOptions = useClassOptions();
  // 全园 (id 0) is not a class one can assess.
  const classes = (classOptions.data ?? []).filter((c) => c.Id !== 0);
  const classId = classes.some((c) => c.Id === view.classId) ? view.classId : classes[0]?.Id;
  const [search, setSearch] = useSearchParams();
  const shown: TView = search.get('view') === 'results' ? 'results' : 'progress';
  const progress = useClassProgress(shown === 'progress' ? classId : undefined, view.cycleId);
  const data = progress.data?.ClassId === classId ? progress.data : undefined;
  const results = useClassResults(classId, view.cycleId, shown === 'results');
  const resultsData = results.data?.ClassId === classId ? results.data : undefined;
  const terms = (shown === 'results' ? resultsData : data) ?? undefined;
  const show = (next: TView) => setSearch(next === 'results' ? { view: 'results' } : {}, { replace: true });
  const [selected, setSelected] = useState<number[]>([]);

  const open = (first: TProgressStudent, bank: TBank, ids: number[] = []) => {
    if (!data) return;
    navigate(
      questionnaireHref({
        StudentId: first.Id,
        CateId: bank.Id,
        CycleId: data.CycleId,
        ClassId: data.ClassId,
        GradeId: data.GradeId,
        IsBaby: first.IsBaby,
        BabyLevel: first.BabyLevel,
        StudentName: first.Name,
        CateName: bank.Name,
        StudentIds: ids,
      }),
    );
  };
  const columns = useMemo(
    () => progressColumns(t, data?.Categories ?? [], (student, bank) => open(student, bank)),
    // biome-ignore lint/correctness/useExhaustiveDependencies: open reads the same data
    [t, data, open],
  );

  const openBatch = (bankId: number | undefined) => {
    if (!data) return;
    const ticked = data.Students.filter((s) => selected.includes(s.Id));
    const bank = data.Categories.find((b) => b.Id === bankId);
    if (ticked.length === 0) void message.warning(t('questionnaire.batchPickChildren'));
    else if (!bank) void message.warning(t('questionnaire.batchPickBank'));
    else
      open(
        ticked[0]!,
        bank,
        ticked.map((s) => s.Id),
      );
  };
  const chooseClass = (id: number) => {
    setSelected([]);
    view.setClassId(id);
  };
  const chooseCycle = (id: number) => {
    setSelected([]);
    view.setCycleId(id);
  };

  if (classOptions.isSuccess && classes.length === 0) {
    return (
      <Card className="kg-card" data-testid="page-questionnaire-classes">
        <Empty description={t('questionnaire.noClasses')} />
      </Card>
    );
  }

  const progressPanel = (
    <>
      {data && data.Categories.length === 0 && <Empty description={t('questionnaire.noBanks')} />}
      {data && data.Categories.length > 0 && (
        <>
          <ProgressSummary progress={data} />
          <BatchBar
            banks={data.Categories}
            count={selected.length}
            onStart={openBatch}
            onClear={() => setSelected([])}
          />
        </>
      )}
      <Table<TProgressStudent>
        data-testid="qn-table"
        className="kg-table kg-qn-table"
        size="middle"
        rowKey="Id"
        columns={columns}
        dataSource={data?.Students ?? []}
        loading={progress.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowSelection={{
          fixed: true,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{
          emptyText: progress.isError ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
              <Button onClick={() => void progress.refetch()}>{t('common.retry')}</Button>
            </Empty>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionnaire.noStudents')} />
          ),
        }}
      />
    </>
  );

  return (
    <Card className="kg-card" data-testid="page-questionnaire-classes">
      <Segmented<TView>
        className="kg-qn-views"
        value={shown}
        onChange={show}
        options={[
          { value: 'progress', label: t('questionnaire.viewProgress') },
          { value: 'results', label: t('questionnaire.viewResults') },
        ]}
        data-testid="qn-views"
      />
      <div className="kg-filterbar">
        <Select
          className="kg-filterbar__select"
          aria-label={t('questionnaire.class')}
          placeholder={t('questionnaire.classPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={classOptions.isPending}
          options={classes.map((c) => ({ value: c.Id, label: c.Name }))}
          value={classId}
          onChange={chooseClass}
          data-testid="qn-class"
        />
        <Select
          className="kg-qn-term"
          aria-label={t('questionnaire.term')}
          loading={(shown === 'results' ? results.isFetching : progress.isFetching) && !terms}
          options={(terms?.Cycles ?? []).map((c) => ({
            value: c.Id,
            label: c.IsOpen ? t('questionnaire.termOpen', { name: c.Name }) : c.Name,
          }))}
          value={terms?.CycleId}
          onChange={chooseCycle}
          data-testid="qn-cycle"
        />
      </div>
      {shown === 'results' && (
        <ResultsView
          results={resultsData}
          loading={results.isFetching}
          failed={results.isError}
          onRetry={() => void results.refetch()}
        />
      )}
      {shown === 'progress' && progressPanel}
    </Card>
  );
}
