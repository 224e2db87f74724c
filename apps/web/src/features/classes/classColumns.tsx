import './classes.i18n';
import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TClassRow } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { rosterUrl } from './classes.api';

type TOptions = {
  /** the tree grants /Class/Roster: each row links to its printable roster */
  roster: boolean;
  /** the tree grants the 编辑班级 button: each row can be edited */
  onEdit?: (row: TClassRow) => void;
};

/** Columns as data (ARCHITECTURE convention 11). */
export function classColumns(t: TFunction, options: TOptions): TableColumnsType<TClassRow> {
  const columns: TableColumnsType<TClassRow> = [
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
  if (options.roster || options.onEdit) {
    const onEdit = options.onEdit;
    columns.push({
      key: 'actions',
      title: t('classes.colActions'),
      fixed: 'right',
      align: 'center',
      render: (_: unknown, row) => (
        <Space size={0}>
          {onEdit && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(row)}
              data-testid={`class-edit-${row.Id}`}
            >
              {t('common.edit')}
            </Button>
          )}
          {options.roster && (
            <Tooltip title={t('classes.rosterHint')}>
              {/* A real link: the report opens in its own browser tab, with 下载PDF. */}
              <Button
                type="link"
                size="small"
                icon={<PrinterOutlined />}
                href={rosterUrl(row.Id)}
                target="_blank"
                rel="noopener"
                data-testid={`class-roster-${row.Id}`}
              >
                {t('classes.roster')}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
