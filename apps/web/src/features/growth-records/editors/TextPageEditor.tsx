import '../growthRecords.i18n';
import type { TEpilogueText, TItemsAnswer } from '@kg/contracts';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordText } from '../components/RecordText';
import { fetchEpilogues } from '../growthRecords.api';
import { item } from '../recordAnswers';
import type { TEditorProps } from './editorTypes';

/**
 * Types 10 and 2 (G21, DECISIONS 35): the epilogue the booklet ends with (请填写结语). What
 * the teachers wrote for this child in earlier terms is offered to build on (G35).
 */
export function TextPageEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const [earlier, setEarlier] = useState<TEpilogueText[]>([]);
  useEffect(() => {
    fetchEpilogues({ CustomerId: ctx.studentId, TempId: ctx.tempId, TeacherId: ctx.teacherId })
      .then(setEarlier)
      .catch(() => setEarlier([]));
  }, [ctx.studentId, ctx.tempId, ctx.teacherId]);
  const text = answer.List[0]?.Content ?? '';
  const set = (Content: string) =>
    onChange({
      List: answer.List.length
        ? answer.List.map((item, i) => (i === 0 ? { ...item, Content } : item))
        : [item('text', { Content })],
    });
  return (
    <div className="kg-rec-editor">
      <RecordText
        label={t('growthRecords.epilogue')}
        value={text}
        onChange={set}
        placeholder={t('growthRecords.epiloguePlaceholder')}
        rows={8}
        disabled={ctx.disabled}
        testId="epilogue-text"
      />
      {earlier.length > 0 && (
        <div className="kg-rec-editor__earlier" data-testid="earlier-epilogues">
          <span className="kg-rec-text__hint">{t('growthRecords.earlierEpilogues')}</span>
          {earlier.map((e) => (
            <Tag key={`${e.CycleName}${e.Content}`} title={e.Content} className="kg-rec-editor__earlier-tag">
              {e.CycleName} · {e.Content.slice(0, 16)}…
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
