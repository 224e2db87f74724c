import '../processEvaluations.i18n';
import type { TProcessTerm } from '@kg/contracts';
import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog } from '../../../components/FormDialog';
import { mayRetitle, titleForRange } from '../process.logic';
import { useAddProcessEvaluation } from '../processEvaluations.api';

type TValues = { Range?: [Dayjs, Dayjs] | null; Title?: string };
type TProps = {
  open: boolean;
  studentId: number;
  /** the term the entry goes into (its dates bound the picker) */
  term: TProcessTerm | null;
  onClose: () => void;
};

/**
 * 新增过程评价 (H10): a date range inside the term, and a title the range fills in as
 * yyyy-MM-dd至yyyy-MM-dd (DECISIONS 31) that stays editable.
 */
export function AddProcessDialog({ open, studentId, term, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const add = useAddProcessEvaluation();
  // The title the last range suggested: picking another range replaces it, not a typed one.
  const suggested = useRef<string | undefined>(undefined);

  // The picker opens on today, or on the term's first month when today is outside it.
  const today = schoolToday();
  const opening =
    term && (today.isBefore(term.StartDate, 'day') || today.isAfter(term.EndDate, 'day'))
      ? dayjs(term.StartDate)
      : today;

  const pickRange = (range: TValues['Range']) => {
    if (!range?.[0] || !range[1]) return;
    const next = titleForRange(range);
    if (mayRetitle(form.getFieldValue('Title'), suggested.current))
      form.setFields([{ name: 'Title', value: next, errors: [] }]);
    suggested.current = next;
  };

  const submit = async (values: TValues) => {
    const [start, end] = values.Range!;
    try {
      await add.mutateAsync({
        title: values.Title ?? '',
        cycleId: term?.Id ?? 0,
        studentId,
        startDate: start.format('YYYY-MM-DD'),
        endDate: end.format('YYYY-MM-DD'),
      });
      void message.success(t('processEvaluations.messages.added'));
      suggested.current = undefined;
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the input.
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('processEvaluations.addTitle')}
      onSubmit={form.submit}
      onClose={() => {
        suggested.current = undefined;
        onClose();
      }}
      saving={add.isPending}
      width={460}
      testId="process-add-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} requiredMark={false}>
        <Form.Item
          name="Range"
          label={t('processEvaluations.range')}
          rules={[{ required: true, message: t('processEvaluations.messages.datesRequired') }]}
        >
          <DatePicker.RangePicker
            className="kg-pe-range"
            classNames={{ popup: { root: 'kg-pe-range-popup' } }}
            onChange={(range) => pickRange(range as TValues['Range'])}
            disabledDate={(day) =>
              Boolean(term) && (day.isBefore(term!.StartDate, 'day') || day.isAfter(term!.EndDate, 'day'))
            }
            defaultPickerValue={opening ? [opening, opening] : undefined}
            data-testid="process-add-range"
          />
        </Form.Item>
        <Form.Item
          name="Title"
          label={t('processEvaluations.title')}
          extra={t('processEvaluations.titleHint')}
          rules={[
            { required: true, whitespace: true, message: t('processEvaluations.messages.titleRequired') },
            { max: 30, message: t('processEvaluations.messages.titleTooLong') },
          ]}
        >
          <Input
            placeholder={t('processEvaluations.titlePlaceholder')}
            maxLength={30}
            showCount
            data-testid="process-add-title"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
