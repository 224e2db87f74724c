import '../teachers.i18n';
import { PHONE_PATTERN, type TTeacherForm } from '@kg/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSaveAndClose } from '../../../components/FormDialog';
import { toSelectOptions } from '../../school/school.api';
import { useLoginOptions } from '../../users/users.api';
import { useSaveTeacher, useTeacherDetail } from '../teachers.api';

/** null: closed; 'new': add; a number: edit that teacher. */
export type TTeacherDialogState = null | 'new' | number;

type TProps = { state: TTeacherDialogState; onClose: () => void };

/** 新增教师 / 编辑教师: name, phone, gender, title and the login the teacher works as (C08). */
export function TeacherFormDialog({ state, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TTeacherForm>();
  const editId = typeof state === 'number' ? state : null;
  const detail = useTeacherDetail(editId);
  const save = useSaveTeacher();
  const logins = useLoginOptions(state !== null);

  useEffect(() => {
    if (state === 'new') form.setFieldsValue({ Name: '', Phone: '', Gender: 2, Title: '', UserId: null });
    else if (detail.data) form.setFieldsValue(detail.data);
  }, [state, detail.data, form]);

  const saveAndClose = useSaveAndClose<TTeacherForm>({ save: save.mutateAsync, editId, onClose });
  // Empty optional fields are "none" on the server.
  const submit = (values: TTeacherForm) =>
    saveAndClose({
      ...values,
      Phone: values.Phone || null,
      Title: values.Title || null,
      UserId: values.UserId ?? null,
    });

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editId ? 'teachers.editTitle' : 'teachers.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      loading={editId !== null && detail.isPending}
      width={560}
      testId="teacher-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <div className="kg-form-row">
          <Form.Item
            name="Name"
            label={t('teachers.colName')}
            rules={[{ required: true, whitespace: true, message: t('teachers.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="teacher-form-name" />
          </Form.Item>
          <Form.Item name="Gender" label={t('teachers.colGender')}>
            <Radio.Group
              options={[
                { value: 2, label: t('common.girl') },
                { value: 1, label: t('common.boy') },
              ]}
            />
          </Form.Item>
        </div>
        <div className="kg-form-row">
          <Form.Item
            name="Phone"
            label={t('teachers.colPhone')}
            rules={[{ pattern: PHONE_PATTERN, message: t('auth.phoneInvalid') }]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="teacher-form-phone" />
          </Form.Item>
          <Form.Item name="Title" label={t('teachers.colTitle')}>
            <Input maxLength={30} placeholder={t('teachers.titleExample')} data-testid="teacher-form-title" />
          </Form.Item>
        </div>
        <Form.Item name="UserId" label={t('teachers.login')} extra={t('teachers.loginHint')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={toSelectOptions(logins.data)}
            data-testid="teacher-form-login"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
