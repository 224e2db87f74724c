import './questionnaire.i18n';
import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import type { TClassProgress, TProgressStudent } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ChildAvatar } from './components/ChildAvatar';

type TBank = TClassProgress['Categories'][number];

/** Columns as data: the child (fixed on the left), one per bank, then the child's progress. */
export function progressColumns(
  t: TFunction,
  banks: TBank[],
  onOpen: (student: TProgressStudent, bank: TBank) => void,
): TableColumnsType<TProgressStudent> {
  return [
    {
      key: 'child',
      title: t('questionnaire.colChild'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string, row) => (
        <Space size={8} className="kg-qn-child">
          <ChildAvatar name={name} photo={row.Photo} gender={row.Gender} />
          <Typography.Text strong>{name}</Typography.Text>
        </Space>
      ),
    },
    ...banks.map((bank) => ({
      key: `bank-${bank.Id}`,
      title: bank.Name,
      align: 'center' as const,
      render: (_: unknown, row: TProgressStudent) => {
        const done = row.DoneCateIds.includes(bank.Id);
        return (
          <button
            type="button"
            className={`kg-qn-cell${done ? ' kg-qn-cell--done' : ''}`}
            title={t('questionnaire.cellHint', { name: row.Name, bank: bank.Name })}
            onClick={() => onOpen(row, bank)}
            data-testid={`qn-cell-${row.Id}-${bank.Id}`}
            data-done={done}
          >
            {done ? (
              <Tag color="success" icon={<CheckCircleFilled />} variant="filled">
                {t('questionnaire.done')}
              </Tag>
            ) : (
              <Tag icon={<EditOutlined />} variant="filled">
                {t('questionnaire.notDone')}
              </Tag>
            )}
          </button>
        );
      },
    })),
    {
      key: 'progress',
      title: t('questionnaire.colProgress'),
      render: (_: unknown, row) => {
        const done = banks.filter((b) => row.DoneCateIds.includes(b.Id)).length;
        return (
          <div className="kg-qn-rowprogress" data-testid={`qn-progress-${row.Id}`}>
            <span>
              {done}/{banks.length}
            </span>
            <Progress
              percent={banks.length ? Math.round((done / banks.length) * 100) : 0}
              size={[56, 6]}
              showInfo={false}
              status={banks.length > 0 && done === banks.length ? 'success' : 'normal'}
            />
          </div>
        );
      },
    },
  ];
}
