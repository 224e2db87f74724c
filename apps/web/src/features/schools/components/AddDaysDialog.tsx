import '../schools.i18n';
import { ArrowRightOutlined } from '@ant-design/icons';
import { MAX_SERVICE_DAYS, type TSchoolRow } from '@kg/contracts';
import { App, Button, Form, InputNumber, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog } from '../../../components/FormDialog';
import { serviceCell } from '../schoolColumns';
import { useAddServiceDays } from '../schools.api';

const PRESETS = [
  { days: 30, label: 'schools.presetMonth' },
  { days: 90, label: 'schools.presetQuarter' },
  { days: 180, label: 'schools.presetHalf' },
  { days: 365, label: 'schools.presetYear' },
] as const;

/**
 * The end date AddDayNum will set: N days after the school's today or the current end,
 * whichever is later (the server counts in the school's zone too).
 */
export function extendedUntil(until: string, days: number, today: Dayjs) {
  const end = dayjs(until);
  const from = end.isAfter(today, 'day') ? end : today;
  return from.add(days, 'day').format('YYYY-MM-DD');
}

/** 延长服务 (AddDayNum): N days, with the new end date shown before saving. */
export function AddDaysDialog({ school, onClose }: { school: TSchoolRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ DayNum: number | null }>();
  const save = useAddServiceDays();
  const dayNum = Form.useWatch('DayNum', form);

  useEffect(() => {
    if (school) form.setFieldsValue({ DayNum: 365 });
  }, [school, form]);

  const submit = async ({ DayNum }: { DayNum: number | null }) => {
    if (!school || !DayNum) return;
    try {
      const result = await save.mutateAsync({ Id: school.Id, DayNum });
      void message.success(t('schools.addDaysDone', { date: result.ServiceUntil }));
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  const until = school?.ServiceUntil ?? null;
  const valid =
    typeof dayNum === 'number' && Number.isInteger(dayNum) && dayNum >= 1 && dayNum <= MAX_SERVICE_DAYS;
  return (
    <FormDialog
      open={school !== null}
      title={t('schools.addDaysTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      width={480}
      testId="school-days-dialog"
    >
      {school && until && (
        <Form form={form} layout="vertical" onFinish={submit} className="kg-days">
          <Typography.Text strong className="kg-days__school">
            {school.Name}
          </Typography.Text>
          <div className="kg-days__timeline">
            <div className="kg-days__point">
              <span className="kg-days__label">{t('schools.currentUntil')}</span>
              {serviceCell(t, until, school.DaysLeft)}
            </div>
            <ArrowRightOutlined className="kg-days__arrow" />
            <div className="kg-days__point kg-days__point--new">
              <span className="kg-days__label">{t('schools.newUntil')}</span>
              <span className="kg-days__new" data-testid="school-days-new">
                {valid ? extendedUntil(until, dayNum, schoolToday(school.TimeZone)) : t('common.none')}
              </span>
            </div>
          </div>
          {school.DaysLeft !== null && school.DaysLeft < 0 && (
            <Typography.Text type="warning" className="kg-days__note">
              {t('schools.addDaysFrom')}
            </Typography.Text>
          )}
          <Form.Item
            name="DayNum"
            label={t('schools.dayNum')}
            rules={[
              { required: true, message: t('schools.dayNumInvalid') },
              { type: 'integer', min: 1, max: MAX_SERVICE_DAYS, message: t('schools.dayNumInvalid') },
            ]}
          >
            <InputNumber
              min={1}
              max={MAX_SERVICE_DAYS}
              precision={0}
              suffix={t('schools.dayNumSuffix')}
              className="kg-days__input"
              data-testid="school-days-input"
            />
          </Form.Item>
          <Space wrap size={6}>
            {PRESETS.map((preset) => (
              <Button
                key={preset.days}
                size="small"
                type={dayNum === preset.days ? 'primary' : 'default'}
                ghost={dayNum === preset.days}
                onClick={() => form.setFieldsValue({ DayNum: preset.days })}
              >
                {t(preset.label)}
              </Button>
            ))}
          </Space>
        </Form>
      )}
    </FormDialog>
  );
}
