import '../growthRecords.i18n';
import { ThunderboltOutlined } from '@ant-design/icons';
import { GROWTH_RECORD_MESSAGES as M, RECORD_TEXT_MAX, type TMonthAnswer } from '@kg/contracts';
import { App, Button, Input, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordText } from '../components/RecordText';
import { autoSummary } from '../growthRecords.api';
import { allScored, pointIdsOf } from '../recordAnswers';
import type { TEditorProps } from './editorTypes';
import { ObservationSheet } from './ObservationSheet';

/**
 * Type 5 (G17, G29, G30): every point as 经常/偶尔/从未, a note per domain if wanted, and the
 * month's summary, which 自动生成 writes from the scores once every point is scored.
 */
export function MonthlyObservationEditor({ answer, onChange, ctx }: TEditorProps<TMonthAnswer>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [writing, setWriting] = useState(false);
  const total = pointIdsOf(answer.dimensions).length;
  const done = answer.dimensions
    .flatMap((d) => d.info.flatMap((e) => e.info))
    .filter((p) => p.Value >= 1).length;

  const generate = async () => {
    if (!allScored(answer.dimensions)) {
      void message.warning(M.allScored);
      return;
    }
    setWriting(true);
    try {
      const CustomerSay = await autoSummary({
        StudentId: ctx.studentId,
        tempDetailId: ctx.detail.Id,
        answer: JSON.stringify(answer),
      });
      onChange({ ...answer, CustomerSay });
      void message.success(t('growthRecords.autoDone'));
    } catch {
      void message.warning(t('growthRecords.autoFailed'));
    } finally {
      setWriting(false);
    }
  };

  return (
    <div className="kg-rec-editor kg-rec-editor--month">
      <div className="kg-rec-editor__progress">
        <span>{t('growthRecords.scoredCount', { done, total })}</span>
        <Progress percent={total ? Math.round((done / total) * 100) : 0} showInfo={false} size="small" />
      </div>
      <ObservationSheet
        mode="frequency"
        dimensions={answer.dimensions}
        onChange={(dimensions) => onChange({ ...answer, dimensions })}
        disabled={ctx.disabled}
        footer={(d, i) => (
          <Input.TextArea
            className="kg-obs__note"
            value={d.Describe}
            maxLength={RECORD_TEXT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('growthRecords.domainNote', { name: d.Name })}
            onChange={(e) =>
              onChange({
                ...answer,
                dimensions: answer.dimensions.map((x, j) =>
                  j === i ? { ...x, Describe: e.target.value } : x,
                ),
              })
            }
            disabled={ctx.disabled}
            data-testid={`obs-note-${i}`}
          />
        )}
      />
      <div className="kg-rec-editor__summary">
        <label className="kg-rec-text__label" htmlFor="month-summary-title">
          {t('growthRecords.summaryTitle')}
        </label>
        <Input
          id="month-summary-title"
          value={answer.Title}
          maxLength={50}
          onChange={(e) => onChange({ ...answer, Title: e.target.value })}
          disabled={ctx.disabled}
          data-testid="month-summary-title"
        />
        <div className="kg-rec-editor__summary-head">
          <span className="kg-rec-text__label">{t('growthRecords.summary')}</span>
          <Button
            icon={<ThunderboltOutlined />}
            onClick={() => void generate()}
            loading={writing}
            disabled={ctx.disabled}
            data-testid="month-auto-summary"
          >
            {t('growthRecords.autoSummary')}
          </Button>
        </div>
        <RecordText
          value={answer.CustomerSay}
          onChange={(CustomerSay) => onChange({ ...answer, CustomerSay })}
          disabled={ctx.disabled}
          rows={5}
          testId="month-summary"
        />
      </div>
    </div>
  );
}
