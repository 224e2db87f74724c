import '../questionnaire.i18n';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TQuestionnaire, TQuestionnaireInfo } from '@kg/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';

/** The soft band on top: the child's name, class, term and the bank being answered. */
export function QuestionnaireHeader({ info, data }: { info: TQuestionnaireInfo; data?: TQuestionnaire }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const name = data?.StudentName ?? info.StudentName;
  const meta = [data?.ClassName, data?.CycleName].filter(Boolean);
  return (
    <header className="kg-qn-header" data-testid="qn-header">
      <Button
        type="text"
        className="kg-qn-header__back"
        icon={<ArrowLeftOutlined />}
        onClick={goBack}
        data-testid="qn-back"
      >
        {t('questionnaire.back')}
      </Button>
      <div className="kg-qn-header__main">
        <span className="kg-qn-header__avatar" aria-hidden>
          {[...name.trim()].at(-1) ?? ''}
        </span>
        <div className="kg-qn-header__text">
          <h1 className="kg-qn-header__name" data-testid="qn-child">
            {name}
          </h1>
          {meta.length > 0 && (
            <p className="kg-qn-header__meta" data-testid="qn-meta">
              {meta.join(' · ')}
            </p>
          )}
        </div>
        <span className="kg-qn-header__bank" data-testid="qn-bank">
          {data?.CateName ?? info.CateName}
        </span>
      </div>
    </header>
  );
}
