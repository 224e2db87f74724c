import './users.i18n';
import '../access/access.i18n';
import {
  CheckCircleOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type TUserRow, UserStatus } from '@kg/contracts';
import type { MenuProps, TableColumnsType } from 'antd';
import { Avatar, Badge, Button, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { roleLabel } from '../../app/navName';

/** Status 1 is an active account; anything else is shown as disabled. */
export const USER_STATUS_ACTIVE = UserStatus.active;

/** What the navigation tree lets the caller do to a row (B10); absent: no action column. */
export type TUserActions = {
  /** the caller's own login: never disabled or deleted here */
  selfId: number;
  /** the caller is the platform administrator (platform logins are theirs alone) */
  isPlatform: boolean;
  edit?: (row: TUserRow) => void;
  resetPassword?: (row: TUserRow) => void;
  assignRoles?: (row: TUserRow) => void;
  classRoles?: (row: TUserRow) => void;
  toggleStatus?: (row: TUserRow) => void;
  labels: { resetPassword: string; assignRoles: string; stop: string };
};

const none = (t: TFunction) => <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

function actionsColumn(t: TFunction, a: TUserActions): TableColumnsType<TUserRow>[number] {
  return {
    key: 'actions',
    title: t('common.actions'),
    fixed: 'right',
    render: (_: unknown, row: TUserRow) => {
      if (row.IsPlatformAdmin && !a.isPlatform) return <Tag>{t('access.users.platformAdmin')}</Tag>;
      const active = row.Status === USER_STATUS_ACTIVE;
      const more: MenuProps['items'] = [
        ...(a.classRoles
          ? [
              {
                key: 'classes',
                label: t('access.users.classRoles'),
                icon: <TeamOutlined />,
                onClick: () => a.classRoles?.(row),
              },
            ]
          : []),
        ...(a.toggleStatus && row.uID !== a.selfId
          ? [
              {
                key: 'status',
                danger: active,
                icon: active ? <StopOutlined /> : <CheckCircleOutlined />,
                label: active ? a.labels.stop : t('access.users.enable'),
                onClick: () => a.toggleStatus?.(row),
                'data-testid': `user-action-${active ? 'stop' : 'enable'}`,
              },
            ]
          : []),
      ];
      return (
        <Space size={0} className="kg-row-actions">
          {a.edit && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => a.edit?.(row)}
              data-testid={`user-edit-${row.uID}`}
            >
              {t('access.users.edit')}
            </Button>
          )}
          {a.resetPassword && (
            <Button
              type="link"
              size="small"
              icon={<KeyOutlined />}
              onClick={() => a.resetPassword?.(row)}
              data-testid={`user-reset-${row.uID}`}
            >
              {a.labels.resetPassword}
            </Button>
          )}
          {a.assignRoles && (
            <Button
              type="link"
              size="small"
              onClick={() => a.assignRoles?.(row)}
              data-testid={`user-assign-${row.uID}`}
            >
              {a.labels.assignRoles}
            </Button>
          )}
          {more.length > 0 && (
            <Dropdown menu={{ items: more }} trigger={['click']}>
              <Button type="link" size="small" data-testid={`user-more-${row.uID}`}>
                {t('access.users.more')} <DownOutlined />
              </Button>
            </Dropdown>
          )}
        </Space>
      );
    },
  };
}

/** Columns as data; status maps to a badge (ARCHITECTURE convention 11). */
export function userColumns(t: TFunction, actions?: TUserActions): TableColumnsType<TUserRow> {
  return [
    {
      key: 'account',
      title: t('users.colAccount'),
      dataIndex: 'uLoginName',
      fixed: 'left',
      render: (login: string, row) => (
        <Space>
          <Avatar size={30} className="kg-avatar">
            {(row.uRealName || login).slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography.Text strong>{login}</Typography.Text>
          {actions && row.uID === actions.selfId && <Tag color="processing">{t('access.users.self')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('users.colName'),
      dataIndex: 'uRealName',
      render: (n: string) => n || none(t),
    },
    {
      key: 'phone',
      title: t('users.colPhone'),
      dataIndex: 'Phone',
      render: (p: string | null) => p || none(t),
    },
    {
      key: 'roles',
      title: t('users.colRoles'),
      dataIndex: 'RoleNames',
      render: (roles: string[]) =>
        roles.length ? (
          <Space size={[4, 4]} wrap>
            {roles.map((role) => (
              <Tag key={role} color="geekblue">
                {roleLabel(role, t)}
              </Tag>
            ))}
          </Space>
        ) : (
          none(t)
        ),
    },
    {
      key: 'teacher',
      title: t('access.users.colTeacher'),
      dataIndex: 'TeacherName',
      render: (name: string | null) =>
        name ? (
          <Tooltip title={t('access.users.classRoles')}>
            <Tag color="cyan">{name}</Tag>
          </Tooltip>
        ) : (
          none(t)
        ),
    },
    {
      key: 'status',
      title: t('users.colStatus'),
      dataIndex: 'Status',
      render: (status: number) =>
        status === USER_STATUS_ACTIVE ? (
          <Badge status="success" text={t('users.statusOn')} />
        ) : (
          <Badge status="error" text={t('users.statusOff')} />
        ),
    },
    {
      key: 'created',
      title: t('users.colCreated'),
      dataIndex: 'CreateTime',
      render: (time: string) => (dayjs(time).isValid() ? dayjs(time).format('YYYY-MM-DD HH:mm') : time),
    },
    ...(actions ? [actionsColumn(t, actions)] : []),
  ];
}
