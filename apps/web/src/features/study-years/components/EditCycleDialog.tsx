import '../studyYears.i18n';
import type { TCycleRow } from '@kg/contracts';
import { App, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useUpdateCycle } from '../studyYears.api';
import { TermDatesField, type TTermValue, toCycleInput } from './TermDatesField';

type TProps = { cycle: TCycleRow | null; onClose: () => void };

/** 编辑学期: a term's name and dates; the server keeps them inside the year (C03). */
export function EditCycleDialog({ cycle, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Term: TTermValue }>();
  const update = useUpdateCycle();

  useEffect(() => {
    if (cycle) {
      form.setFieldsValue({
        Term: { Name: cycle.Name, Range: [dayjs(cycle.StartDate), dayjs(cycle.EndDate)] },
      });
    }
  }, [cycle, form]);

  const submit = async ({ Term }: { Term: TTermValue }) => {
    if (!cycle) return;
    try {
      await update.mutateAsync({ Id: cycle.Id, ...toCycleInput(Term) });
      void message.success(t('success.update'));
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the input.
    }
  };

  return (
    <FormDialog
      open={cycle !== null}
      title={t('studyYears.editTerm')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={update.isPending}
      width={640}
      testId="cycle-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <TermDatesField name={['Term']} label={t('studyYears.term')} testId="cycle" />
      </Form>
    </FormDialog>
  );
}
