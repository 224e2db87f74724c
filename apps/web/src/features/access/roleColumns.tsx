import {
  ApartmentOutlined,
  EditOutlined,
  EyeOutlined,
  LockOutlined,
  SafetyOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { TRoleRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { roleLabel } from '../../app/navName';
import { identityKey } from './access.i18n';

export type TRoleActions = {
  edit?: (row: TRoleRow) => void;
  permissions: (row: TRoleRow) => void;
  /** the tree grants 分配权限: editable roles open for changes, others read-only */
  canAssign: boolean;
  labels: { edit: string; permissions: string };
};

const IDENTITY_COLORS: Record<string, string> = {
  '0': 'magenta',
  '1': 'gold',
  '2': 'cyan',
  '3': 'green',
  '4': 'purple',
  '5': 'orange',
};

/** A role's identity digit as a tag (园长 sees the whole school, 教师 their classes). */
export function identityTag(digit: string, t: TFunction) {
  return <Tag color={IDENTITY_COLORS[digit] ?? 'default'}>{t(identityKey(digit))}</Tag>;
}

/** Whether the caller may change the role's permissions (else they are shown read-only). */
export const assignable = (a: Pick<TRoleActions, 'canAssign'>, row: TRoleRow) =>
  a.canAssign && row.Editable && !row.IsSuper;

/** Columns as data (ARCHITECTURE convention 11). */
export function roleColumns(t: TFunction, actions?: TRoleActions): TableColumnsType<TRoleRow> {
  return [
    {
      key: 'name',
      title: t('access.roles.colName'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string, row) => (
        <span className="kg-role-name">
          <span className={`kg-role-icon${row.IsPlatform ? ' kg-role-icon--platform' : ''}`}>
            {row.IsSuper ? <SafetyOutlined /> : row.IsPlatform ? <ApartmentOutlined /> : <TeamOutlined />}
          </span>
          <Typography.Text strong>{roleLabel(name, t)}</Typography.Text>
          <Tag color={row.IsPlatform ? 'default' : 'green'}>
            {t(row.IsPlatform ? 'access.roles.scopePlatform' : 'access.roles.scopeSchool')}
          </Tag>
          {row.IsBuiltIn && <Tag>{t('access.roles.builtIn')}</Tag>}
        </span>
      ),
    },
    {
      key: 'identity',
      title: t('access.roles.colIdentity'),
      dataIndex: 'IdentityDigit',
      render: (digit: string) => identityTag(digit, t),
    },
    {
      key: 'description',
      title: t('access.roles.colDescription'),
      dataIndex: 'Description',
      render: (text: string | null) =>
        text || <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
    },
    {
      key: 'users',
      title: t('access.roles.colUsers'),
      dataIndex: 'UserCount',
      align: 'center',
      render: (count: number) => t('access.roles.usersCount', { count }),
    },
    {
      key: 'status',
      title: t('access.roles.colStatus'),
      dataIndex: 'Enabled',
      render: (on: boolean) =>
        on ? (
          <Badge status="success" text={t('access.roles.statusOn')} />
        ) : (
          <Badge status="default" text={t('access.roles.statusOff')} />
        ),
    },
    { key: 'sort', title: t('access.roles.colSort'), dataIndex: 'Sort', align: 'center' },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: TRoleRow) => (
              <Space size={0} className="kg-row-actions">
                {actions.edit &&
                  (row.Editable ? (
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => actions.edit?.(row)}
                      data-testid={`role-edit-${row.Id}`}
                    >
                      {actions.labels.edit}
                    </Button>
                  ) : (
                    <Tooltip title={t('access.roles.readonlyTip')}>
                      <Button type="link" size="small" icon={<LockOutlined />} disabled>
                        {actions.labels.edit}
                      </Button>
                    </Tooltip>
                  ))}
                <Button
                  type="link"
                  size="small"
                  icon={assignable(actions, row) ? <SafetyOutlined /> : <EyeOutlined />}
                  onClick={() => actions.permissions(row)}
                  data-testid={`role-permissions-${row.Id}`}
                >
                  {assignable(actions, row) ? actions.labels.permissions : t('access.roles.viewPermissions')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
}
