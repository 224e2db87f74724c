import './questionnaire.i18n';
import type { TClassResults } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Progress, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ChildAvatar } from './components/ChildAvatar';
import { averagePercent, formatAverage } from './resultsFormat';

export type TResultStudent = TClassResults['Students'][number];
export type TResultBank = TClassResults['Categories'][number];

/** An average with its bar; the same in the table, the class row and the phone's cards. */
export function AverageCell({
  average,
  bank,
  testId,
  t,
}: {
  average: number | null;
  bank: TResultBank;
  testId: string;
  t: TFunction;
}) {
  return (
    <div className="kg-qn-avg" data-testid={testId} data-empty={average === null}>
      <span className="kg-qn-avg__value">{formatAverage(t, average, bank.IsBaby)}</span>
      {average !== null && (
        <Progress percent={averagePercent(average, bank.Max)} size={[64, 5]} showInfo={false} />
      )}
    </div>
  );
}

/** The child (fixed on the left, opens their answers), then one average per bank. */
export function resultsColumns(
  t: TFunction,
  banks: TResultBank[],
  onOpen: (student: TResultStudent) => void,
): TableColumnsType<TResultStudent> {
  return [
    {
      key: 'child',
      title: t('questionnaire.colChild'),
      dataIndex: 'Name',
      fixed: 'left',
      render: (name: string, row) => (
        <button
          type="button"
          className="kg-qn-childlink"
          title={t('questionnaire.openChild', { name })}
          onClick={() => onOpen(row)}
          data-testid={`qn-result-child-${row.Id}`}
        >
          <Space size={8} className="kg-qn-child">
            <ChildAvatar name={name} photo={row.Photo} gender={row.Gender} />
            <Typography.Text strong>{name}</Typography.Text>
          </Space>
        </button>
      ),
    },
    ...banks.map((bank, i) => ({
      key: `bank-${bank.Id}`,
      title: bank.Name,
      align: 'center' as const,
      render: (_: unknown, row: TResultStudent) => (
        <AverageCell
          t={t}
          bank={bank}
          average={row.Averages[i]?.Average ?? null}
          testId={`qn-avg-${row.Id}-${bank.Id}`}
        />
      ),
    })),
  ];
}
