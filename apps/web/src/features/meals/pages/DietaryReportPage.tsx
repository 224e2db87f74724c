import '../dietary.i18n';
import '../meals.css';
import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../../api/queries';
import { schoolToday } from '../../../app/schoolDay';
import { dietaryReportSearch } from '../../../reports/dietary-report/dietaryQuery';
import { usePdfExport } from '../../../reports/framework/usePdfExport';
import { DietaryPeriodPicker, type TPeriodMode } from '../components/DietaryPeriodPicker';
import { DietaryPreview } from '../components/DietaryPreview';
import { addDaysIso } from '../dietaryDates';
import { defaultMonth, monthPeriod, type TPeriod } from '../dietaryPeriod';

/**
 * 膳食营养分析 (issue 20, screen 20's way in): choose a month or a period, see what the report
 * will hold, open it in a new tab (/Report?StartDate&EndDate) or download its A4 PDF.
 */
export default function DietaryReportPage() {
  const { t } = useTranslation();
  const today = useMemo(() => schoolToday().format('YYYY-MM-DD'), []);
  const [mode, setMode] = useState<TPeriodMode>('month');
  const [month, setMonth] = useState(() => defaultMonth(today));
  const [range, setRange] = useState<TPeriod>(() => ({ start: addDaysIso(today, -27), end: today }));
  const period = mode === 'month' ? monthPeriod(month, today) : range;
  const input = { StartDate: period.start, EndDate: period.end };
  const view = useEndpoint(API.dietaryReport.report, input, { retry: false });
  const data = view.data;
  const search = dietaryReportSearch(period.start, period.end);
  const target = data
    ? {
        route: REPORT_ROUTES.dietaryReport,
        query: input,
        fileName: reportFileName(
          `${data.SchoolName}_${data.StartDate}至${data.EndDate}`,
          REPORT_FILE_SUFFIX.dietaryReport,
        ),
      }
    : null;
  const pdf = usePdfExport(target, { ready: Boolean(target), auto: false });
  const format = (d: string) => dayjs(d).format(t('dietary.dateFormat'));

  return (
    <div className="kg-dietary" data-testid="dietary-page">
      <Card className="kg-card">
        <Typography.Paragraph type="secondary" className="kg-dietary__intro">
          {t('dietary.intro')}
        </Typography.Paragraph>
        <DietaryPeriodPicker
          mode={mode}
          onMode={setMode}
          month={month}
          onMonth={setMonth}
          range={range}
          onRange={setRange}
          today={today}
        />
        <div className="kg-dietary__period" data-testid="dietary-period">
          {t('dietary.period', { start: format(period.start), end: format(period.end) })}
          {period.end === today && <span className="kg-dietary__today">{t('dietary.upToToday')}</span>}
        </div>
        <div className="kg-dietary__actions">
          <Button
            type="primary"
            icon={<FileSearchOutlined />}
            disabled={!data}
            onClick={() => window.open(`${REPORT_ROUTES.dietaryReport}${search}`, '_blank', 'noopener')}
            data-testid="dietary-open"
          >
            {t('dietary.open')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!target}
            loading={pdf.busy}
            onClick={() => void pdf.download()}
            data-testid="dietary-download"
          >
            {t('dietary.download')}
          </Button>
        </div>
      </Card>
      <Card className="kg-card">
        {view.isPending ? (
          <Skeleton active />
        ) : view.error ? (
          <Alert type="error" showIcon title={view.error.message} />
        ) : (
          data && <DietaryPreview data={data} />
        )}
      </Card>
    </div>
  );
}
