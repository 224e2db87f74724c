import '../../processEvaluations.i18n';
import { useTranslation } from 'react-i18next';
import type { TPageFormProps } from './PageForm';
import { ProcessText } from './ProcessText';

/** Type 2, 寄语 (H22): the teacher's words to the child, up to 500 characters; may stay empty. */
export function MessageForm({ detail, draft, update, disabled }: TPageFormProps) {
  const { t } = useTranslation();
  return (
    <div className="kg-pe-form">
      <ProcessText
        label={detail.Name}
        value={typeof draft.content === 'string' ? draft.content : ''}
        onChange={(content) => update((d) => ({ ...d, content }))}
        placeholder={t('processEvaluations.edit.messagePlaceholder')}
        rows={8}
        disabled={disabled}
        testId="process-message"
      />
    </div>
  );
}
