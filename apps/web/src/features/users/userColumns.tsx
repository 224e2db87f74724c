import type { TUserRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Badge, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { roleLabel } from '../../app/navName';

/** Status 1 is an active account; anything else is shown as disabled. */
export const USER_STATUS_ACTIVE = 1;

/** Columns as data; status maps to a badge (ARCHITECTURE convention 11). */
export function userColumns(t: TFunction): TableColumnsType<TUserRow> {
  return [
    {
      key: 'account',
      title: t('users.colAccount'),
      dataIndex: 'uLoginName',
      fixed: 'left',
      render: (login: string) => <Typography.Text strong>{login}</Typography.Text>,
    },
    {
      key: 'name',
      title: t('users.colName'),
      dataIndex: 'uRealName',
      render: (n: string) => n || t('common.none'),
    },
    {
      key: 'phone',
      title: t('users.colPhone'),
      dataIndex: 'Phone',
      render: (p: string | null) => p || t('common.none'),
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
          t('common.none')
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
          <Badge status="default" text={t('users.statusOff')} />
        ),
    },
    {
      key: 'created',
      title: t('users.colCreated'),
      dataIndex: 'CreateTime',
      render: (time: string) => (dayjs(time).isValid() ? dayjs(time).format('YYYY-MM-DD HH:mm') : time),
    },
  ];
}
