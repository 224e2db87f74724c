import '../healthExams.i18n';
import '../healthExams.css';
import type { TExamEvaluation } from '@kg/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_COLORS } from './examDraft';

/** The flags of an evaluation as coloured tags (正常 when none). */
export function FlagTags({ evaluation }: { evaluation: TExamEvaluation | null }) {
  const { t } = useTranslation();
  if (!evaluation) return <span className="kg-muted">{t('healthExams.notExamined')}</span>;
  if (evaluation.Flags.length === 0)
    return (
      <Tag color="green" bordered={false}>
        {t('healthExams.normal')}
      </Tag>
    );
  return (
    <span className="kg-exams-flags">
      {evaluation.Flags.map((f) => (
        <Tag key={f} color={FLAG_COLORS[f]} bordered={false} data-testid={`flag-${f}`}>
          {t(`healthExams.flag.${f}`)}
        </Tag>
      ))}
    </span>
  );
}

export const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

export function Change({ evaluation }: { evaluation: TExamEvaluation | null }) {
  const { t } = useTranslation();
  if (!evaluation) return null;
  if (evaluation.HeightChange === null && evaluation.WeightChange === null)
    return <span className="kg-muted">{t('healthExams.firstExam')}</span>;
  return (
    <span className="kg-exams-change" title={t('healthExams.changeSince', { date: evaluation.PreviousTime })}>
      <span>{signed(evaluation.HeightChange ?? 0)} cm</span>
      <span
        className={
          evaluation.WeightChange !== null && evaluation.WeightChange < 0 ? 'kg-exams-down' : undefined
        }
      >
        {signed(evaluation.WeightChange ?? 0)} kg
      </span>
    </span>
  );
}
