import './presetTexts.i18n';
import { PRESET_TEXT_MAX } from '@kg/contracts';
import { App, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../FormDialog';
import { type TPresetMessageType, useAddPresetText } from './presetTexts.api';

type TProps = { open: boolean; messageType: TPresetMessageType; onClose: () => void };
type TValues = { Content: string };

/**
 * 添加文字模板 (E47, E48): one text of the caller's own, at most 500 characters. A refusal
 * (the 15 limit) is shown by the client with the server's words and the text stays.
 */
export function PresetTextAddDialog({ open, messageType, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const add = useAddPresetText();

  // The form instance outlives the dialog's content: every opening starts empty.
  useEffect(() => {
    if (open) form.setFieldsValue({ Content: '' });
  }, [open, form]);

  const submit = async ({ Content }: TValues) => {
    try {
      await add.mutateAsync({ Content: Content.trim(), MessageType: messageType });
      void message.success(t('presetTexts.added'));
      onClose();
    } catch {
      // Shown by the client; keep the text.
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('presetTexts.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={add.isPending}
      width={560}
      testId="preset-add-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="Content"
          rules={[
            { required: true, whitespace: true, message: t('presetTexts.contentRequired') },
            { max: PRESET_TEXT_MAX, message: t('presetTexts.contentTooLong') },
          ]}
        >
          <Input.TextArea
            rows={6}
            maxLength={PRESET_TEXT_MAX}
            showCount
            placeholder={t('presetTexts.contentPlaceholder')}
            aria-label={t('presetTexts.addTitle')}
            data-testid="preset-add-content"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
