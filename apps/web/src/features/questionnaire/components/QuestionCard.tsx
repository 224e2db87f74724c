import '../questionnaire.i18n';
import { RATE_MAX, type TQuestionnaireQuestion, YES_NO_OPTIONS } from '@kg/contracts';
import { Radio, Rate } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = {
  index: number;
  question: TQuestionnaireQuestion;
  /** J06: yes/no radios for a nursery child, else stars */
  radios: boolean;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
};

/** J05: one numbered question with its answer. */
export function QuestionCard({ index, question, radios, value, onChange, disabled }: TProps) {
  const { t } = useTranslation();
  const labelId = `qn-q-${question.Id}`;
  /** 是/否 in the reader's language; any other option as the server wrote it. */
  const optionLabel = (option: { Option: string; Value: number }) => {
    const known = YES_NO_OPTIONS.find((o) => o.Option === option.Option && o.Value === option.Value);
    if (!known) return option.Option;
    return known.Value === YES_NO_OPTIONS[0].Value ? t('questionnaire.yes') : t('questionnaire.no');
  };
  return (
    <li
      className={`kg-qn-question${value ? ' kg-qn-question--answered' : ''}`}
      data-testid="qn-question"
      data-question-id={question.Id}
    >
      <p className="kg-qn-question__text" id={labelId}>
        <span className="kg-qn-question__no" data-testid="qn-question-no">
          {index}.
        </span>
        <span data-testid="qn-question-text">{question.Ex_Questions}</span>
      </p>
      {radios ? (
        <Radio.Group
          className="kg-qn-radios"
          aria-labelledby={labelId}
          optionType="button"
          buttonStyle="solid"
          size="large"
          value={value || undefined}
          disabled={disabled}
          onChange={(e) => onChange(Number(e.target.value))}
          options={question.Ex_AnswerList.map((o) => ({ value: o.Value, label: optionLabel(o) }))}
          data-testid="qn-radios"
        />
      ) : (
        <Rate
          className="kg-qn-rate"
          aria-labelledby={labelId}
          count={RATE_MAX}
          value={value}
          disabled={disabled}
          onChange={onChange}
          tooltips={Array.from({ length: RATE_MAX }, (_, i) => t('questionnaire.stars', { count: i + 1 }))}
          data-testid="qn-rate"
        />
      )}
    </li>
  );
}
