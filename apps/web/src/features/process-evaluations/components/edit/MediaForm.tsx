import '../../processEvaluations.i18n';
import { CameraOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { PROCESS_MEDIA_MAX, VIDEO_MAX_MB } from '@kg/contracts';
import { Button, Progress } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { togglePhoto } from '../../processEdit.logic';
import { CloudPicker } from './CloudPicker';
import { MediaStrip } from './MediaStrip';
import type { TPageFormProps } from './PageForm';
import { ProcessText } from './ProcessText';
import { useMediaUpload } from './useMediaUpload';

/**
 * Type 3, a dimension's photos and videos (H23, H24): what the page holds, the child's album of
 * that dimension (or another) to tick from, direct uploads of photos and a video, at most nine
 * together, at least one to save; and the remark (H22, 500).
 */
export function MediaForm(props: TPageFormProps) {
  const { detail, draft, update, onRefuse, disabled, evaluation } = props;
  const { t } = useTranslation();
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload(props);
  const count = draft.images.length + draft.videos.length;

  const toggle = (path: string) => {
    const next = togglePhoto(draft, path);
    if (next.refused) onRefuse(next.refused);
    else update((d) => togglePhoto(d, path).draft);
  };

  return (
    <div className="kg-pe-form">
      <div className="kg-pe-form__line">
        <span className="kg-rec-text__label">{t('processEvaluations.edit.dimension')}</span>
        <span
          className={`kg-pe-dim kg-pe-dim--${detail.Dimension ?? 0} is-on is-static`}
          data-testid="process-media-dimension"
        >
          {detail.CateName || detail.Name}
        </span>
      </div>
      <section className="kg-pe-form__section">
        <div className="kg-pe-form__line">
          <span className="kg-rec-text__label" data-testid="process-media-count">
            {t('processEvaluations.edit.chosen', { count, max: PROCESS_MEDIA_MAX })}
          </span>
          <div className="kg-pe-form__buttons">
            <Button
              icon={<CameraOutlined />}
              onClick={() => photoInput.current?.click()}
              loading={upload.photosLeft > 0}
              disabled={disabled}
              data-testid="process-photo-pick"
            >
              {t(
                upload.photosLeft > 0
                  ? 'processEvaluations.edit.photoUploading'
                  : 'processEvaluations.edit.uploadPhoto',
              )}
            </Button>
            <Button
              icon={<VideoCameraAddOutlined />}
              onClick={() => videoInput.current?.click()}
              disabled={disabled || upload.videoPercent !== null}
              data-testid="process-video-pick"
            >
              {t('processEvaluations.edit.uploadVideo')}
            </Button>
          </div>
        </div>
        <MediaStrip
          images={draft.images}
          videos={draft.videos}
          pending={upload.photosLeft}
          disabled={disabled}
          empty={t('processEvaluations.edit.chosenEmpty')}
          onRemove={(path, kind) =>
            update((d) =>
              kind === 'image'
                ? { ...d, images: d.images.filter((p) => p !== path) }
                : { ...d, videos: d.videos.filter((p) => p !== path) },
            )
          }
        />
        {upload.videoPercent !== null && (
          <Progress
            percent={upload.videoPercent}
            status="active"
            format={(p) => t('processEvaluations.edit.videoUploading', { percent: p })}
            data-testid="process-video-progress"
          />
        )}
        <div className="kg-rec-text__hint">
          {t('processEvaluations.edit.videoHint', { max: PROCESS_MEDIA_MAX, mb: VIDEO_MAX_MB })}
        </div>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(e) => {
            void upload.pickPhotos(e.target.files);
            e.target.value = '';
          }}
          data-testid="process-photo-input"
        />
        <input
          ref={videoInput}
          type="file"
          accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
          hidden
          onChange={(e) => {
            void upload.pickVideo(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="process-video-input"
        />
      </section>
      <CloudPicker
        studentId={detail.StudentId}
        pageId={detail.Id}
        dimension={detail.Dimension}
        chosen={draft.images}
        onToggle={toggle}
        range={{ start: evaluation.StartDate, end: evaluation.EndDate }}
        disabled={disabled}
      />
      <ProcessText
        label={t('processEvaluations.edit.remark')}
        value={typeof draft.content === 'string' ? draft.content : ''}
        onChange={(content) => update((d) => ({ ...d, content }))}
        placeholder={t('processEvaluations.edit.remarkPlaceholder')}
        rows={4}
        disabled={disabled}
        testId="process-remark"
      />
    </div>
  );
}
