import '../classes.i18n';
import { CLASS_MESSAGES, type TClassRow } from '@kg/contracts';
import { App, Card, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useSelectionDelete } from '../../../components/list/useSelectionDelete';
import { useImportExport } from '../../imports/useImportExport';
import { toSelectOptions, useGradeOptions, useStudyYearOptions } from '../../school/school.api';
import { classColumns } from '../classColumns';
import { classPage, findClassPage, ROSTER_PATH, type TClassFilters, useDeleteClasses } from '../classes.api';
import { ClassFormDialog, type TClassDialogState } from '../components/ClassFormDialog';
import { PromoteClassDialog } from '../components/PromoteClassDialog';
import { RosterBatchDialog } from '../components/RosterBatchDialog';

const INITIAL: TClassFilters = { StudyYearId: undefined, GradeId: undefined, Name: '' };

/** 班级管理: classes of the school (administrators) or the teacher's own classes. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: classPage.key, initialFilters: INITIAL, fetchPage: findClassPage });
  const studyYears = useStudyYearOptions();
  const grades = useGradeOptions(list.filters.StudyYearId);
  const { tree } = useSession();
  const canRoster = Boolean(findRouteNode(tree, ROSTER_PATH));
  const buttons = useButtons();
  const canEdit = buttons.some((b) => b.Func === 'handleEdit');
  const canDelete = buttons.some((b) => b.Func === 'handleDel');
  const canPromote = buttons.some((b) => b.Func === 'handlePromote');
  const canBatch = buttons.some((b) => b.Func === 'handleRosterBatch');
  const [batchOpen, setBatchOpen] = useState(false);
  const [dialog, setDialog] = useState<TClassDialogState>(null);
  const [promoting, setPromoting] = useState<TClassRow | null>(null);
  const { message } = App.useApp();
  const io = useImportExport('class', { StudyYearId: list.filters.StudyYearId });
  const remove = useDeleteClasses();
  const deletion = useSelectionDelete({
    remove: remove.mutateAsync,
    nothingSelected: CLASS_MESSAGES.selectToDelete,
  });
  /** 升班 works on exactly one ticked class of the list. */
  const handlePromote = () => {
    const ids = deletion.rowSelection.selectedRowKeys;
    const row = ids.length === 1 ? list.tableProps.rows.find((r) => r.Id === ids[0]) : undefined;
    if (row) setPromoting(row);
    else void message.warning(t('classes.promoteOne'));
  };
  const columns = useMemo(
    () => classColumns(t, { roster: canRoster, onEdit: canEdit ? (row) => setDialog(row.Id) : undefined }),
    [t, canRoster, canEdit],
  );

  return (
    <Card className="kg-card" data-testid="page-classes">
      <div className="kg-toolbar">
        <NavButtons
          handlers={{
            handleAdd: () => setDialog('new'),
            handleDel: deletion.confirm,
            handlePromote,
            handleImport: io.handleImport,
            handleExport: io.handleExport,
            handleRosterBatch: () => setBatchOpen(true),
          }}
        />
      </div>
      <FilterBar
        testId="classes-filter"
        keyword={list.filters.Name}
        placeholder={t('classes.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <Select
          className="kg-filterbar__select"
          allowClear
          placeholder={t('classes.studyYearPlaceholder')}
          aria-label={t('classes.studyYear')}
          loading={studyYears.isPending}
          options={toSelectOptions(studyYears.data)}
          value={list.filters.StudyYearId}
          onChange={(StudyYearId?: number) => list.setFilters({ StudyYearId, GradeId: undefined })}
          data-testid="classes-study-year"
        />
        <Select
          className="kg-filterbar__select"
          allowClear
          placeholder={t('classes.gradePlaceholder')}
          aria-label={t('classes.grade')}
          loading={grades.isPending}
          options={toSelectOptions(grades.data)}
          value={list.filters.GradeId}
          onChange={(GradeId?: number) => list.setFilters({ GradeId })}
          data-testid="classes-grade"
        />
      </FilterBar>
      <DataTable
        testId="classes-table"
        rowKey="Id"
        columns={columns}
        {...list.tableProps}
        rowSelection={canDelete || canPromote || canBatch ? deletion.rowSelection : undefined}
      />
      <ClassFormDialog state={dialog} onClose={() => setDialog(null)} />
      {io.dialog}
      <RosterBatchDialog
        open={batchOpen}
        tickedIds={deletion.rowSelection.selectedRowKeys}
        filters={list.filters}
        onClose={() => setBatchOpen(false)}
      />
      <PromoteClassDialog
        row={promoting}
        onClose={() => setPromoting(null)}
        onPromoted={() => {
          setPromoting(null);
          deletion.rowSelection.onChange([]);
        }}
      />
    </Card>
  );
}
