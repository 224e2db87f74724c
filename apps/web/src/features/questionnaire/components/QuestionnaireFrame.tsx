import '../questionnaire.i18n';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';

/** The standalone page (no shell, no tab): a centered column on a soft background. */
export function QuestionnaireFrame({ children }: { children: ReactNode }) {
  return (
    <main className="kg-qn-page" data-testid="page-questionnaire">
      <div className="kg-qn-column">{children}</div>
    </main>
  );
}

/** A questionnaire that cannot be shown: what went wrong, and a way back (and maybe a retry). */
export function QuestionnaireProblem(props: { title: string; text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <QuestionnaireFrame>
      <div className="kg-qn-problem" data-testid="qn-problem">
        <Result
          status="warning"
          title={props.title}
          subTitle={<span data-testid="qn-problem-text">{props.text}</span>}
          extra={[
            <Button
              key="back"
              type="primary"
              size="large"
              icon={<ArrowLeftOutlined />}
              onClick={goBack}
              data-testid="qn-problem-back"
            >
              {t('questionnaire.back')}
            </Button>,
            props.onRetry && (
              <Button key="retry" size="large" onClick={props.onRetry} data-testid="qn-problem-retry">
                {t('questionnaire.retry')}
              </Button>
            ),
          ]}
        />
      </div>
    </QuestionnaireFrame>
  );
}
