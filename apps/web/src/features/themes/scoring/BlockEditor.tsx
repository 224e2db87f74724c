import '../themes.i18n';
import {
  blockTakesPhotos,
  blockTakesText,
  PresetMessageType,
  THEME_COMMENT_MAX,
  type TThemeEvaluationEntry,
} from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { PresetTextArea } from '../../../components/preset-texts/PresetTextArea';
import { PhotoGrid } from './PhotoGrid';

type TBlock = TThemeEvaluationEntry['secondDescResults'][number];
type TProps = {
  block: TBlock;
  text: string;
  images: string[];
  disabled?: boolean;
  onText: (text: string) => void;
  onImages: (images: string[]) => void;
};

/** E29-E31: a second-description block: its title, photos (types 2, 4) and words (types 3, 4). */
export function BlockEditor({ block, text, images, disabled, onText, onImages }: TProps) {
  const { t } = useTranslation();
  const id = block.Eval_ThemeQuestionId;
  return (
    <section className="kg-block" data-testid={`block-${id}`}>
      <h4 className="kg-block__title">{block.Title}</h4>
      {blockTakesPhotos(block.QuestionType) && (
        <PhotoGrid value={images} onChange={onImages} disabled={disabled} testId={`block-${id}-photos`} />
      )}
      {blockTakesText(block.QuestionType) && (
        <div className="kg-block__words">
          <span className="kg-block__label" id={`block-${id}-label`}>
            {block.Label}
          </span>
          <PresetTextArea
            messageType={PresetMessageType.theme}
            value={text}
            onChange={onText}
            maxLength={THEME_COMMENT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            disabled={disabled}
            placeholder={t('themes.scoring.wordsPlaceholder', { label: block.Label })}
            pickerTestId={`block-${id}-preset`}
            aria-labelledby={`block-${id}-label`}
            data-testid={`block-${id}-text`}
          />
        </div>
      )}
    </section>
  );
}
