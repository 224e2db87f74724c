import '../../access/access.i18n';
import { ClassRole, type TClassRoleValue, type TUserRow } from '@kg/contracts';
import { Alert, App, Empty, Segmented, Table, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useAssignClassRoles, useClassRoles } from '../users.api';

type TProps = { user: TUserRow | null; onClose: () => void };
type TChoice = TClassRoleValue | 'none';

/**
 * 班级角色: the classes of the current school year and what the login's teacher does in
 * each (班主任, 配班教师, 保育员); a class already headed by someone else offers no 班主任.
 */
export function ClassRolesDialog({ user, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const data = useClassRoles(user?.uID ?? null);
  const save = useAssignClassRoles();
  const [choice, setChoice] = useState<Record<number, TChoice>>({});

  useEffect(() => {
    if (data.data) setChoice(Object.fromEntries(data.data.Classes.map((c) => [c.ClassId, c.Role ?? 'none'])));
  }, [data.data]);

  const submit = async () => {
    if (!user || !data.data?.TeacherId) return onClose();
    const Classes = Object.entries(choice)
      .filter(([, role]) => role !== 'none')
      .map(([id, role]) => ({ ClassId: Number(id), Role: role as TClassRoleValue }));
    try {
      await save.mutateAsync({ UserId: user.uID, Classes });
      void message.success(t('success.save'));
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  const teacher = data.data?.TeacherName;
  const count = Object.values(choice).filter((c) => c !== 'none').length;
  return (
    <FormDialog
      open={user !== null}
      title={t('access.users.classRolesTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={save.isPending}
      loading={data.isPending}
      width={640}
      testId="class-roles-dialog"
    >
      {data.data && !teacher && (
        <Alert
          type="info"
          showIcon
          title={t('access.users.notTeacherTitle')}
          description={t('access.users.notTeacherText')}
        />
      )}
      {teacher && (
        <>
          <div className="kg-dialog-lead">
            <Typography.Text type="secondary">{t('access.users.classRolesFor', { teacher })}</Typography.Text>
            <Typography.Text strong>{t('access.users.classCount', { count })}</Typography.Text>
          </div>
          <Table
            className="kg-class-roles"
            size="small"
            rowKey="ClassId"
            pagination={false}
            scroll={{ y: 380 }}
            dataSource={data.data?.Classes ?? []}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.users.noClasses')} />
              ),
            }}
            columns={[
              { key: 'class', title: t('access.users.colClass'), dataIndex: 'ClassName', width: 110 },
              { key: 'grade', title: t('access.users.colGrade'), dataIndex: 'GradeName', width: 70 },
              {
                key: 'head',
                title: t('access.users.roleHead'),
                width: 100,
                render: (_: unknown, row) =>
                  choice[row.ClassId] === ClassRole.head
                    ? teacher
                    : row.HeadTeacherName || (
                        <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
                      ),
              },
              {
                key: 'role',
                title: t('access.users.colClassRole'),
                render: (_: unknown, row) => (
                  <Segmented<TChoice>
                    size="small"
                    value={choice[row.ClassId] ?? 'none'}
                    onChange={(value) => setChoice((c) => ({ ...c, [row.ClassId]: value }))}
                    data-testid={`class-role-${row.ClassId}`}
                    options={[
                      { value: 'none', label: t('access.users.roleNone') },
                      {
                        value: ClassRole.head,
                        disabled: Boolean(row.HeadTeacherName),
                        label: row.HeadTeacherName ? (
                          <Tooltip title={t('access.users.headTaken', { name: row.HeadTeacherName })}>
                            {t('access.users.roleHead')}
                          </Tooltip>
                        ) : (
                          t('access.users.roleHead')
                        ),
                      },
                      { value: ClassRole.teacher, label: t('access.users.roleTeacher') },
                      { value: ClassRole.care, label: t('access.users.roleCare') },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
