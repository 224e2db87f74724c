import '../../processEvaluations.i18n';
import { CameraOutlined } from '@ant-design/icons';
import { PROCESS_RECORDER_MAX } from '@kg/contracts';
import { Button, Input } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { togglePhoto } from '../../processEdit.logic';
import { CloudPicker } from './CloudPicker';
import { MediaStrip } from './MediaStrip';
import type { TPageFormProps } from './PageForm';
import { useMediaUpload } from './useMediaUpload';

/**
 * Type 1, 封面 (H21): the recorder (required, at most 30, printed on the handbook's cover) and
 * an optional cover photo, one: uploaded, or ticked in the child's album (a second replaces it).
 */
export function CoverForm(props: TPageFormProps) {
  const { detail, draft, update, disabled, evaluation } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload({ ...props, single: true });
  const recorder = typeof draft.content === 'string' ? draft.content : '';
  const id = useId();

  return (
    <div className="kg-pe-form">
      <div className="kg-rec-text kg-pe-form__field">
        <label htmlFor={id} className="kg-rec-text__label kg-pe-required">
          {t('processEvaluations.edit.recorder')}
        </label>
        <Input
          value={recorder}
          onChange={(e) => update((d) => ({ ...d, content: e.target.value }))}
          count={{ max: PROCESS_RECORDER_MAX, show: true }}
          placeholder={t('processEvaluations.edit.recorderPlaceholder')}
          disabled={disabled}
          size="large"
          id={id}
          data-testid="process-recorder"
        />
      </div>
      <section className="kg-pe-form__section">
        <div className="kg-pe-form__line">
          <span className="kg-rec-text__label">{t('processEvaluations.edit.coverPhoto')}</span>
          <Button
            icon={<CameraOutlined />}
            onClick={() => input.current?.click()}
            loading={upload.photosLeft > 0}
            disabled={disabled}
            data-testid="process-photo-pick"
          >
            {t('processEvaluations.edit.uploadPhoto')}
          </Button>
        </div>
        <MediaStrip
          images={draft.images}
          videos={[]}
          pending={upload.photosLeft}
          disabled={disabled}
          empty={t('processEvaluations.edit.coverPhotoHint')}
          onRemove={(path) => update((d) => ({ ...d, images: d.images.filter((p) => p !== path) }))}
        />
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            void upload.pickPhotos(e.target.files);
            e.target.value = '';
          }}
          data-testid="process-photo-input"
        />
      </section>
      <CloudPicker
        studentId={detail.StudentId}
        pageId={detail.Id}
        dimension={null}
        chosen={draft.images}
        onToggle={(path) => update((d) => togglePhoto(d, path, 1).draft)}
        range={{ start: evaluation.StartDate, end: evaluation.EndDate }}
        disabled={disabled}
      />
    </div>
  );
}
