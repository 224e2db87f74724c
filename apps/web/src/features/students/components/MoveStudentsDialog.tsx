import '../students.i18n';
import { App, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useClassOptions } from '../../school/school.api';
import { useMoveStudents } from '../students.api';

type TProps = { ids: number[] | null; onClose: () => void; onMoved: () => void };

/** 调班: the ticked children move to another class; their records go with them. */
export function MoveStudentsDialog({ ids, onClose, onMoved }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ ClassId: number }>();
  const classes = useClassOptions();
  const move = useMoveStudents();
  const submit = async ({ ClassId }: { ClassId: number }) => {
    try {
      await move.mutateAsync({ Ids: ids ?? [], ClassId });
      void message.success(t('success.operate'));
      onMoved();
    } catch {
      // Shown by the client; the dialog stays open.
    }
  };
  return (
    <FormDialog
      open={ids !== null}
      title={t('students.moveTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={move.isPending}
      width={440}
      testId="student-move-dialog"
    >
      <Typography.Paragraph type="secondary">
        {t('students.moveHint', { count: ids?.length ?? 0 })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="ClassId"
          label={t('students.moveTo')}
          rules={[{ required: true, message: t('students.classPlaceholder') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('students.classPlaceholder')}
            options={(classes.data ?? [])
              .filter((option) => option.Id !== 0)
              .map((option) => ({ value: option.Id, label: option.Name }))}
            data-testid="student-move-class"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
