import type { TClassProgress, TProgressStudent } from '@kg/contracts';
import { App, Button, Card, Empty, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClassOptions } from '../../school/school.api';
import { useClassViewState } from '../classViewState';
import { BatchBar } from '../components/BatchBar';
import { ProgressSummary } from '../components/ProgressSummary';
import { progressColumns } from '../progressColumns';
import { useClassProgress } from '../questionnaire.api';
import { questionnaireHref } from '../questionnaireInfo';
import '../questionnaire.css';

type TBank = TClassProgress['Categories'][number];

/** 问卷评价: the children of one of the user's classes and the banks each has done in a term. */
export default function QuestionnaireClassesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const view = useClassViewState();
  const classOptions = useClassOptions();
  // 全园 (id 0) is not a class one can assess.
  const classes = (classOptions.data ?? []).filter((c) => c.Id !== 0);
  const classId = classes.some((c) => c.Id === view.classId) ? view.classId : classes[0]?.Id;
  const progress = useClassProgress(classId, view.cycleId);
  const data = progress.data?.ClassId === classId ? progress.data : undefined;
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

  return (
    <Card className="kg-card" data-testid="page-questionnaire-classes">
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
          loading={progress.isFetching && !data}
          options={(data?.Cycles ?? []).map((c) => ({
            value: c.Id,
            label: c.IsOpen ? t('questionnaire.termOpen', { name: c.Name }) : c.Name,
          }))}
          value={data?.CycleId}
          onChange={chooseCycle}
          data-testid="qn-cycle"
        />
      </div>
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
    </Card>
  );
}
