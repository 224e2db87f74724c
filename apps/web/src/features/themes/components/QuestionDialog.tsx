import '../themes.i18n';
import {
  THEME_CONTENT_MESSAGES as M,
  THEME_DESCRIBE_MAX,
  ThemeQuestionType,
  type TThemeQuestion,
  type TThemeQuestionType,
} from '@kg/contracts';
import { App, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSaveThemeQuestion, useThemeKeywords } from '../themeContent.api';

type TValues = { keyWordsId: number; describe: string; sort: number; questionType: TThemeQuestionType };
type TProps = {
  /** 'new', a question to edit, or null (closed) */
  state: 'new' | TThemeQuestion | null;
  themeId: number;
  detailId: number;
  /** the next sort value for a new question */
  nextSort: number;
  secondDemos: Array<{ Value: number; Name: string }>;
  onClose: () => void;
};

/** E09-E13: keyword, description, sort and answer type of one question. */
export function QuestionDialog({ state, themeId, detailId, nextSort, secondDemos, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const keywords = useThemeKeywords(detailId);
  const save = useSaveThemeQuestion();
  const editing = state !== null && state !== 'new' ? state : null;
  useEffect(() => {
    if (state === 'new') form.setFieldsValue({ sort: nextSort, questionType: ThemeQuestionType.none });
    else if (state)
      form.setFieldsValue({
        keyWordsId: state.KeyWordsId,
        describe: state.Describe,
        sort: state.Sort,
        questionType: state.QuestionType as TThemeQuestionType,
      });
  }, [state, nextSort, form]);

  const submit = async (values: TValues) => {
    try {
      await save.mutateAsync({
        themeQuestionId: editing?.ThemeQuestionId ?? 0,
        eval_ThemeDetailId: detailId,
        themeId,
        keyWordsId: values.keyWordsId,
        keyWords: keywords.data?.find((k) => k.Id === values.keyWordsId)?.Name,
        describe: values.describe,
        sort: values.sort,
        questionType: values.questionType,
      });
      void message.success(t(editing ? 'success.update' : 'success.add'));
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the input.
    }
  };

  return (
    <FormDialog
      open={state !== null}
      title={t(editing ? 'themes.questionEditTitle' : 'themes.questionAddTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      testId="theme-question-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="keyWordsId"
          label={t('themes.keyword')}
          rules={[{ required: true, message: M.keywordRequired }]}
        >
          <Select
            placeholder={t('themes.keywordPlaceholder')}
            loading={keywords.isPending}
            options={(keywords.data ?? []).map((k) => ({ value: k.Id, label: `${k.Domain} · ${k.Name}` }))}
            data-testid="theme-question-keyword"
          />
        </Form.Item>
        <Form.Item
          name="describe"
          label={t('themes.describe')}
          rules={[
            { required: true, whitespace: true, message: M.describeRequired },
            { max: THEME_DESCRIBE_MAX, message: M.describeTooLong },
          ]}
        >
          <Input.TextArea
            rows={2}
            maxLength={THEME_DESCRIBE_MAX}
            showCount
            placeholder={t('themes.describePlaceholder')}
            data-testid="theme-question-describe"
          />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('themes.sort')}
          rules={[{ required: true, type: 'integer', message: M.sortRequired }]}
        >
          <InputNumber min={0} max={9999} precision={0} data-testid="theme-question-sort" />
        </Form.Item>
        <Form.Item
          name="questionType"
          label={t('themes.questionType')}
          extra={t('themes.questionTypeHint')}
          rules={[{ required: true, message: M.typeRequired }]}
        >
          <Radio.Group
            options={secondDemos.map((d) => ({ value: d.Value, label: d.Name }))}
            data-testid="theme-question-type"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
