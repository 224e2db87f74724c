import '../questionnaire.i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { QuestionnaireProblem } from '../components/QuestionnaireFrame';
import { readQuestionnaireInfo } from '../questionnaireInfo';
import '../questionnaire.css';

/** Screen 19, J01-J10: one bank's questions for a child (or several, the same answers), no shell. */
export default function QuestionnairePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const info = useMemo(() => readQuestionnaireInfo(search), [search]);
  if (!info) {
    return (
      <QuestionnaireProblem title={t('questionnaire.badLinkTitle')} text={t('questionnaire.badLinkText')} />
    );
  }
  // A new link is a new questionnaire: nothing typed for the previous one carries over.
  return <QuestionnaireForm key={search} info={info} />;
}
