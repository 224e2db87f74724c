import '../growthRecords.i18n';
import type { TItemsAnswer } from '@kg/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TEditorProps } from './editorTypes';

/** Type 7 (G24): each exercise section with its picture and standard, and the child's result. */
export function ExerciseEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const set = (i: number, Value: string) =>
    onChange({ List: answer.List.map((item, j) => (j === i ? { ...item, Value } : item)) });
  return (
    <div className="kg-rec-editor kg-exercise-editor">
      {answer.List.map((section, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the module's sections, in its order
          key={i}
          className="kg-exercise-editor__section"
          data-testid={`exercise-${i}`}
        >
          {section.Images[0] ? (
            <img className="kg-exercise-editor__image" src={section.Images[0]} alt="" />
          ) : null}
          <div className="kg-exercise-editor__body">
            <div className="kg-exercise-editor__title">{section.Describe}</div>
            {section.Standard && (
              <div className="kg-rec-text__hint">
                {t('growthRecords.exerciseStandard', { value: section.Standard })}
              </div>
            )}
            <Input
              value={section.Value}
              maxLength={20}
              inputMode="decimal"
              addonBefore={t('growthRecords.exerciseValue')}
              addonAfter={section.unit || undefined}
              onChange={(e) => set(i, e.target.value)}
              disabled={ctx.disabled}
              data-testid={`exercise-${i}-value`}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
