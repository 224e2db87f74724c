import '../growthRecords.i18n';
import type { TItemsAnswer, TStudentPhysical } from '@kg/contracts';
import { Alert, Input, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPhysical } from '../growthRecords.api';
import { withPhysical } from '../recordAnswers';
import type { TEditorProps } from './editorTypes';

/**
 * Type 8 (G23, G33): the exam items, filled from the child's latest exam (or the previous
 * 体检记录 page) where still empty, each editable: a value with its unit or 正常/异常.
 */
export function PhysicalEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const [exam, setExam] = useState<TStudentPhysical | null | undefined>(undefined);
  const filled = useRef(false);
  useEffect(() => {
    fetchPhysical(ctx.studentId)
      .then(setExam)
      .catch(() => setExam(null));
  }, [ctx.studentId]);
  useEffect(() => {
    if (!exam || filled.current || ctx.disabled) return;
    filled.current = true;
    const next = withPhysical(answer.List, exam);
    if (JSON.stringify(next) !== JSON.stringify(answer.List)) onChange({ List: next });
  }, [exam, answer, onChange, ctx.disabled]);

  const set = (i: number, Value: string) =>
    onChange({ List: answer.List.map((item, j) => (j === i ? { ...item, Value } : item)) });
  return (
    <div className="kg-rec-editor kg-physical-editor">
      {exam === null && <Alert type="info" showIcon title={t('growthRecords.physicalNone')} />}
      {exam && (
        <Alert
          type="success"
          showIcon
          title={t('growthRecords.physicalFrom', { source: exam.Source, time: exam.Time })}
          data-testid="physical-prefilled"
        />
      )}
      <div className="kg-physical-editor__rows">
        {answer.List.map((row, i) => (
          <div key={row.Describe} className="kg-physical-editor__row" data-testid={`physical-${i}`}>
            <span className="kg-physical-editor__name">{row.Describe}</span>
            {row.topicType === 'radio' ? (
              <Radio.Group
                optionType="button"
                value={row.Value || undefined}
                onChange={(e) => set(i, e.target.value as string)}
                options={[
                  { value: '1', label: t('growthRecords.normal') },
                  { value: '0', label: t('growthRecords.abnormal') },
                ]}
                disabled={ctx.disabled}
              />
            ) : (
              <Input
                value={row.Value}
                maxLength={20}
                inputMode="decimal"
                addonAfter={row.unit || undefined}
                onChange={(e) => set(i, e.target.value)}
                disabled={ctx.disabled}
                data-testid={`physical-${i}-value`}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
