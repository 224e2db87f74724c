import '../growthRecords.i18n';
import { plateById, plateTextLimit, type TItemsAnswer } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoSlot } from '../components/PhotoSlot';
import { RecordText } from '../components/RecordText';
import type { TEditorProps } from './editorTypes';
import { PlatePreview } from './PlatePreview';

/** Replaces the n-th item of a type (image or text) in an item list. */
export function setNth(
  answer: TItemsAnswer,
  type: 'image' | 'text',
  n: number,
  Content: string,
): TItemsAnswer {
  let seen = -1;
  return {
    List: answer.List.map((item) => {
      if (item.Type !== type) return item;
      seen += 1;
      return seen === n ? { ...item, Content } : item;
    }),
  };
}

/**
 * Type 6 (G18, G36, G37): the plate as it will print, beside one photo picker per image box
 * (in the order they fill the page) and a text area per text box with the box's own limit.
 */
export function PlateEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const plate = plateById(ctx.detail.PlateId);
  const images = answer.List.filter((i) => i.Type === 'image');
  const texts = answer.List.filter((i) => i.Type === 'text');
  return (
    <div className="kg-rec-editor kg-plate-editor" data-testid={`plate-editor-${ctx.detail.PlateId}`}>
      <PlatePreview
        plateId={ctx.detail.PlateId}
        background={ctx.detail.BackCoverImg}
        title={ctx.detail.Title}
        answer={answer}
      />
      <div className="kg-plate-editor__fields">
        <div className="kg-rec-text__label">{t('growthRecords.photo')}</div>
        <div className="kg-plate-editor__photos">
          {images.map((image, n) => {
            return (
              <PhotoSlot
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are the plate's fixed boxes
                key={n}
                value={image.Content}
                onChange={(path) => onChange(setNth(answer, 'image', n, path))}
                label={t('growthRecords.photoSlot', { n: n + 1 })}
                aspect={1}
                disabled={ctx.disabled}
                testId={`plate-photo-${n}`}
              />
            );
          })}
        </div>
        {texts.map((text, n) => (
          <RecordText
            // biome-ignore lint/suspicious/noArrayIndexKey: the text boxes are the plate's fixed boxes
            key={n}
            label={texts.length > 1 ? `${t('growthRecords.words')} ${n + 1}` : t('growthRecords.words')}
            value={text.Content}
            onChange={(value) => onChange(setNth(answer, 'text', n, value))}
            maxLength={plate?.texts[n] ? plateTextLimit(plate.texts[n]!) : undefined}
            placeholder={t('growthRecords.wordsPlaceholder')}
            rows={3}
            disabled={ctx.disabled}
            testId={`plate-text-${n}`}
          />
        ))}
      </div>
    </div>
  );
}
