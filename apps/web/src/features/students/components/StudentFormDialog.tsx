import '../students.i18n';
import { STUDENT_NO_PATTERN, type TGuardian, type TStudentForm } from '@kg/contracts';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog, useSaveAndClose } from '../../../components/FormDialog';
import { ImageUpload } from '../../../components/ImageUpload';
import { useClassOptions } from '../../school/school.api';
import { useSaveStudent, useStudentDetail } from '../students.api';
import { GuardiansField } from './GuardiansField';

/** null: closed; { classId }: add (into that class when known); a number: edit that child. */
export type TStudentDialogState = null | { classId: number } | number;

type TProps = { state: TStudentDialogState; onClose: () => void };
type TFormValues = Omit<TStudentForm, 'Birthday' | 'EntryDate'> & {
  Birthday: Dayjs | null;
  EntryDate: Dayjs | null;
};

/** The level of 托班 in the grade order (0 托班 .. 3 大班). */
const NURSERY_LEVEL = 0;

/**
 * 新增幼儿 / 编辑幼儿 (C09): the child, 学号 and 入园日期, their class, nursery level for 托班,
 * up to three guardians with the one to call, and the staff-only allergies and health notes.
 */
export function StudentFormDialog({ state, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const editId = typeof state === 'number' ? state : null;
  const detail = useStudentDetail(editId);
  const save = useSaveStudent();
  const classes = useClassOptions();
  const classOptions = (classes.data ?? []).filter((option) => option.Id !== 0);
  const classId = Form.useWatch('ClassId', form);
  const isNursery = classOptions.find((option) => option.Id === classId)?.GradeLevel === NURSERY_LEVEL;

  useEffect(() => {
    if (state === null) return;
    if (typeof state === 'object') {
      form.setFieldsValue({
        Name: '',
        Gender: 1,
        Birthday: null,
        ClassId: state.classId || undefined,
        Photo: null,
        StudentNo: null,
        EntryDate: null,
        Guardians: [],
        Allergies: null,
        HealthNotes: null,
      });
    } else if (detail.data) {
      form.setFieldsValue({
        ...detail.data,
        Birthday: dayjs(detail.data.Birthday),
        EntryDate: detail.data.EntryDate ? dayjs(detail.data.EntryDate) : null,
      });
    }
  }, [state, detail.data, form]);

  const saveAndClose = useSaveAndClose<TStudentForm>({ save: save.mutateAsync, editId, onClose });
  const submit = (values: TFormValues) =>
    saveAndClose({
      ...values,
      Birthday: values.Birthday!.format('YYYY-MM-DD'),
      // The server works the level out from the birthday when none is chosen.
      BabyLevel: isNursery ? (values.BabyLevel ?? null) : null,
      EntryDate: values.EntryDate ? values.EntryDate.format('YYYY-MM-DD') : null,
      StudentNo: values.StudentNo || null,
      // The server derives the father/mother fields from the guardians 父亲 and 母亲.
      Guardians: (values.Guardians ?? []).map((g: TGuardian) => ({ ...g, Phone: g.Phone || null })),
      FatherName: null,
      FatherPhone: null,
      MotherName: null,
      MotherPhone: null,
      Allergies: values.Allergies || null,
      HealthNotes: values.HealthNotes || null,
    });

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editId ? 'students.editTitle' : 'students.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      loading={editId !== null && detail.isPending}
      width={640}
      testId="student-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="Photo" label={t('students.photo')} extra={t('students.photoHint')}>
          <ImageUpload size={96} label={t('students.photoAdd')} testId="student-form-photo" />
        </Form.Item>
        <div className="kg-form-row">
          <Form.Item
            name="Name"
            label={t('students.colName')}
            rules={[{ required: true, whitespace: true, message: t('students.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="student-form-name" />
          </Form.Item>
          <Form.Item name="Gender" label={t('students.colGender')}>
            <Radio.Group
              options={[
                { value: 1, label: t('common.boy') },
                { value: 2, label: t('common.girl') },
              ]}
            />
          </Form.Item>
        </div>
        <div className="kg-form-row">
          <Form.Item
            name="Birthday"
            label={t('students.colBirthday')}
            rules={[{ required: true, message: t('students.birthdayRequired') }]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(day) => day.isAfter(schoolToday(), 'day')}
              data-testid="student-form-birthday"
            />
          </Form.Item>
          <Form.Item
            name="ClassId"
            label={t('students.class')}
            rules={[{ required: true, message: t('students.classPlaceholder') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('students.classPlaceholder')}
              options={classOptions.map((option) => ({ value: option.Id, label: option.Name }))}
              data-testid="student-form-class"
            />
          </Form.Item>
        </div>
        {isNursery && (
          <Form.Item
            name="BabyLevel"
            label={t('students.babyLevelLabel')}
            extra={t('students.babyLevelHint')}
          >
            <Radio.Group
              data-testid="student-form-baby-level"
              options={[
                { value: 1, label: t('students.babyLevel', { level: 1 }) },
                { value: 2, label: t('students.babyLevel', { level: 2 }) },
              ]}
            />
          </Form.Item>
        )}
        <div className="kg-form-row">
          <Form.Item
            name="StudentNo"
            label={t('students.studentNo')}
            rules={[{ pattern: STUDENT_NO_PATTERN, message: t('students.studentNoInvalid') }]}
          >
            <Input
              maxLength={30}
              placeholder={t('students.studentNoPlaceholder')}
              data-testid="student-form-no"
            />
          </Form.Item>
          <Form.Item name="EntryDate" label={t('students.entryDate')}>
            <DatePicker style={{ width: '100%' }} data-testid="student-form-entry-date" />
          </Form.Item>
        </div>
        <GuardiansField form={form} />
        <Form.Item name="Allergies" label={t('students.allergies')} extra={t('students.staffOnlyHint')}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('students.allergiesPlaceholder')}
            data-testid="student-form-allergies"
          />
        </Form.Item>
        <Form.Item name="HealthNotes" label={t('students.healthNotes')} extra={t('students.staffOnlyHint')}>
          <Input.TextArea
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('students.healthNotesPlaceholder')}
            data-testid="student-form-health-notes"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
