import '../themes.i18n';
import type { TThemeRow, TThemeTerm } from '@kg/contracts';
import { App, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useUpdateTheme } from '../themes.api';
import { ThemeFields, type TThemeFieldValues, toThemeForm } from './ThemeFields';

type TProps = { theme: TThemeRow | null; term?: TThemeTerm; onClose: () => void };

/** 编辑主题: name, dates within its term, aim. */
export function EditThemeDialog({ theme, term, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TThemeFieldValues>();
  const update = useUpdateTheme();
  useEffect(() => {
    if (theme)
      form.setFieldsValue({
        Title: theme.Title,
        Range: [dayjs(theme.StartDate), dayjs(theme.EndDate)],
        Aim: theme.Aim,
      });
  }, [theme, form]);

  const submit = async (values: TThemeFieldValues) => {
    if (!theme) return;
    try {
      await update.mutateAsync({ Id: theme.Id, ...toThemeForm(values) });
      void message.success(t('success.update'));
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the input.
    }
  };

  return (
    <FormDialog
      open={theme !== null}
      title={t('themes.editTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={update.isPending}
      testId="theme-edit-dialog"
      guardEdits
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <ThemeFields term={term} />
      </Form>
    </FormDialog>
  );
}
