import '../../processEvaluations.i18n';
import type { TTableAnswer } from '@kg/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableEditor } from '../../../growth-records/editors/TableEditor';
import { useProcessQuestions } from '../../processEdit.api';
import type { TPageFormProps } from './PageForm';

/**
 * Type 4, 观察记录表 (H26): growth records' table editor (labels of at most 10 characters, empty
 * ones go back to 姓名/内容/观察日期/记录人 on save; the four rows), with the questions of a
 * process question bank offered for 内容 (Q6).
 */
export function TableForm({ detail, update, disabled, answer }: TPageFormProps & { answer: TTableAnswer }) {
  const { t } = useTranslation();
  const [bank, setBank] = useState(detail.Banks[0] ?? '');
  const questions = useProcessQuestions(detail.StudentId, bank);
  return (
    <div className="kg-pe-form">
      {detail.Banks.length > 0 ? (
        <div className="kg-pe-form__line">
          <span className="kg-rec-text__label">{t('processEvaluations.edit.bank')}</span>
          <Select
            className="kg-pe-form__bank"
            value={bank}
            options={detail.Banks.map((name) => ({ value: name, label: name }))}
            onChange={setBank}
            disabled={disabled}
            data-testid="process-table-bank"
          />
          <span className="kg-rec-text__hint">{t('processEvaluations.edit.suggestionsHint')}</span>
        </div>
      ) : (
        <div className="kg-rec-text__hint">{t('processEvaluations.edit.bankNone')}</div>
      )}
      <div className="kg-rec-text__hint">{t('processEvaluations.edit.tableTitleHint')}</div>
      <TableEditor
        answer={answer}
        onChange={(next) => update((d) => ({ ...d, content: next }))}
        ctx={{ disabled, contentSuggestions: questions.data ?? [] }}
      />
    </div>
  );
}
