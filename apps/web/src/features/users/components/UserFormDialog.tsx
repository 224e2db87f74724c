import '../../access/access.i18n';
import { LOGIN_NAME_PATTERN, PHONE_PATTERN, type TAddUserRequest } from '@kg/contracts';
import { Alert, App, Form, Input, Select, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/navName';
import { FormDialog } from '../../../components/FormDialog';
import { useIsPlatformAdmin } from '../../access/access';
import { useAddUser, useRoleOptions, useUpdateUser, useUserDetail } from '../users.api';
import type { TIssued } from './IssuedPasswordDialog';

/** null: closed; 'new': add; a number: edit that login. */
export type TUserDialogState = null | 'new' | number;

type TProps = {
  state: TUserDialogState;
  /** the school picked by the platform administrator (0: their own) */
  schoolId: number;
  onClose: () => void;
  onIssued: (issued: TIssued) => void;
};

type TValues = { uLoginName: string; uRealName: string; Phone: string; RoleIds: number[] };

/** 新增用户 / 编辑用户: account, name, mobile; a new login also gets its roles (C10). */
export function UserFormDialog({ state, schoolId, onClose, onIssued }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const editId = typeof state === 'number' ? state : null;
  const detail = useUserDetail(editId);
  const roles = useRoleOptions(schoolId, state === 'new');
  const add = useAddUser();
  const update = useUpdateUser();
  const isPlatform = useIsPlatformAdmin();
  const locked = Boolean(detail.data?.Shared) && !isPlatform;

  useEffect(() => {
    if (state === 'new') form.setFieldsValue({ uLoginName: '', uRealName: '', Phone: '', RoleIds: [] });
    else if (detail.data)
      form.setFieldsValue({
        uLoginName: detail.data.uLoginName,
        uRealName: detail.data.uRealName,
        Phone: detail.data.Phone ?? '',
      });
  }, [state, detail.data, form]);

  const submit = async (values: TValues) => {
    const body = {
      uLoginName: values.uLoginName.trim(),
      uRealName: values.uRealName.trim(),
      Phone: values.Phone || null,
    };
    try {
      if (editId) {
        await update.mutateAsync({ ...body, Id: editId });
        void message.success(t('success.update'));
        onClose();
      } else {
        const request: TAddUserRequest = {
          ...body,
          RoleIds: values.RoleIds,
          SchoolId: schoolId || undefined,
        };
        const issued = await add.mutateAsync(request);
        void message.success(t('success.add'));
        onClose();
        onIssued({ name: body.uRealName, password: issued.Password, kind: 'new' });
      }
    } catch {
      // Shown by the client; keep the input.
    }
  };

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editId ? 'access.users.editTitle' : 'access.users.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      loading={editId !== null && detail.isPending}
      testId="user-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {locked && (
          <Alert className="kg-dialog-alert" type="info" showIcon title={t('access.users.sharedHint')} />
        )}
        <div className="kg-form-row">
          <Form.Item
            name="uLoginName"
            label={t('access.users.loginName')}
            extra={t('access.users.loginNameHint')}
            rules={[
              { required: true, whitespace: true, message: t('access.users.loginNameRequired') },
              { pattern: LOGIN_NAME_PATTERN, message: t('access.users.loginNameInvalid') },
            ]}
          >
            <Input maxLength={32} autoComplete="off" disabled={locked} data-testid="user-form-login" />
          </Form.Item>
          <Form.Item
            name="uRealName"
            label={t('access.users.realName')}
            rules={[{ required: true, whitespace: true, message: t('access.users.realNameRequired') }]}
          >
            <Input maxLength={50} data-testid="user-form-name" />
          </Form.Item>
        </div>
        <Form.Item
          name="Phone"
          label={t('access.users.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: t('access.users.phoneInvalid') }]}
        >
          <Input
            maxLength={11}
            inputMode="tel"
            placeholder={t('access.users.phonePlaceholder')}
            disabled={locked}
            data-testid="user-form-phone"
          />
        </Form.Item>
        {state === 'new' && (
          <>
            <Form.Item
              name="RoleIds"
              label={t('access.users.roles')}
              rules={[{ required: true, type: 'array', min: 1, message: t('access.users.roleRequired') }]}
            >
              <Select
                mode="multiple"
                placeholder={t('access.users.rolesPlaceholder')}
                loading={roles.isFetching}
                optionFilterProp="label"
                options={(roles.data ?? []).map((r) => ({ value: r.Id, label: roleLabel(r.Name, t) }))}
                tagRender={({ label, closable, onClose: close }) => (
                  <Tag color="geekblue" closable={closable} onClose={close} className="kg-select-tag">
                    {label}
                  </Tag>
                )}
                data-testid="user-form-roles"
              />
            </Form.Item>
            <Alert type="info" showIcon title={t('access.users.addHint')} />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
