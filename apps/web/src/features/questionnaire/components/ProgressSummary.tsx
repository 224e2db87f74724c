import '../questionnaire.i18n';
import type { TClassProgress } from '@kg/contracts';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** Per bank: how many of the class's children are done in the term. */
export function ProgressSummary({ progress }: { progress: TClassProgress }) {
  const { t } = useTranslation();
  const total = progress.Students.length;
  return (
    <section className="kg-qn-summary" aria-label={t('questionnaire.summaryTitle')} data-testid="qn-summary">
      {progress.Categories.map((bank) => {
        const done = progress.Students.filter((s) => s.DoneCateIds.includes(bank.Id)).length;
        return (
          <div key={bank.Id} className="kg-qn-summary__item" data-testid={`qn-summary-${bank.Id}`}>
            <div className="kg-qn-summary__head">
              <span className="kg-qn-summary__name">{bank.Name}</span>
              <span className="kg-qn-summary__count">
                {t('questionnaire.summaryChildren', { done, total })}
              </span>
            </div>
            <Progress
              percent={total ? Math.round((done / total) * 100) : 0}
              size="small"
              showInfo={false}
              status={total > 0 && done === total ? 'success' : 'normal'}
            />
            <span className="kg-qn-summary__questions">
              {t('questionnaire.questionCount', { count: bank.QuestionCount })}
            </span>
          </div>
        );
      })}
    </section>
  );
}
