import '../teachers.i18n';
import { TEACHER_MESSAGES } from '@kg/contracts';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useSelectionDelete } from '../../../components/list/useSelectionDelete';
import { useImportExport } from '../../imports/useImportExport';
import { TeacherFormDialog, type TTeacherDialogState } from '../components/TeacherFormDialog';
import { teacherColumns } from '../teacherColumns';
import { findTeacherPage, type TTeacherFilters, teacherPage, useDeleteTeachers } from '../teachers.api';

const INITIAL: TTeacherFilters = { Name: '' };

/** 教师管理: the school's teaching staff and their classes. */
export default function TeachersPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: teacherPage.key, initialFilters: INITIAL, fetchPage: findTeacherPage });
  const buttons = useButtons();
  const canEdit = buttons.some((b) => b.Func === 'handleEdit');
  const canDelete = buttons.some((b) => b.Func === 'handleDel');
  const [dialog, setDialog] = useState<TTeacherDialogState>(null);
  const remove = useDeleteTeachers();
  const io = useImportExport('teacher');
  const deletion = useSelectionDelete({
    remove: remove.mutateAsync,
    nothingSelected: TEACHER_MESSAGES.selectToDelete,
  });
  const columns = useMemo(
    () => teacherColumns(t, canEdit ? (row) => setDialog(row.Id) : undefined),
    [t, canEdit],
  );
  return (
    <Card className="kg-card" data-testid="page-teachers">
      <div className="kg-toolbar">
        <NavButtons
          handlers={{
            handleAdd: () => setDialog('new'),
            handleDel: deletion.confirm,
            handleImport: io.handleImport,
            handleExport: io.handleExport,
          }}
        />
      </div>
      <FilterBar
        testId="teachers-filter"
        keyword={list.filters.Name}
        placeholder={t('teachers.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      />
      <DataTable
        testId="teachers-table"
        rowKey="Id"
        columns={columns}
        {...list.tableProps}
        rowSelection={canDelete ? deletion.rowSelection : undefined}
      />
      <TeacherFormDialog state={dialog} onClose={() => setDialog(null)} />
      {io.dialog}
    </Card>
  );
}
