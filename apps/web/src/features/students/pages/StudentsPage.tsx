import { Card, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { toSelectOptions, useClassOptions } from '../../school/school.api';
import { studentColumns } from '../studentColumns';
import { findStudentPage, studentKeys, type TStudentFilters } from '../students.api';

const INITIAL: TStudentFilters = { ClassId: 0, Name: '' };

/** 幼儿管理: children by class; administrators also get 全园 (B02). */
export default function StudentsPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: studentKeys.page, initialFilters: INITIAL, fetchPage: findStudentPage });
  const classes = useClassOptions();
  const options = toSelectOptions(classes.data);
  const columns = useMemo(() => studentColumns(t), [t]);
  // A teacher has no 全园 entry: ClassId 0 then means "all my classes" and shows as 全部.
  const known = options.some((option) => option.value === list.filters.ClassId);

  return (
    <Card className="kg-card" data-testid="page-students">
      <FilterBar
        testId="students-filter"
        keyword={list.filters.Name}
        placeholder={t('students.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <Select
          className="kg-filterbar__select"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={list.filters.ClassId !== 0}
          placeholder={t('common.all')}
          aria-label={t('students.class')}
          loading={classes.isPending}
          options={options}
          value={known ? list.filters.ClassId : undefined}
          onChange={(ClassId?: number) => list.setFilters({ ClassId: ClassId ?? 0 })}
          data-testid="students-class"
        />
      </FilterBar>
      <DataTable testId="students-table" rowKey="Id" columns={columns} {...list.tableProps} />
    </Card>
  );
}
