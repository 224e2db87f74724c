import './students.i18n';
import { Gender, type TStudentRow, thumbnailPath } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Avatar, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { GenderTag } from '../../components/GenderTag';
import { editColumns } from '../../components/list/editColumn';
import { relationKey } from './guardianRelations';
import './students.css';

/** The 30 px avatar at twice its size: a list of 200 children never loads their phone photos. */
const AVATAR_WIDTH = 64;

/** Columns as data (ARCHITECTURE convention 11); `onEdit` when the tree grants 编辑幼儿. */
export function studentColumns(
  t: TFunction,
  onEdit?: (row: TStudentRow) => void,
): TableColumnsType<TStudentRow> {
  return [
    {
      key: 'name',
      title: t('students.colName'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string, row) => (
        <Space>
          <Avatar
            size={30}
            src={row.Photo ? thumbnailPath(row.Photo, AVATAR_WIDTH) : undefined}
            className={row.Gender === Gender.girl ? 'kg-avatar kg-avatar--girl' : 'kg-avatar'}
          >
            {name.slice(-1)}
          </Avatar>
          <Typography.Text strong>{name}</Typography.Text>
          {/* A marker for staff; the allergy itself is in the child's form. */}
          {row.HasAllergy && (
            <Tag color="red" bordered={false} className="kg-allergy-tag" data-testid="student-allergy">
              {t('students.allergyTag')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'studentNo',
      title: t('students.colStudentNo'),
      dataIndex: 'StudentNo',
      render: (no: string | null) =>
        no ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
    },
    {
      key: 'gender',
      title: t('students.colGender'),
      dataIndex: 'Gender',
      render: (g: number) => <GenderTag gender={g} />,
    },
    {
      key: 'birthday',
      title: t('students.colBirthday'),
      dataIndex: 'Birthday',
      render: (birthday: string) => {
        const date = dayjs(birthday);
        return date.isValid() ? date.format('YYYY-MM-DD') : birthday || t('common.none');
      },
    },
    { key: 'class', title: t('students.colClass'), dataIndex: 'ClassName' },
    {
      key: 'grade',
      title: t('students.colGrade'),
      dataIndex: 'GradeName',
      render: (g: string) => <Tag color="cyan">{g}</Tag>,
    },
    {
      key: 'baby',
      title: t('students.colBaby'),
      dataIndex: 'IsBaby',
      render: (isBaby: boolean, row) =>
        isBaby ? (
          <Tag color="gold">
            {row.BabyLevel ? t('students.babyLevel', { level: row.BabyLevel }) : t('students.babyYes')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    {
      key: 'guardian',
      title: t('students.colGuardian'),
      dataIndex: 'GuardianName',
      render: (name: string | null, row) =>
        name ? (
          <Space size={4}>
            <span>{name}</span>
            {row.GuardianRelation && (
              <Typography.Text type="secondary">({t(relationKey(row.GuardianRelation))})</Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    {
      key: 'guardianPhone',
      title: t('students.colGuardianPhone'),
      dataIndex: 'GuardianPhone',
      render: (phone: string | null) =>
        phone ? (
          <a href={`tel:${phone}`}>{phone}</a>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    ...editColumns(t, 'student-edit', onEdit),
  ];
}
