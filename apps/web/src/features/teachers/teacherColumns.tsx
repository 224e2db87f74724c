import './teachers.i18n';
import type { TTeacherRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Avatar, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { GenderTag } from '../../components/GenderTag';
import { editColumns } from '../../components/list/editColumn';

const none = (t: TFunction) => <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

/** Columns as data (ARCHITECTURE convention 11). */
/** `onEdit`: the tree grants 编辑教师, so each row gets an edit action. */
export function teacherColumns(
  t: TFunction,
  onEdit?: (row: TTeacherRow) => void,
): TableColumnsType<TTeacherRow> {
  return [
    {
      key: 'name',
      title: t('teachers.colName'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string) => (
        <Space>
          <Avatar size={30} className="kg-avatar">
            {name.slice(0, 1)}
          </Avatar>
          <Typography.Text strong>{name}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'gender',
      title: t('teachers.colGender'),
      dataIndex: 'Gender',
      render: (g: number) => <GenderTag gender={g} />,
    },
    {
      key: 'phone',
      title: t('teachers.colPhone'),
      dataIndex: 'Phone',
      render: (p: string | null) => p || none(t),
    },
    {
      key: 'title',
      title: t('teachers.colTitle'),
      dataIndex: 'Title',
      render: (v: string | null) => v || none(t),
    },
    {
      key: 'classes',
      title: t('teachers.colClasses'),
      dataIndex: 'ClassNames',
      render: (names: string[]) =>
        names.length ? (
          <Space size={[4, 4]} wrap>
            {names.map((n) => (
              <Tag key={n} color="cyan">
                {n}
              </Tag>
            ))}
          </Space>
        ) : (
          none(t)
        ),
    },
    {
      key: 'account',
      title: t('teachers.colAccount'),
      dataIndex: 'LoginName',
      render: (login: string | null) => login || <Tag>{t('teachers.noAccount')}</Tag>,
    },
    ...editColumns(t, 'teacher-edit', onEdit),
  ];
}
