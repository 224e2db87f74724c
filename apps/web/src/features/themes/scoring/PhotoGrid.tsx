import '../themes.i18n';
import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { THEME_PHOTOS_MAX, thumbnailPath } from '@kg/contracts';
import { App, Button, Image } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../../../api/upload';
import { useScoringText } from './scoring.api';
import { SCORING_PHOTO_ACCEPT, scoringPhotoAllowed } from './scoring.logic';

type TProps = {
  value: string[];
  onChange: (paths: string[]) => void;
  disabled?: boolean;
  testId: string;
};

/**
 * A block's photos (E40-E42): at most six; jpg, jpeg, png or bmp; a phone photo is scaled in
 * the browser first and refused only if it still passes 2 MB (D7). Several may be picked at once.
 */
export function PhotoGrid({ value, onChange, disabled, testId }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const text = useScoringText();

  const pick = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (value.length + files.length > THEME_PHOTOS_MAX) {
      void message.warning(text('tooManyPhotos'));
      return;
    }
    if (files.some((f) => !scoringPhotoAllowed(f.name))) {
      void message.warning(text('photoType'));
      return;
    }
    setBusy(files.length);
    const added: string[] = [];
    try {
      for (const file of files) added.push(await uploadPhoto(file, { sizeMessage: text('photoSize') }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(0);
      if (added.length) onChange([...value, ...added]);
    }
  };

  return (
    <div className="kg-photo-grid" data-testid={testId} data-count={value.length}>
      <Image.PreviewGroup>
        {value.map((path, i) => (
          <div key={path} className="kg-photo-grid__item">
            <Image
              src={thumbnailPath(path, 320)}
              preview={{ src: path }}
              alt={t('themes.scoring.photoAlt', { n: i + 1 })}
            />
            {!disabled && (
              <Button
                size="small"
                shape="circle"
                danger
                className="kg-photo-grid__remove"
                icon={<DeleteOutlined />}
                aria-label={t('themes.scoring.removePhoto', { n: i + 1 })}
                onClick={() => onChange(value.filter((p) => p !== path))}
                data-testid={`${testId}-remove-${i}`}
              />
            )}
          </div>
        ))}
      </Image.PreviewGroup>
      {!disabled && value.length < THEME_PHOTOS_MAX && (
        <button
          type="button"
          className="kg-photo-grid__add"
          disabled={busy > 0}
          onClick={() => input.current?.click()}
          data-testid={`${testId}-add`}
        >
          {busy > 0 ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{t('themes.scoring.addPhotos', { count: value.length, max: THEME_PHOTOS_MAX })}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={SCORING_PHOTO_ACCEPT}
        onChange={(e) => void pick([...(e.target.files ?? [])])}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}
