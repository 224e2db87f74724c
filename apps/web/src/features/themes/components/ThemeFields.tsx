import '../themes.i18n';
import { THEME_MESSAGES, type TThemeTerm } from '@kg/contracts';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export type TThemeFieldValues = { Title: string; Range: [Dayjs, Dayjs]; Aim?: string };

/** Name, dates (inside the term) and aim: the fields the add and edit dialogs share. */
export function ThemeFields({ term }: { term?: TThemeTerm }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="Title"
        label={t('themes.title')}
        rules={[
          { required: true, whitespace: true, message: THEME_MESSAGES.titleRequired },
          { max: 30, message: THEME_MESSAGES.titleTooLong },
        ]}
      >
        <Input placeholder={t('themes.titlePlaceholder')} maxLength={30} data-testid="theme-title" />
      </Form.Item>
      <Form.Item
        name="Range"
        label={t('themes.range')}
        rules={[{ required: true, message: THEME_MESSAGES.datesRequired }]}
      >
        <DatePicker.RangePicker
          className="kg-themes__range"
          disabledDate={(day) =>
            Boolean(term) && (day.isBefore(term!.StartDate, 'day') || day.isAfter(term!.EndDate, 'day'))
          }
          data-testid="theme-range"
        />
      </Form.Item>
      <Form.Item
        name="Aim"
        label={t('themes.aim')}
        rules={[{ max: 200, message: THEME_MESSAGES.aimTooLong }]}
      >
        <Input.TextArea
          rows={2}
          maxLength={200}
          showCount
          placeholder={t('themes.aimPlaceholder')}
          data-testid="theme-aim"
        />
      </Form.Item>
    </>
  );
}

export const toThemeForm = (v: TThemeFieldValues) => ({
  Title: v.Title,
  StartDate: v.Range[0].format('YYYY-MM-DD'),
  EndDate: v.Range[1].format('YYYY-MM-DD'),
  Aim: v.Aim ?? '',
});
