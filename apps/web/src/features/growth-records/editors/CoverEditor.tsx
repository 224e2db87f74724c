import '../growthRecords.i18n';
import type { TItemsAnswer } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoSlot } from '../components/PhotoSlot';
import { RecordText } from '../components/RecordText';
import type { TEditorProps } from './editorTypes';

/** Type 1 (G20): the child's portrait for the cover (请上传头像) and a line in their words. */
export function CoverEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const [photo, words] = answer.List;
  const set = (i: number, Content: string) =>
    onChange({ List: answer.List.map((item, j) => (j === i ? { ...item, Content } : item)) });
  return (
    <div className="kg-rec-editor kg-cover-editor">
      <div className="kg-cover-editor__photo">
        <div className="kg-rec-text__label">{t('growthRecords.avatar')}</div>
        <PhotoSlot
          value={photo?.Content ?? ''}
          onChange={(path) => set(0, path)}
          label={t('growthRecords.avatar')}
          disabled={ctx.disabled}
          testId="cover-photo"
        />
      </div>
      <RecordText
        label={t('growthRecords.coverWords')}
        value={words?.Content ?? ''}
        onChange={(value) => set(1, value)}
        maxLength={100}
        rows={2}
        disabled={ctx.disabled}
        testId="cover-words"
      />
    </div>
  );
}
