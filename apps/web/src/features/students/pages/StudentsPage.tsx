import '../students.i18n';
import { STUDENT_MESSAGES } from '@kg/contracts';
import { App, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { ClassSelect } from '../../../components/ClassSelect';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useImportExport } from '../../imports/useImportExport';
import { MoveStudentsDialog } from '../components/MoveStudentsDialog';
import { StudentFormDialog, type TStudentDialogState } from '../components/StudentFormDialog';
import { studentColumns } from '../studentColumns';
import { findStudentPage, studentPage, type TStudentFilters, useLeaveStudents } from '../students.api';

const INITIAL: TStudentFilters = { ClassId: 0, Name: '' };

/** 幼儿管理: children by class; administrators also get 全园 (B02) and the changes (C09). */
export default function StudentsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const list = usePagedList({ key: studentPage.key, initialFilters: INITIAL, fetchPage: findStudentPage });
  const funcs = new Set(useButtons().map((b) => b.Func));
  const canEdit = funcs.has('handleEdit');
  const selectable = funcs.has('handleMove') || funcs.has('handleLeave') || canEdit;
  const [dialog, setDialog] = useState<TStudentDialogState>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const leave = useLeaveStudents();
  const io = useImportExport('student', { ClassId: list.filters.ClassId });
  const columns = useMemo(
    () => studentColumns(t, canEdit ? (row) => setDialog(row.Id) : undefined),
    [t, canEdit],
  );

  /** Runs an action on the ticked children, or says to tick some first. */
  const withSelection = (action: (ids: number[]) => void) => () => {
    if (selected.length === 0) void message.warning(STUDENT_MESSAGES.selectFirst);
    else action(selected);
  };
  const handlers = {
    handleImport: io.handleImport,
    handleExport: io.handleExport,
    handleAdd: () => setDialog({ classId: list.filters.ClassId }),
    handleEdit: withSelection((ids) =>
      ids.length === 1 ? setDialog(ids[0]!) : void message.warning(t('students.editOne')),
    ),
    handleMove: withSelection(setMoving),
    handleLeave: withSelection((ids) =>
      modal.confirm({
        title: t('students.leaveTitle', { count: ids.length }),
        content: STUDENT_MESSAGES.leaveConfirm,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'student-leave-ok' },
        onOk: async () => {
          try {
            await leave.mutateAsync(ids);
            setSelected([]);
            void message.success(t('success.operate'));
          } catch {
            // Shown by the client; the selection stays.
          }
        },
      }),
    ),
  };

  return (
    <Card className="kg-card" data-testid="page-students">
      <div className="kg-toolbar">
        <NavButtons handlers={handlers} />
      </div>
      <FilterBar
        testId="students-filter"
        keyword={list.filters.Name}
        placeholder={t('students.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <ClassSelect
          className="kg-filterbar__select"
          value={list.filters.ClassId}
          onChange={(ClassId) => list.setFilters({ ClassId })}
          testId="students-class"
        />
      </FilterBar>
      <DataTable
        testId="students-table"
        rowKey="Id"
        columns={columns}
        {...list.tableProps}
        rowSelection={
          selectable
            ? { selectedRowKeys: selected, onChange: (keys: React.Key[]) => setSelected(keys.map(Number)) }
            : undefined
        }
      />
      {io.dialog}
      <StudentFormDialog state={dialog} onClose={() => setDialog(null)} />
      <MoveStudentsDialog
        ids={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          setSelected([]);
        }}
      />
    </Card>
  );
}
