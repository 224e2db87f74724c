import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TMenuRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { navName } from '../../app/navName';
import { NavIcon } from '../../components/NavIcon';
import { apiCodeKey } from './access.i18n';

export type TMenuActions = {
  edit?: (row: TMenuRow) => void;
  addChild?: (row: TMenuRow) => void;
  remove?: (row: TMenuRow) => void;
};

const muted = (t: TFunction) => <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

function nameCell(t: TFunction, row: TMenuRow) {
  return (
    <span className="kg-menu-name" data-testid={`menu-row-${row.Id}`}>
      <span className={`kg-menu-icon${row.IsButton ? ' kg-menu-icon--button' : ''}`}>
        <NavIcon name={row.Icon} />
      </span>
      <Typography.Text strong={!row.IsButton}>{navName(row.Name, t)}</Typography.Text>
      {row.IsButton && <Tag color="orange">{t('access.menus.tagButton')}</Tag>}
      {row.IsExternal && <Tag color="blue">{t('access.menus.tagLink')}</Tag>}
      {row.IsHidden && <Tag>{t('access.menus.tagHidden')}</Tag>}
      {row.IsBuiltIn && <Tag bordered={false}>{t('access.menus.builtIn')}</Tag>}
    </span>
  );
}

function actionsCell(t: TFunction, a: TMenuActions, row: TMenuRow) {
  const blocked = row.IsBuiltIn
    ? t('access.menus.builtInTip')
    : row.children?.length
      ? t('access.menus.childrenTip')
      : null;
  return (
    <Space size={0} className="kg-row-actions">
      {a.edit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => a.edit?.(row)}
          data-testid={`menu-edit-${row.Id}`}
        >
          {t('access.menus.edit')}
        </Button>
      )}
      {a.addChild && !row.IsButton && (
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => a.addChild?.(row)}
          data-testid={`menu-add-${row.Id}`}
        >
          {t('access.menus.addChild')}
        </Button>
      )}
      {a.remove && (
        <Tooltip title={blocked}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={Boolean(blocked)}
            onClick={() => a.remove?.(row)}
            data-testid={`menu-delete-${row.Id}`}
          >
            {t('access.menus.delete')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}

/** The tree table of navigation entries (ARCHITECTURE convention 11). */
export function menuColumns(t: TFunction, actions: TMenuActions): TableColumnsType<TMenuRow> {
  const hasActions = Boolean(actions.edit || actions.addChild || actions.remove);
  return [
    { key: 'name', title: t('access.menus.colName'), fixed: 'left', render: (_, row) => nameCell(t, row) },
    {
      key: 'route',
      title: t('access.menus.colRoute'),
      render: (_, row) => {
        const text = row.IsButton ? row.Func : row.Path;
        return text ? <span className="kg-menu-route">{text}</span> : muted(t);
      },
    },
    {
      key: 'api',
      title: t('access.menus.colApi'),
      dataIndex: 'ApiCode',
      render: (code: string | null) =>
        code ? <Tooltip title={code}>{t(apiCodeKey(code))}</Tooltip> : muted(t),
    },
    { key: 'sort', title: t('access.menus.colSort'), dataIndex: 'Sort', align: 'center' },
    {
      key: 'flags',
      title: t('access.menus.colFlags'),
      render: (_, row) =>
        row.IsButton ? (
          muted(t)
        ) : (
          <span className="kg-menu-flags">
            {row.KeepAlive && <Tag color="cyan">{t('access.menus.keepAlive')}</Tag>}
            {row.NoTabPage && <Tag color="purple">{t('access.menus.noTabPage')}</Tag>}
            {row.NoNeedHome && <Tag color="geekblue">{t('access.menus.noNeedHome')}</Tag>}
            {!row.ShowTitle && <Tag>{t('access.menus.showTitle')} ✕</Tag>}
            {!row.KeepAlive && !row.NoTabPage && !row.NoNeedHome && row.ShowTitle && muted(t)}
          </span>
        ),
    },
    { key: 'roles', title: t('access.menus.colRoles'), dataIndex: 'RoleCount', align: 'center' },
    {
      key: 'status',
      title: t('access.menus.colStatus'),
      dataIndex: 'Enabled',
      render: (on: boolean) =>
        on ? (
          <Badge status="success" text={t('access.roles.statusOn')} />
        ) : (
          <Badge status="default" text={t('access.menus.tagOff')} />
        ),
    },
    ...(hasActions
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: TMenuRow) => actionsCell(t, actions, row),
          },
        ]
      : []),
  ];
}
