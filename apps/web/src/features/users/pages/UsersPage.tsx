import '../users.i18n';
import '../../access/access.i18n';
import type { TUserRow } from '@kg/contracts';
import { App, Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { navName, roleLabel } from '../../../app/navName';
import { useSession } from '../../../app/useSession';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useSelectionDelete } from '../../../components/list/useSelectionDelete';
import { useIsPlatformAdmin } from '../../access/access';
import { SchoolPicker } from '../../access/components/SchoolPicker';
import '../../access/access.css';
import { AssignRolesDialog } from '../components/AssignRolesDialog';
import { ClassRolesDialog } from '../components/ClassRolesDialog';
import { IssuedPasswordDialog, type TIssued } from '../components/IssuedPasswordDialog';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { type TUserDialogState, UserFormDialog } from '../components/UserFormDialog';
import { type TUserActions, userColumns } from '../userColumns';
import {
  findUserPage,
  type TUserFilters,
  useDeleteUsers,
  useRoleOptions,
  userPage,
  useSetUserStatus,
} from '../users.api';

const INITIAL: TUserFilters = { Name: '', RoleId: undefined, Status: undefined, SchoolId: 0 };

/** 用户管理 (C10): the school's logins, their roles, status, passwords and class roles. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const isPlatform = useIsPlatformAdmin();
  const list = usePagedList({ key: userPage.key, initialFilters: INITIAL, fetchPage: findUserPage });
  const schoolId = list.filters.SchoolId ?? 0;
  const roles = useRoleOptions(schoolId);
  const buttons = useButtons();
  const button = (func: string) => buttons.find((b) => b.Func === func);
  const [dialog, setDialog] = useState<TUserDialogState>(null);
  const [resetting, setResetting] = useState<TUserRow | null>(null);
  const [assigning, setAssigning] = useState<TUserRow | null>(null);
  const [placing, setPlacing] = useState<TUserRow | null>(null);
  const [issued, setIssued] = useState<TIssued>(null);
  const status = useSetUserStatus();
  const remove = useDeleteUsers();
  const deletion = useSelectionDelete({
    remove: remove.mutateAsync,
    nothingSelected: t('access.users.selectToDelete'),
  });

  const toggleStatus = (row: TUserRow) => {
    const change = async (Status: 0 | 1) => {
      try {
        await status.mutateAsync({ Id: row.uID, Status });
        void message.success(t('success.operate'));
      } catch {
        // Shown by the client.
      }
    };
    if (row.Status !== 1) return void change(1);
    modal.confirm({
      title: t('access.users.stopTitle', { name: row.uRealName || row.uLoginName }),
      content: t('access.users.stopContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'user-stop-ok' },
      onOk: () => change(0),
    });
  };

  const canManage = Boolean(button('handleAdd'));
  const reset = button('handleResetPwd');
  const assign = button('handleAssign');
  const stop = button('handleStop');
  const actions: TUserActions | undefined =
    canManage || reset || assign || stop
      ? {
          selfId: user?.uID ?? 0,
          isPlatform,
          edit: canManage ? (row) => setDialog(row.uID) : undefined,
          resetPassword: reset ? setResetting : undefined,
          assignRoles: assign ? setAssigning : undefined,
          classRoles: assign ? setPlacing : undefined,
          toggleStatus: stop ? toggleStatus : undefined,
          labels: {
            resetPassword: reset ? navName(reset.name, t) : '',
            assignRoles: assign ? navName(assign.name, t) : '',
            stop: stop ? navName(stop.name, t) : '',
          },
        }
      : undefined;
  const columns = userColumns(t, actions);

  return (
    <Card className="kg-card kg-access" data-testid="page-users">
      <div className="kg-toolbar">
        <NavButtons handlers={{ handleAdd: () => setDialog('new'), handleDel: deletion.confirm }} />
      </div>
      <FilterBar
        testId="users-filter"
        keyword={list.filters.Name}
        placeholder={t('access.users.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <SchoolPicker
          value={schoolId}
          onChange={(SchoolId) => list.setFilters({ SchoolId, RoleId: undefined })}
          testId="users-school"
        />
        <Select
          className="kg-filterbar__select"
          allowClear
          placeholder={t('access.users.rolePlaceholder')}
          value={list.filters.RoleId}
          onChange={(RoleId?: number) => list.setFilters({ RoleId })}
          options={(roles.data ?? []).map((r) => ({ value: r.Id, label: roleLabel(r.Name, t) }))}
          data-testid="users-role"
        />
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          allowClear
          placeholder={t('access.users.statusPlaceholder')}
          value={list.filters.Status}
          onChange={(Status?: 0 | 1) => list.setFilters({ Status })}
          options={[
            { value: 1, label: t('users.statusOn') },
            { value: 0, label: t('users.statusOff') },
          ]}
          data-testid="users-status"
        />
      </FilterBar>
      <DataTable
        testId="users-table"
        rowKey="uID"
        columns={columns}
        {...list.tableProps}
        rowSelection={
          button('handleDel')
            ? {
                ...deletion.rowSelection,
                getCheckboxProps: (row: TUserRow) => ({
                  disabled: row.uID === user?.uID || (row.IsPlatformAdmin && !isPlatform),
                }),
              }
            : undefined
        }
      />
      <UserFormDialog
        state={dialog}
        schoolId={schoolId}
        onClose={() => setDialog(null)}
        onIssued={setIssued}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onIssued={setIssued} />
      <AssignRolesDialog user={assigning} schoolId={schoolId} onClose={() => setAssigning(null)} />
      <ClassRolesDialog user={placing} onClose={() => setPlacing(null)} />
      <IssuedPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
