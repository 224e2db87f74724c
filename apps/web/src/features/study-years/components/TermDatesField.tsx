import '../studyYears.i18n';
import { DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export type TTermValue = { Name: string; Range: [Dayjs, Dayjs] | null };

type TProps = { name: (string | number)[]; label: string; testId: string };

/** A term's name and its first and last day, as one row of a form. */
export function TermDatesField({ name, label, testId }: TProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required className="kg-term-field">
      <Space.Compact block>
        <Form.Item
          name={[...name, 'Name']}
          noStyle
          rules={[{ required: true, message: t('studyYears.nameRequired') }]}
        >
          <Input
            maxLength={30}
            placeholder={t('studyYears.termNamePlaceholder')}
            data-testid={`${testId}-name`}
          />
        </Form.Item>
        <Form.Item
          name={[...name, 'Range']}
          noStyle
          rules={[{ required: true, message: t('studyYears.datesRequired') }]}
        >
          <DatePicker.RangePicker
            allowClear={false}
            className="kg-term-field__range"
            data-testid={`${testId}-range`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** The form value of a term as the API wants it. */
export function toCycleInput(v: TTermValue) {
  return {
    Name: v.Name.trim(),
    StartDate: v.Range?.[0].format('YYYY-MM-DD') ?? '',
    EndDate: v.Range?.[1].format('YYYY-MM-DD') ?? '',
  };
}
