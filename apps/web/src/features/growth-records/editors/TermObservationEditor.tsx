import '../growthRecords.i18n';
import type { TTermAnswer } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TTextKey } from '../../../locales/resources';
import { RecordText } from '../components/RecordText';
import type { TEditorProps } from './editorTypes';
import { ObservationSheet } from './ObservationSheet';

const HINTS: Record<string, TTextKey> = {
  故事描述: 'growthRecords.storyHint',
  分析: 'growthRecords.analysisHint',
  支持: 'growthRecords.supportHint',
};

/** Type 4 (G19, G26, G28): the sheet scored in stars, then 故事描述, 分析, 支持. */
export function TermObservationEditor({ answer, onChange, ctx }: TEditorProps<TTermAnswer>) {
  const { t } = useTranslation();
  return (
    <div className="kg-rec-editor kg-rec-editor--term">
      <div className="kg-rec-editor__hint">{t('growthRecords.scoreHint')}</div>
      <ObservationSheet
        mode="stars"
        dimensions={answer.dimensions}
        onChange={(dimensions) => onChange({ ...answer, dimensions })}
        disabled={ctx.disabled}
      />
      <div className="kg-rec-editor__writes">
        {answer.cycleWrites.map((w, i) => (
          <RecordText
            key={w.Title}
            label={w.Title}
            hint={HINTS[w.Title] ? t(HINTS[w.Title]!) : undefined}
            value={w.Desc}
            onChange={(Desc) =>
              onChange({
                ...answer,
                cycleWrites: answer.cycleWrites.map((x, j) => (j === i ? { ...x, Desc } : x)),
              })
            }
            disabled={ctx.disabled}
            testId={`cycle-write-${i}`}
          />
        ))}
      </div>
    </div>
  );
}
