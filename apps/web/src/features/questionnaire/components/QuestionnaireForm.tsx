import '../questionnaire.i18n';
import { InfoCircleOutlined, ReadOutlined, StarFilled } from '@ant-design/icons';
import { RATE_MAX, type TQuestionnaireInfo } from '@kg/contracts';
import { App, Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionnaire, useSubmitQuestionnaire } from '../questionnaire.api';
import { childrenOf } from '../questionnaireInfo';
import { useGoBack } from '../useGoBack';
import { BatchBanner } from './BatchBanner';
import { QuestionCard } from './QuestionCard';
import { QuestionnaireFrame, QuestionnaireProblem } from './QuestionnaireFrame';
import { QuestionnaireHeader } from './QuestionnaireHeader';
import { SuccessDialog } from './SuccessDialog';

/** The questionnaire itself: header, description, notice, numbered questions, submit. */
export function QuestionnaireForm({ info }: { info: TQuestionnaireInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const goBack = useGoBack();
  const query = useQuestionnaire(info);
  const submit = useSubmitQuestionnaire();
  const data = query.data;
  /** Answers changed on this page; the others are the saved ones. */
  const [changed, setChanged] = useState<Record<number, number>>({});
  const [succeeded, setSucceeded] = useState(false);
  // J08: state updates land after the click; this flag stops a second click at once.
  const sending = useRef(false);

  // J02: the server's own words, as a warning.
  useEffect(() => {
    if (query.error) void message.warning(query.error.message);
  }, [query.error, message]);

  if (query.isError) {
    return (
      <QuestionnaireProblem
        title={t('questionnaire.loadFailedTitle')}
        text={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const questions = data?.Questions ?? [];
  const answerOf = (id: number, saved: number) => changed[id] ?? saved;
  const answered = questions.filter((q) => answerOf(q.Id, q.value) > 0).length;
  const batch = childrenOf(info).length > 1;

  const send = async () => {
    if (!data || sending.current) return;
    if (answered === 0) {
      void message.warning(t('questionnaire.nothingAnswered'));
      return;
    }
    sending.current = true;
    try {
      await submit.mutateAsync({
        gradeId: data.GradeId,
        classId: data.ClassId,
        cateId: data.CateId,
        studentId: data.StudentId,
        cycleId: data.CycleId,
        content: questions.map((q) => ({ id: q.Id, value: answerOf(q.Id, q.value) || null })),
        studentIds: childrenOf(info),
      });
      // Saved: the flag stays up, nothing more is sent from this page.
      setSucceeded(true);
    } catch (error) {
      // J10: the refusal's own words; the answers stay on screen for another try.
      sending.current = false;
      void message.error((error as Error).message);
    }
  };

  return (
    <QuestionnaireFrame>
      <QuestionnaireHeader info={info} data={data} />
      {batch && (
        <BatchBanner
          info={info}
          classId={data?.ClassId ?? info.ClassId}
          cycleId={data?.CycleId ?? info.CycleId}
        />
      )}
      {!data ? (
        <div className="kg-qn-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <>
          {data.AnsweredAt && (
            <p className="kg-qn-answered" data-testid="qn-answered">
              {data.AnsweredBy
                ? t('questionnaire.answeredBefore', {
                    by: data.AnsweredBy,
                    at: dayjs(data.AnsweredAt).format('YYYY-MM-DD HH:mm'),
                  })
                : t('questionnaire.answeredBeforeNoName', {
                    at: dayjs(data.AnsweredAt).format('YYYY-MM-DD HH:mm'),
                  })}
            </p>
          )}
          {data.Description && (
            <section className="kg-qn-card kg-qn-description" data-testid="qn-description">
              <h2 className="kg-qn-card__title">
                <ReadOutlined /> {t('questionnaire.description')}
              </h2>
              <p>{data.Description}</p>
            </section>
          )}
          <p className="kg-qn-notice" data-testid="qn-notice">
            <InfoCircleOutlined className="kg-qn-notice__icon" />
            <span>{t('questionnaire.notice')}</span>
          </p>
          {questions.length === 0 ? (
            <p className="kg-qn-card kg-qn-empty">{t('questionnaire.noQuestions')}</p>
          ) : (
            <>
              <div className="kg-qn-listhead">
                <span>{t('questionnaire.questionCount', { count: questions.length })}</span>
                {!data.IsBaby && (
                  <span className="kg-qn-listhead__hint">
                    <StarFilled /> {t('questionnaire.starsHint', { max: RATE_MAX })}
                  </span>
                )}
              </div>
              <ol className="kg-qn-questions" data-testid="qn-questions">
                {questions.map((q, i) => (
                  <QuestionCard
                    key={q.Id}
                    index={i + 1}
                    question={q}
                    radios={data.IsBaby}
                    value={answerOf(q.Id, q.value)}
                    disabled={submit.isPending}
                    onChange={(value) => setChanged((c) => ({ ...c, [q.Id]: value }))}
                  />
                ))}
              </ol>
            </>
          )}
          <div className="kg-qn-footer">
            <span className="kg-qn-footer__progress" data-testid="qn-answered-count">
              {t('questionnaire.progress', { done: answered, total: questions.length })}
            </span>
            <Button
              type="primary"
              size="large"
              className="kg-qn-footer__submit"
              loading={submit.isPending}
              disabled={submit.isPending || questions.length === 0}
              onClick={() => void send()}
              data-testid="qn-submit"
            >
              {submit.isPending ? t('questionnaire.sending') : t('questionnaire.submit')}
            </Button>
          </div>
        </>
      )}
      <SuccessDialog open={succeeded} onOk={goBack} />
    </QuestionnaireFrame>
  );
}
