import '../../access/access.i18n';
import type { TUserRow } from '@kg/contracts';
import { App, Checkbox, Empty, Form, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/navName';
import { FormDialog } from '../../../components/FormDialog';
import { useAssignUserRoles, useRoleOptions } from '../users.api';

type TProps = { user: TUserRow | null; schoolId: number; onClose: () => void };

/** 分配角色: the platform's roles and the school's own, each with what it is for. */
export function AssignRolesDialog({ user, schoolId, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ RoleIds: number[] }>();
  const roles = useRoleOptions(schoolId, user !== null);
  const assign = useAssignUserRoles();

  useEffect(() => {
    if (user) form.setFieldsValue({ RoleIds: user.RoleIds });
  }, [user, form]);

  const submit = async ({ RoleIds }: { RoleIds: number[] }) => {
    if (!user) return;
    try {
      await assign.mutateAsync({ Id: user.uID, RoleIds });
      void message.success(t('success.operate'));
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <FormDialog
      open={user !== null}
      title={t('access.users.assignTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={assign.isPending}
      width={520}
      testId="assign-roles-dialog"
    >
      {user && (
        <Form form={form} layout="vertical" onFinish={submit}>
          <Typography.Paragraph type="secondary">
            {t('access.users.assignFor', { name: user.uRealName || user.uLoginName })}
          </Typography.Paragraph>
          <Spin spinning={roles.isFetching}>
            <Form.Item
              name="RoleIds"
              rules={[{ required: true, type: 'array', min: 1, message: t('access.users.roleRequired') }]}
            >
              {roles.data?.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : (
                <Checkbox.Group className="kg-choice-list">
                  {(roles.data ?? []).map((role) => (
                    <Checkbox
                      key={role.Id}
                      value={role.Id}
                      className="kg-choice"
                      data-testid={`assign-role-${role.Id}`}
                    >
                      <span className="kg-choice__title">
                        {roleLabel(role.Name, t)}
                        <Tag color={role.IsPlatform ? 'default' : 'green'}>
                          {t(role.IsPlatform ? 'access.users.platformRole' : 'access.users.schoolRole')}
                        </Tag>
                      </span>
                      {role.Description && <span className="kg-choice__text">{role.Description}</span>}
                    </Checkbox>
                  ))}
                </Checkbox.Group>
              )}
            </Form.Item>
          </Spin>
        </Form>
      )}
    </FormDialog>
  );
}
