import '../studyYears.i18n';
import { cycleProblem, defaultCycles, studyYearName, studyYearOf } from '@kg/contracts';
import { App, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog } from '../../../components/FormDialog';
import { useCreateStudyYear } from '../studyYears.api';
import { TermDatesField, type TTermValue, toCycleInput } from './TermDatesField';

type TValues = { StartYear: number; Terms: [TTermValue, TTermValue] };
type TProps = { open: boolean; existing: string[]; onClose: () => void };

function termsFor(year: number): [TTermValue, TTermValue] {
  const [a, b] = defaultCycles(year);
  return [
    { Name: a.Name, Range: [dayjs(a.StartDate), dayjs(a.EndDate)] },
    { Name: b.Name, Range: [dayjs(b.StartDate), dayjs(b.EndDate)] },
  ];
}

/** The first study year not yet created, from this school year on. */
export function nextStartYear(existing: string[], today = schoolToday()): number {
  let year = studyYearOf({ year: today.year(), month: today.month() });
  while (existing.includes(studyYearName(year))) year += 1;
  return year;
}

/** 新建学年: the year, then its two terms prefilled with the usual dates (C02). */
export function CreateStudyYearDialog({ open, existing, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const create = useCreateStudyYear();

  useEffect(() => {
    if (!open) return;
    const year = nextStartYear(existing);
    form.setFieldsValue({ StartYear: year, Terms: termsFor(year) });
  }, [open, existing, form]);

  const first = nextStartYear([]);
  const years = Array.from({ length: 6 }, (_, i) => first - 1 + i).map((y) => ({
    value: y,
    label: `${y}-${y + 1}${t('studyYears.yearSuffix')}`,
    disabled: existing.includes(studyYearName(y)),
  }));

  const submit = async (values: TValues) => {
    const cycles = values.Terms.map(toCycleInput) as [
      ReturnType<typeof toCycleInput>,
      ReturnType<typeof toCycleInput>,
    ];
    const problem = cycleProblem(values.StartYear, cycles);
    if (problem) {
      void message.warning(problem);
      return;
    }
    try {
      await create.mutateAsync({ StartYear: values.StartYear, Cycles: cycles });
      void message.success(t('success.add'));
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays with what was typed.
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('studyYears.create')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={create.isPending}
      width={720}
      testId="study-year-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="StartYear" label={t('studyYears.year')} rules={[{ required: true }]}>
          <Select
            options={years}
            onChange={(year: number) => form.setFieldsValue({ Terms: termsFor(year) })}
            data-testid="study-year-start"
          />
        </Form.Item>
        <TermDatesField name={['Terms', 0]} label={t('studyYears.firstTerm')} testId="study-year-term-0" />
        <TermDatesField name={['Terms', 1]} label={t('studyYears.secondTerm')} testId="study-year-term-1" />
        <p className="kg-muted">{t('studyYears.createHint')}</p>
      </Form>
    </FormDialog>
  );
}
