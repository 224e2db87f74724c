import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { userColumns } from '../userColumns';
import { findUserPage, type TUserFilters, userKeys } from '../users.api';

const INITIAL: TUserFilters = { Name: '' };

/** 用户管理: the school's accounts, their identities and status. */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: userKeys.page, initialFilters: INITIAL, fetchPage: findUserPage });
  const columns = useMemo(() => userColumns(t), [t]);
  return (
    <Card className="kg-card" data-testid="page-users">
      <FilterBar
        testId="users-filter"
        keyword={list.filters.Name}
        placeholder={t('users.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      />
      <DataTable testId="users-table" rowKey="uID" columns={columns} {...list.tableProps} />
    </Card>
  );
}
