import '../classes.i18n';
import type { TClassForm } from '@kg/contracts';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSaveAndClose } from '../../../components/FormDialog';
import { toSelectOptions, useGradeOptions, useStudyYearOptions } from '../../school/school.api';
import { useTeacherOptions } from '../../teachers/teachers.api';
import { useClassDetail, useSaveClass } from '../classes.api';

/** null: closed; 'new': create; a number: edit that class. */
export type TClassDialogState = null | 'new' | number;

type TProps = { state: TClassDialogState; onClose: () => void };

/** 新增班级 / 编辑班级: year, grade, name and the class's staff (C06). */
export function ClassFormDialog({ state, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TClassForm>();
  const editId = typeof state === 'number' ? state : null;
  const detail = useClassDetail(editId);
  const studyYears = useStudyYearOptions();
  const studyYearId = Form.useWatch('StudyYearId', form);
  const grades = useGradeOptions(studyYearId);
  const teachers = useTeacherOptions(state !== null);
  const save = useSaveClass();
  const teacherOptions = toSelectOptions(teachers.data);

  useEffect(() => {
    if (state === 'new') {
      form.resetFields();
      form.setFieldsValue({ StudyYearId: studyYears.data?.[0]?.Id, TeacherIds: [], CareIds: [] });
    } else if (detail.data) {
      form.setFieldsValue(detail.data);
    }
  }, [state, detail.data, studyYears.data, form]);

  const saveAndClose = useSaveAndClose<TClassForm>({ save: save.mutateAsync, editId, onClose });
  const submit = (values: TClassForm) =>
    saveAndClose({ ...values, HeadTeacherId: values.HeadTeacherId ?? null });

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editId ? 'classes.editTitle' : 'classes.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      loading={editId !== null && detail.isPending}
      width={640}
      testId="class-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <div className="kg-form-row">
          <Form.Item
            name="StudyYearId"
            label={t('classes.studyYear')}
            rules={[{ required: true, message: t('classes.studyYearRequired') }]}
          >
            <Select
              options={toSelectOptions(studyYears.data)}
              onChange={() => form.setFieldValue('GradeId', undefined)}
              data-testid="class-form-year"
            />
          </Form.Item>
          <Form.Item
            name="GradeId"
            label={t('classes.grade')}
            rules={[{ required: true, message: t('classes.gradeRequired') }]}
          >
            <Select options={toSelectOptions(grades.data)} data-testid="class-form-grade" />
          </Form.Item>
        </div>
        <Form.Item
          name="Name"
          label={t('classes.colName')}
          rules={[{ required: true, whitespace: true, message: t('classes.nameRequired') }, { max: 30 }]}
        >
          <Input
            maxLength={30}
            showCount
            placeholder={t('classes.nameExample')}
            data-testid="class-form-name"
          />
        </Form.Item>
        <Form.Item name="HeadTeacherId" label={t('classes.headTeacher')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={teacherOptions}
            data-testid="class-form-head"
          />
        </Form.Item>
        <Form.Item name="TeacherIds" label={t('classes.teachers')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={teacherOptions}
            data-testid="class-form-teachers"
          />
        </Form.Item>
        <Form.Item name="CareIds" label={t('classes.care')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={teacherOptions}
            data-testid="class-form-care"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
