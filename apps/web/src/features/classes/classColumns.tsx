import type { TClassRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** Columns as data (ARCHITECTURE convention 11). */
export function classColumns(t: TFunction): TableColumnsType<TClassRow> {
  return [
    {
      key: 'name',
      title: t('classes.colName'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'grade',
      title: t('classes.colGrade'),
      dataIndex: 'GradeName',
      render: (g: string) => <Tag color="cyan">{g}</Tag>,
    },
    { key: 'year', title: t('classes.colStudyYear'), dataIndex: 'StudyYearName' },
    {
      key: 'head',
      title: t('classes.colHeadTeacher'),
      dataIndex: 'HeadTeacherName',
      render: (name: string | null) =>
        name || <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
    },
    {
      key: 'teachers',
      title: t('classes.colTeachers'),
      dataIndex: 'TeacherNames',
      render: (names: string[]) =>
        names.length ? (
          <Space size={[4, 4]} wrap>
            {names.map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    {
      key: 'students',
      title: t('classes.colStudents'),
      dataIndex: 'StudentNum',
      align: 'right',
      render: (_: number, row) => (
        <span className="kg-count">
          <strong>{row.StudentNum}</strong>
          <span className="kg-count__split">
            ({row.BoyNum}/{row.GirlNum})
          </span>
        </span>
      ),
    },
  ];
}
