import { Card, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { toSelectOptions, useGradeOptions, useStudyYearOptions } from '../../school/school.api';
import { classColumns } from '../classColumns';
import { classKeys, findClassPage, ROSTER_PATH, type TClassFilters } from '../classes.api';

const INITIAL: TClassFilters = { StudyYearId: undefined, GradeId: undefined, Name: '' };

/** 班级管理: classes of the school (administrators) or the teacher's own classes. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const list = usePagedList({ key: classKeys.page, initialFilters: INITIAL, fetchPage: findClassPage });
  const studyYears = useStudyYearOptions();
  const grades = useGradeOptions(list.filters.StudyYearId);
  const { tree } = useSession();
  const canRoster = Boolean(findRouteNode(tree, ROSTER_PATH));
  const columns = useMemo(() => classColumns(t, { roster: canRoster }), [t, canRoster]);

  return (
    <Card className="kg-card" data-testid="page-classes">
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
      <DataTable testId="classes-table" rowKey="Id" columns={columns} {...list.tableProps} />
    </Card>
  );
}
