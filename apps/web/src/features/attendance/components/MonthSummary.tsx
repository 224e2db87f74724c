import '../attendance.i18n';
import type { TAttendanceMonth, TAttendanceTotals } from '@kg/contracts';
import { Card, DatePicker, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { useAttendanceMonth } from '../attendance.api';

type TRow = TAttendanceTotals & { key: string; ClassName: string; total?: boolean };

/** 月度统计: per class the month's person-days, rate, absences by reason, and the total. */
export function MonthSummary() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => schoolToday().format('YYYY-MM'));
  const view = useAttendanceMonth(month);
  const data: TAttendanceMonth | undefined = view.data;
  const rate = (v: number | null) => (v === null ? t('attendance.month.noRate') : `${v.toFixed(1)}%`);
  const columns: TableColumnsType<TRow> = [
    {
      title: t('attendance.month.className'),
      dataIndex: 'ClassName',
      fixed: 'left',
      width: 96,
      render: (name: string, row) => (row.total ? <b>{name}</b> : name),
    },
    { title: t('attendance.month.rate'), dataIndex: 'Rate', align: 'right', width: 84, render: rate },
    { title: t('attendance.month.presentDays'), dataIndex: 'PresentDays', align: 'right', width: 96 },
    { title: t('attendance.month.absentDays'), dataIndex: 'AbsentDays', align: 'right', width: 96 },
    { title: t('attendance.reasons.sick'), dataIndex: 'Sick', align: 'right', width: 70 },
    { title: t('attendance.reasons.personal'), dataIndex: 'Personal', align: 'right', width: 70 },
    { title: t('attendance.reasons.other'), dataIndex: 'Other', align: 'right', width: 70 },
    { title: t('attendance.month.abnormal'), dataIndex: 'Abnormal', align: 'right', width: 84 },
    { title: t('attendance.month.children'), dataIndex: 'Children', align: 'right', width: 70 },
    { title: t('attendance.month.days'), dataIndex: 'RecordedDays', align: 'right', width: 84 },
  ];
  const rows: TRow[] = data
    ? [
        ...data.Classes.map((c) => ({ ...c, key: String(c.ClassId) })),
        {
          ...data.Total,
          key: 'total',
          total: true,
          ClassName: data.WholeSchool ? t('attendance.month.total') : t('attendance.month.totalMine'),
        },
      ]
    : [];
  return (
    <div className="kg-att-month" data-testid="attendance-month">
      <div className="kg-att-toolbar">
        <DatePicker
          picker="month"
          allowClear={false}
          inputReadOnly
          value={dayjs(`${month}-01`)}
          disabledDate={(d) => d.format('YYYY-MM') > schoolToday().format('YYYY-MM')}
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
          aria-label={t('attendance.month.month')}
          data-testid="attendance-month-picker"
        />
      </div>
      {view.isPending ? (
        <Skeleton active />
      ) : data && data.Total.RecordedDays === 0 ? (
        <Card className="kg-card">
          <Empty description={t('attendance.month.none')} />
        </Card>
      ) : (
        <Table<TRow>
          className="kg-att-table"
          size="middle"
          bordered
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 840 }}
          rowClassName={(row) => (row.total ? 'kg-att-total' : '')}
          data-testid="attendance-month-table"
        />
      )}
    </div>
  );
}
