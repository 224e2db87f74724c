import '../attendance.i18n';
import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../school/school.api';
import { DaySheet } from '../components/DaySheet';
import { MonthSummary } from '../components/MonthSummary';
import '../attendance.css';

const CLASS_KEY = 'kg.attendance.class';

/**
 * 晨检出勤 (/Health/Attendance, issue 20): a class's day as big toggles (phone first) and the
 * month's summary. A teacher sees her classes only (the server answers 404 for the others).
 */
export default function AttendancePage() {
  const { t } = useTranslation();
  const options = useClassOptions();
  const classes = (options.data ?? []).filter((c) => c.Id > 0);
  const [chosen, setChosen] = useState<number>(() => Number(sessionStorage.getItem(CLASS_KEY)) || 0);
  const classId = classes.some((c) => c.Id === chosen) ? chosen : (classes[0]?.Id ?? 0);
  const [tab, setTab] = useState('day');
  const choose = (id: number) => {
    sessionStorage.setItem(CLASS_KEY, String(id));
    setChosen(id);
  };

  if (options.isPending) return <Skeleton active />;
  if (classes.length === 0)
    return (
      <Card className="kg-card" data-testid="page-attendance">
        <Empty description={t('attendance.noClasses')} />
      </Card>
    );
  return (
    <div className="kg-att-page" data-testid="page-attendance">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'day',
            label: t('attendance.tabs.day'),
            children: <DaySheet classId={classId} classes={classes} onClassChange={choose} />,
          },
          {
            key: 'month',
            label: t('attendance.tabs.month'),
            children: <MonthSummary />,
          },
        ]}
      />
    </div>
  );
}
