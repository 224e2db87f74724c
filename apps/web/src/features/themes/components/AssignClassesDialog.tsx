import '../themes.i18n';
import type { TThemeRow } from '@kg/contracts';
import { App, Checkbox, Empty, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useClassOptions } from '../../school/school.api';
import { useSetThemeClasses } from '../themes.api';

type TProps = { theme: TThemeRow | null; onClose: () => void };

/** 分配班级: the grade's classes the theme is given to; a class with evaluations stays ticked. */
export function AssignClassesDialog({ theme, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ ClassIds: number[] }>();
  const save = useSetThemeClasses();
  const options = useClassOptions(theme?.StudyYearId, theme?.GradeId);
  const scored = new Set(theme?.Classes.filter((c) => c.Scored > 0).map((c) => c.ClassId));
  const classes = (options.data ?? []).filter((c) => c.Id !== 0);
  useEffect(() => {
    if (theme) form.setFieldsValue({ ClassIds: theme.Classes.map((c) => c.ClassId) });
  }, [theme, form]);

  const submit = async ({ ClassIds }: { ClassIds: number[] }) => {
    if (!theme) return;
    try {
      await save.mutateAsync({ Id: theme.Id, ClassIds });
      void message.success(t('success.operate'));
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the choice.
    }
  };

  return (
    <FormDialog
      open={theme !== null}
      title={`${t('themes.assignTitle')} · ${theme?.Title ?? ''}`}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      loading={options.isPending}
      testId="theme-assign-dialog"
    >
      <p className="kg-muted">{t('themes.classesHint')}</p>
      <Form form={form} onFinish={submit}>
        {classes.length === 0 && !options.isPending ? (
          <Empty description={t('themes.noGradeClasses')} />
        ) : (
          <Form.Item name="ClassIds" noStyle>
            <Checkbox.Group
              className="kg-themes__class-choice"
              options={classes.map((c) => ({ value: c.Id, label: c.Name, disabled: scored.has(c.Id) }))}
            />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
