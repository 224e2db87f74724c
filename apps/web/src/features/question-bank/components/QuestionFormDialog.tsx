import '../questionBank.i18n';
import {
  BankType,
  COMMON_SCOPE,
  NURSERY_SCOPE,
  ORDER_SORT_MAX,
  QUESTION_MAX,
  QUESTION_SCOPES,
  type TProcessQuestion,
} from '@kg/contracts';
import { App, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import type { TBankRef } from '../hooks/useCurrentBank';
import { saveFailureText, useSaveQuestion } from '../questionBank.api';

/** null: closed; 'new': add; a row: edit it. */
export type TQuestionDialogState = null | 'new' | TProcessQuestion;

type TValues = { gradeName: string; Question: string; OrderSort: number | null };

type TProps = { state: TQuestionDialogState; bank: TBankRef; onClose: () => void };

/**
 * 新增题目 / 编辑题目 (D09-D12). A nursery bank's questions are always 托班 (D06). A refusal
 * (a duplicate) shows the server's words and keeps the text; an exception shows 操作失败.
 */
export function QuestionFormDialog({ state, bank, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const save = useSaveQuestion();
  const editing = state !== null && state !== 'new' ? state : null;
  const nursery = bank.TypeId === BankType.nursery;

  // The form instance outlives the dialog's content: each opening writes every field.
  useEffect(() => {
    if (state === null) return;
    form.setFieldsValue(
      state === 'new'
        ? { gradeName: COMMON_SCOPE, Question: '', OrderSort: null }
        : { gradeName: state.GradeName, Question: state.Question, OrderSort: state.OrderSort },
    );
  }, [state, form]);

  const submit = async (values: TValues) => {
    const body = {
      Question: values.Question.trim(),
      OrderSort: values.OrderSort ?? 0,
      gradeName: nursery ? NURSERY_SCOPE : values.gradeName,
    };
    try {
      await save.mutateAsync(editing ? { ...body, Id: editing.Id } : { ...body, Name: bank.Name });
      void message.success(t(editing ? 'questionBank.updated' : 'questionBank.added'));
      onClose();
    } catch (error) {
      const text = saveFailureText(error, t('questionBank.failed'));
      if (text) void message.error(text);
    }
  };

  return (
    <FormDialog
      open={state !== null}
      title={t(editing ? 'questionBank.editTitle' : 'questionBank.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      width={560}
      testId="question-form-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={() => void message.warning(t('questionBank.incomplete'))}
        requiredMark
      >
        <div className="kg-form-row">
          <Form.Item label={t('questionBank.bankLabel')}>
            <Tag color="cyan" bordered={false} className="kg-qbank-form-tag" data-testid="question-form-bank">
              {bank.Name}
            </Tag>
          </Form.Item>
          {nursery ? (
            <Form.Item label={t('questionBank.colScope')} tooltip={t('questionBank.nurseryHint')}>
              <Tag
                color="orange"
                bordered={false}
                className="kg-qbank-form-tag"
                data-testid="question-form-scope"
              >
                {t(`questionBank.scope.${NURSERY_SCOPE}`)}
              </Tag>
            </Form.Item>
          ) : (
            <Form.Item name="gradeName" label={t('questionBank.colScope')}>
              <Select
                options={QUESTION_SCOPES.map((scope) => ({
                  value: scope,
                  label: t(`questionBank.scope.${scope}`),
                }))}
                data-testid="question-form-scope"
              />
            </Form.Item>
          )}
        </div>
        <Form.Item
          name="Question"
          label={t('questionBank.colQuestion')}
          rules={[{ required: true, whitespace: true, message: t('questionBank.questionRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={QUESTION_MAX}
            showCount
            placeholder={t('questionBank.questionPlaceholder')}
            data-testid="question-form-question"
          />
        </Form.Item>
        <Form.Item
          name="OrderSort"
          label={t('questionBank.colOrder')}
          extra={t('questionBank.orderHint')}
          rules={[{ required: true, message: t('questionBank.orderRequired') }]}
        >
          <InputNumber
            min={0}
            max={ORDER_SORT_MAX}
            precision={0}
            placeholder={t('questionBank.orderPlaceholder')}
            style={{ width: 180 }}
            data-testid="question-form-order"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
