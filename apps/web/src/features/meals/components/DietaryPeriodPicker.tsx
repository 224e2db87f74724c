import '../dietary.i18n';
import { DIETARY_REPORT_MAX_DAYS } from '@kg/contracts';
import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TPeriod } from '../dietaryPeriod';

export type TPeriodMode = 'month' | 'range';

type TProps = {
  mode: TPeriodMode;
  onMode: (mode: TPeriodMode) => void;
  month: string;
  onMonth: (month: string) => void;
  range: TPeriod;
  onRange: (range: TPeriod) => void;
  today: string;
};

/** A month (the usual monthly report) or any period of at most 92 days, never after today. */
export function DietaryPeriodPicker({ mode, onMode, month, onMonth, range, onRange, today }: TProps) {
  const { t } = useTranslation();
  const future = (d: Dayjs) => d.format('YYYY-MM-DD') > today;
  return (
    <div className="kg-dietary__picker">
      <Segmented<TPeriodMode>
        value={mode}
        onChange={onMode}
        options={[
          { value: 'month', label: t('dietary.mode.month') },
          { value: 'range', label: t('dietary.mode.range') },
        ]}
        data-testid="dietary-mode"
      />
      {mode === 'month' ? (
        <DatePicker
          picker="month"
          allowClear={false}
          inputReadOnly
          value={dayjs(`${month}-01`)}
          disabledDate={(d) => d.format('YYYY-MM') > today.slice(0, 7)}
          onChange={(d) => d && onMonth(d.format('YYYY-MM'))}
          aria-label={t('dietary.month')}
          data-testid="dietary-month"
        />
      ) : (
        <DatePicker.RangePicker
          allowClear={false}
          inputReadOnly
          value={[dayjs(range.start), dayjs(range.end)]}
          disabledDate={(d, info) =>
            future(d) || Boolean(info.from && Math.abs(d.diff(info.from, 'day')) >= DIETARY_REPORT_MAX_DAYS)
          }
          onChange={(v) => {
            const [from, to] = v ?? [];
            if (from && to) onRange({ start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') });
          }}
          aria-label={t('dietary.range')}
          data-testid="dietary-range"
        />
      )}
    </div>
  );
}
