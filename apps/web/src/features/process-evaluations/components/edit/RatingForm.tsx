import '../../processEvaluations.i18n';
import type { TRatingAnswer } from '@kg/contracts';
import { App, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingEditor } from '../../../growth-records/editors/RatingEditor';
import { fetchQuestions, useTableHeader } from '../../processEdit.api';
import { ratingRowsOf, ratingTitleOf, ratingTouched } from '../../processEdit.logic';
import type { TPageFormProps } from './PageForm';

/** The value a moment after it stopped changing (the header line follows the title as typed). */
function useSettled<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Type 5, 表现评价表 (H25, Q6): the printed header line (the server's, for the title), a 题库分类
 * that fills the rows from the bank's questions and titles the table `{bank}表现评价表`, and
 * growth records' rating editor (10 blank rows to start; rows left without a behaviour are
 * dropped on save, and a table with none is refused with 请编辑表格 before any request).
 */
export function RatingForm({ detail, update, disabled, answer }: TPageFormProps & { answer: TRatingAnswer }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [bank, setBank] = useState<string | undefined>(undefined);
  /** a bank's questions are on their way: the picker waits, so one choice is one request */
  const [asking, setAsking] = useState(false);
  /** the table as it is now: the questions arrive after later edits (a star, a typed row) */
  const latest = useRef(answer);
  latest.current = answer;
  const title = useSettled(answer.title.trim());
  const header = useTableHeader(detail.StudentId, title);

  const fill = (name: string, questions: string[]) => {
    setBank(name);
    if (questions.length === 0) void message.info(t('processEvaluations.edit.bankEmpty'));
    update((d) => ({ ...d, content: { title: ratingTitleOf(name), List: ratingRowsOf(questions) } }));
  };

  const choose = async (name: string) => {
    let questions: string[];
    setAsking(true);
    try {
      questions = await fetchQuestions(detail.StudentId, name);
    } catch {
      return; // said by the client; the table stays as it is
    } finally {
      setAsking(false);
    }
    if (!ratingTouched(latest.current)) {
      fill(name, questions);
      return;
    }
    modal.confirm({
      title: t('processEvaluations.edit.replaceTitle', { bank: name }),
      content: t('processEvaluations.edit.replaceHint'),
      okText: t('processEvaluations.edit.replaceOk'),
      okButtonProps: { 'data-testid': 'process-bank-replace' },
      onOk: () => fill(name, questions),
    });
  };

  return (
    <div className="kg-pe-form">
      <div className="kg-pe-headerline" data-testid="process-rating-header">
        <span className="kg-rec-text__label">{t('processEvaluations.edit.headerLine')}</span>
        <span className="kg-pe-headerline__text">{header.data ?? ''}</span>
      </div>
      {detail.Banks.length > 0 ? (
        <div className="kg-pe-form__line">
          <span className="kg-rec-text__label">{t('processEvaluations.edit.bank')}</span>
          <Select
            className="kg-pe-form__bank"
            value={bank}
            placeholder={t('processEvaluations.edit.bankPlaceholder')}
            options={detail.Banks.map((name) => ({ value: name, label: name }))}
            onChange={(name: string) => void choose(name)}
            disabled={disabled || asking}
            loading={asking}
            data-testid="process-rating-bank"
          />
          <span className="kg-rec-text__hint">{t('processEvaluations.edit.bankFillHint')}</span>
        </div>
      ) : (
        <div className="kg-rec-text__hint">{t('processEvaluations.edit.bankNone')}</div>
      )}
      <RatingEditor
        answer={answer}
        onChange={(next) => update((d) => ({ ...d, content: next }))}
        ctx={{ disabled }}
      />
      <div className="kg-rec-text__hint">{t('processEvaluations.edit.ratingHint')}</div>
    </div>
  );
}
