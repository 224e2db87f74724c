import '../themes.i18n';
import { THEME_DESCRIPTION_MAX } from '@kg/contracts';
import { App, Button, Card, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDescriptions, useThemeDescriptions } from '../themeContent.api';

type TProps = { themeId: number; title: string; locked: boolean; onDone: () => void };

/** E04-E06: one textarea per subject title (≤ 500, counted) and 确认; the server's msg, then back. */
export function DescriptionEditor({ themeId, title, locked, onDone }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ desc: Array<{ Title: string; Desc: string }> }>();
  const texts = useThemeDescriptions(themeId);
  const save = useSaveDescriptions();
  useEffect(() => {
    if (texts.data) form.setFieldsValue({ desc: texts.data });
  }, [texts.data, form]);

  const submit = async (values: { desc: Array<{ Title: string; Desc: string }> }) => {
    try {
      const answer = await save.mutateAsync({ ThemeId: themeId, desc: values.desc });
      void message.success(answer.msg);
      onDone();
    } catch {
      // Shown by the client; the texts stay as typed.
    }
  };

  if (texts.isPending) return <Skeleton active />;
  return (
    <Card className="kg-card" title={title} data-testid="theme-description-editor">
      <Form form={form} layout="vertical" onFinish={submit} disabled={locked}>
        {(texts.data ?? []).map((d, i) => (
          <div key={d.Title}>
            <Form.Item name={['desc', i, 'Title']} hidden>
              <Input />
            </Form.Item>
            <Form.Item name={['desc', i, 'Desc']} label={d.Title}>
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 12 }}
                maxLength={THEME_DESCRIPTION_MAX}
                showCount
                placeholder={t('themes.descriptionPlaceholder', { title: d.Title })}
                data-testid={`theme-description-${d.Title}`}
              />
            </Form.Item>
          </div>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="theme-description-confirm"
        >
          {t('themes.confirm')}
        </Button>
      </Form>
    </Card>
  );
}
