import '../features/students/students.i18n';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toSelectOptions, useClassOptions } from '../features/school/school.api';

type TProps = {
  /** 0 = 全园 for administrators, "all my classes" for a teacher */
  value: number;
  onChange: (classId: number) => void;
  studyYearId?: number;
  testId?: string;
  className?: string;
};

/**
 * The class selector every screen uses (B02, DECISIONS 10): an administrator gets 全园 (id 0)
 * and every class; a teacher only the classes they teach, and 0 shows as 全部. A failed load
 * leaves the list empty (C07).
 */
export function ClassSelect({ value, onChange, studyYearId, testId = 'class-select', className }: TProps) {
  const { t } = useTranslation();
  const classes = useClassOptions(studyYearId);
  const options = toSelectOptions(classes.isError ? [] : classes.data);
  const known = options.some((option) => option.value === value);
  return (
    <Select
      className={className}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={value !== 0}
      placeholder={t('common.all')}
      aria-label={t('students.class')}
      loading={classes.isPending}
      options={options}
      value={known ? value : undefined}
      onChange={(classId?: number) => onChange(classId ?? 0)}
      data-testid={testId}
    />
  );
}
