import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { teacherColumns } from '../teacherColumns';
import { findTeacherPage, type TTeacherFilters, teacherKeys } from '../teachers.api';

const INITIAL: TTeacherFilters = { Name: '' };

/** 教师管理: the school's teaching staff and their classes. */
export default function TeachersPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: teacherKeys.page, initialFilters: INITIAL, fetchPage: findTeacherPage });
  const columns = useMemo(() => teacherColumns(t), [t]);
  return (
    <Card className="kg-card" data-testid="page-teachers">
      <FilterBar
        testId="teachers-filter"
        keyword={list.filters.Name}
        placeholder={t('teachers.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      />
      <DataTable testId="teachers-table" rowKey="Id" columns={columns} {...list.tableProps} />
    </Card>
  );
}
