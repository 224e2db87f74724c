import './schools.i18n';
import { CalendarOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { TSchoolRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Avatar, Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** Days before the end of service from which the list warns (orange). */
const SOON_DAYS = 30;

/** Service end date with its days left: red once expired, orange within a month. */
export function serviceCell(t: TFunction, until: string | null, days: number | null, testId?: string) {
  if (until === null || days === null) return <Tag color="blue">{t('schools.noLimit')}</Tag>;
  let state: 'expired' | 'soon' | 'ok' = 'ok';
  if (days < 0) state = 'expired';
  else if (days <= SOON_DAYS) state = 'soon';
  let label = t('schools.daysLeft', { n: days });
  if (days < 0) label = t('schools.expired', { n: -days });
  else if (days === 0) label = t('schools.expiresToday');
  return (
    <div className={`kg-service kg-service--${state}`} data-testid={testId} data-state={state}>
      <span className="kg-service__date">{until}</span>
      <span className="kg-service__left">{label}</span>
    </div>
  );
}

export type TSchoolActions = {
  onEdit?: (row: TSchoolRow) => void;
  onAddDays?: (row: TSchoolRow) => void;
  onStatus?: (row: TSchoolRow) => void;
  /** the caller's own school, which they cannot stop */
  ownSchoolId?: number;
};

/** Columns as data (ARCHITECTURE convention 11); row actions only for granted buttons. */
export function schoolColumns(t: TFunction, actions: TSchoolActions): TableColumnsType<TSchoolRow> {
  const hasActions = Boolean(actions.onEdit || actions.onAddDays || actions.onStatus);
  return [
    {
      key: 'name',
      title: t('schools.colName'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string, row) => (
        <Space size={12}>
          <Avatar shape="square" size={38} className="kg-school-avatar" src={row.Logo ?? undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <span className="kg-school-name">
            <Typography.Text strong>{name}</Typography.Text>
            <Typography.Text type="secondary" className="kg-school-name__contact">
              {row.ContactName || row.ContactPhone
                ? [row.ContactName, row.ContactPhone].filter(Boolean).join(' · ')
                : t('schools.noContact')}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      key: 'region',
      title: t('schools.colRegion'),
      dataIndex: 'Region',
      render: (region: string | null) =>
        region || <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
    },
    {
      key: 'type',
      title: t('schools.colType'),
      dataIndex: 'SchoolType',
      render: (id: number, row) => t(`schools.types.${id}`, { defaultValue: row.SchoolTypeName }),
    },
    {
      key: 'level',
      title: t('schools.colLevel'),
      dataIndex: 'SchoolLevel',
      render: (id: number, row) => (
        <Tag color={id <= 2 ? 'gold' : 'default'} bordered={false}>
          {t(`schools.levels.${id}`, { defaultValue: row.SchoolLevelName })}
        </Tag>
      ),
    },
    {
      key: 'service',
      title: t('schools.colService'),
      dataIndex: 'ServiceUntil',
      render: (_: unknown, row) => serviceCell(t, row.ServiceUntil, row.DaysLeft, `school-service-${row.Id}`),
    },
    {
      key: 'admins',
      title: t('schools.colAdmins'),
      dataIndex: 'AdminNum',
      align: 'right',
      render: (n: number) => t('schools.accounts', { n }),
    },
    {
      key: 'children',
      title: t('schools.colChildren'),
      dataIndex: 'StudentNum',
      align: 'right',
      render: (n: number) => t('schools.people', { n }),
    },
    {
      key: 'status',
      title: t('schools.colStatus'),
      dataIndex: 'Status',
      render: (status: number, row) => (
        <span data-testid={`school-state-${row.Id}`}>
          <Badge
            status={status === 1 ? 'success' : 'default'}
            text={status === 1 ? t('schools.statusOn') : t('schools.statusOff')}
          />
        </span>
      ),
    },
    ...(hasActions
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: TSchoolRow) => (
              <Space size={0} className="kg-row-actions">
                {actions.onEdit && (
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => actions.onEdit?.(row)}
                    data-testid={`school-edit-${row.Id}`}
                  >
                    {t('schools.edit')}
                  </Button>
                )}
                {actions.onAddDays && (
                  <Button
                    type="link"
                    size="small"
                    icon={<CalendarOutlined />}
                    onClick={() => actions.onAddDays?.(row)}
                    disabled={row.ServiceUntil === null}
                    data-testid={`school-days-${row.Id}`}
                  >
                    {t('schools.addDays')}
                  </Button>
                )}
                {actions.onStatus && (
                  <Tooltip title={row.Id === actions.ownSchoolId ? t('schools.cannotStopOwn') : undefined}>
                    <Button
                      type="link"
                      size="small"
                      danger={row.Status === 1}
                      icon={row.Status === 1 ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                      onClick={() => actions.onStatus?.(row)}
                      disabled={row.Id === actions.ownSchoolId && row.Status === 1}
                      data-testid={`school-status-action-${row.Id}`}
                    >
                      {row.Status === 1 ? t('schools.stop') : t('schools.enable')}
                    </Button>
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
}
