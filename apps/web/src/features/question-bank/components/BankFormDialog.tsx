import '../questionBank.i18n';
import { BANK_DESCRIPTION_MAX, BANK_NAME_MAX, BankType, type TQuestionBank } from '@kg/contracts';
import { App, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSaveBank } from '../questionBank.api';

/** null: closed; 'new': add; a bank: rename or describe it. */
export type TBankDialogState = null | 'new' | TQuestionBank;

type TValues = { Name: string; TypeId: number; Description: string };

/**
 * 新增分类 / 编辑分类. The type is chosen once: its questions' scopes depend on it. A refusal
 * (已有同名的分类) is shown by the client and the dialog keeps what was typed.
 */
export function BankFormDialog({ state, onClose }: { state: TBankDialogState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const save = useSaveBank();
  const editing = state !== null && state !== 'new' ? state : null;

  // The form instance outlives the dialog's content: each opening writes every field.
  useEffect(() => {
    if (state === null) return;
    form.setFieldsValue(
      state === 'new'
        ? { Name: '', TypeId: BankType.kindergarten, Description: '' }
        : { Name: state.Name, TypeId: state.TypeId, Description: state.Description },
    );
  }, [state, form]);

  const submit = async (values: TValues) => {
    const Name = values.Name.trim();
    const Description = (values.Description ?? '').trim();
    try {
      if (editing) await save.mutateAsync({ Id: editing.Id, Name, Description });
      else await save.mutateAsync({ Name, Description, TypeId: values.TypeId as 1 | 4 });
      void message.success(t(editing ? 'questionBank.categories.updated' : 'questionBank.categories.added'));
      onClose();
    } catch {
      // Shown by the client; keep the input.
    }
  };

  return (
    <FormDialog
      open={state !== null}
      title={t(editing ? 'questionBank.categories.editTitle' : 'questionBank.categories.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      width={520}
      testId="category-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="Name"
          label={t('questionBank.categories.name')}
          rules={[{ required: true, whitespace: true, message: t('questionBank.categories.nameRequired') }]}
        >
          <Input
            maxLength={BANK_NAME_MAX}
            showCount
            placeholder={t('questionBank.categories.namePlaceholder')}
            data-testid="category-form-name"
          />
        </Form.Item>
        <Form.Item
          name="TypeId"
          label={t('questionBank.categories.typeLabel')}
          extra={editing ? t('questionBank.categories.typeFixed') : undefined}
          rules={[{ required: true, message: t('questionBank.categories.typeRequired') }]}
        >
          <Radio.Group
            disabled={Boolean(editing)}
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: BankType.kindergarten, label: t('questionBank.group.kindergarten') },
              { value: BankType.nursery, label: t('questionBank.group.nursery') },
            ]}
            data-testid="category-form-type"
          />
        </Form.Item>
        <Form.Item name="Description" label={t('questionBank.categories.description')}>
          <Input.TextArea
            rows={3}
            maxLength={BANK_DESCRIPTION_MAX}
            showCount
            placeholder={t('questionBank.categories.descriptionPlaceholder')}
            data-testid="category-form-description"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
