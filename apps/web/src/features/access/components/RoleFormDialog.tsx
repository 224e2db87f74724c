import { IdentityDigit, type TRoleForm, type TRoleRow } from '@kg/contracts';
import { Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSaveAndClose } from '../../../components/FormDialog';
import { useIsPlatformAdmin } from '../access';
import { identityKey } from '../access.i18n';
import { useSaveRole } from '../roles.api';

/** null: closed; 'new': add; a row: edit it. */
export type TRoleDialogState = null | 'new' | TRoleRow;

type TProps = { state: TRoleDialogState; schoolId: number; onClose: () => void };

const SCHOOL_IDENTITIES = [
  '',
  IdentityDigit.schoolAdmin,
  IdentityDigit.teacher,
  IdentityDigit.doctor,
  IdentityDigit.kitchen,
] as const;

/** 新增角色 / 编辑角色: name, identity (which classes its users see), description, order. */
export function RoleFormDialog({ state, schoolId, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TRoleForm>();
  const isPlatform = useIsPlatformAdmin();
  const editing = state !== null && state !== 'new' ? state : null;
  const save = useSaveRole();
  const saveAndClose = useSaveAndClose<TRoleForm>({
    save: save.mutateAsync,
    editId: editing?.Id ?? null,
    onClose,
  });

  useEffect(() => {
    if (state === 'new')
      form.setFieldsValue({
        Name: '',
        Description: '',
        IdentityDigit: '2',
        Sort: 10,
        Enabled: true,
        IsPlatform: false,
      });
    else if (state)
      form.setFieldsValue({
        Name: state.Name,
        Description: state.Description ?? '',
        IdentityDigit: state.IdentityDigit as TRoleForm['IdentityDigit'],
        Sort: state.Sort,
        Enabled: state.Enabled,
      });
  }, [state, form]);

  const digits = [...SCHOOL_IDENTITIES, ...(isPlatform ? [IdentityDigit.district] : [])];
  const locked = Boolean(editing?.IsBuiltIn);
  const submit = (values: TRoleForm) =>
    saveAndClose({
      ...values,
      Description: values.Description || null,
      ...(editing ? {} : { SchoolId: schoolId || undefined }),
    });

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editing ? 'access.roles.editTitle' : 'access.roles.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      testId="role-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="Name"
          label={t('access.roles.name')}
          rules={[{ required: true, whitespace: true, message: t('access.roles.nameRequired') }]}
        >
          <Input
            maxLength={20}
            showCount
            placeholder={t('access.roles.namePlaceholder')}
            data-testid="role-form-name"
          />
        </Form.Item>
        <Form.Item
          name="IdentityDigit"
          label={t('access.roles.identity')}
          extra={t('access.roles.identityHint')}
        >
          <Select
            disabled={locked}
            options={(locked && editing ? [editing.IdentityDigit] : digits).map((d) => ({
              value: d,
              label: t(identityKey(d)),
            }))}
            data-testid="role-form-identity"
          />
        </Form.Item>
        <Form.Item name="Description" label={t('access.roles.description')}>
          <Input.TextArea
            rows={2}
            maxLength={200}
            showCount
            placeholder={t('access.roles.descriptionPlaceholder')}
            data-testid="role-form-description"
          />
        </Form.Item>
        <div className="kg-form-row">
          <Form.Item name="Sort" label={t('access.roles.sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="Enabled" label={t('access.roles.enabled')} valuePropName="checked">
            <Switch disabled={locked} />
          </Form.Item>
        </div>
        {isPlatform && !editing && (
          <Form.Item name="IsPlatform" valuePropName="checked">
            <Checkbox>{t('access.roles.isPlatform')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
