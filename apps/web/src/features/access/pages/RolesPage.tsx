import '../access.i18n';
import type { TRoleRow } from '@kg/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { navName } from '../../../app/navName';
import { useSession } from '../../../app/useSession';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useSelectionDelete } from '../../../components/list/useSelectionDelete';
import { reloadNavigation } from '../access';
import '../access.css';
import { PermissionTreeDialog } from '../components/PermissionTreeDialog';
import { RoleFormDialog, type TRoleDialogState } from '../components/RoleFormDialog';
import { SchoolPicker } from '../components/SchoolPicker';
import { assignable, roleColumns } from '../roleColumns';
import { findRolePage, rolePage, type TRoleFilters, useDeleteRoles } from '../roles.api';

const INITIAL: TRoleFilters = { Name: '', SchoolId: 0 };

/** 角色管理 (B12): the platform's roles (read-only for a school) and the school's own. */
export default function RolesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = usePagedList({ key: rolePage.key, initialFilters: INITIAL, fetchPage: findRolePage });
  const buttons = useButtons();
  const button = (func: string) => buttons.find((b) => b.Func === func);
  const edit = button('handleEdit');
  const assign = button('handleAssign');
  const [dialog, setDialog] = useState<TRoleDialogState>(null);
  const [viewing, setViewing] = useState<TRoleRow | null>(null);
  const remove = useDeleteRoles();
  const deletion = useSelectionDelete({
    remove: remove.mutateAsync,
    nothingSelected: t('access.roles.selectToDelete'),
  });
  const actions = {
    edit: edit ? setDialog : undefined,
    permissions: setViewing,
    canAssign: Boolean(assign),
    labels: { edit: edit ? navName(edit.name, t) : '', permissions: assign ? navName(assign.name, t) : '' },
  };
  const columns = roleColumns(t, actions);

  return (
    <Card className="kg-card kg-access" data-testid="page-roles">
      <div className="kg-toolbar">
        <NavButtons handlers={{ handleAdd: () => setDialog('new'), handleDel: deletion.confirm }} />
      </div>
      <FilterBar
        testId="roles-filter"
        keyword={list.filters.Name}
        placeholder={t('access.roles.searchPlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <SchoolPicker
          value={list.filters.SchoolId ?? 0}
          onChange={(SchoolId) => list.setFilters({ SchoolId })}
          testId="roles-school"
        />
      </FilterBar>
      <DataTable
        testId="roles-table"
        rowKey="Id"
        columns={columns}
        {...list.tableProps}
        rowSelection={
          button('handleDel')
            ? {
                ...deletion.rowSelection,
                getCheckboxProps: (row: TRoleRow) => ({ disabled: !row.Editable || row.IsBuiltIn }),
              }
            : undefined
        }
      />
      <RoleFormDialog state={dialog} schoolId={list.filters.SchoolId ?? 0} onClose={() => setDialog(null)} />
      <PermissionTreeDialog
        role={viewing}
        readOnly={viewing ? !assignable(actions, viewing) : true}
        onClose={() => setViewing(null)}
        onSaved={() => user && void reloadNavigation(user.uID)}
      />
    </Card>
  );
}
