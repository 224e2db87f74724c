import '../../processEvaluations.i18n';
import { CloseOutlined, LoadingOutlined, PlayCircleFilled } from '@ant-design/icons';
import { thumbnailPath } from '@kg/contracts';
import { useTranslation } from 'react-i18next';

type TProps = {
  images: readonly string[];
  videos: readonly string[];
  /** files still on their way: a placeholder each */
  pending: number;
  onRemove: (path: string, kind: 'image' | 'video') => void;
  disabled: boolean;
  empty: string;
};

/**
 * What the page holds now, in order (H23): photos, then videos (played on screen), each with a
 * big 移除 target; placeholders for uploads still on their way.
 */
export function MediaStrip({ images, videos, pending, onRemove, disabled, empty }: TProps) {
  const { t } = useTranslation();
  if (images.length + videos.length + pending === 0)
    return (
      <div className="kg-pe-strip kg-pe-strip--empty kg-muted" data-testid="process-media-empty">
        {empty}
      </div>
    );
  const remove = (path: string, kind: 'image' | 'video') => (
    <button
      type="button"
      className="kg-pe-strip__remove"
      aria-label={t('processEvaluations.edit.remove')}
      title={t('processEvaluations.edit.remove')}
      onClick={() => onRemove(path, kind)}
      disabled={disabled}
      data-testid="process-media-remove"
    >
      <CloseOutlined />
    </button>
  );
  return (
    <div className="kg-pe-strip" data-testid="process-media">
      {images.map((path) => (
        <figure
          key={path}
          className="kg-pe-strip__item"
          data-testid="process-media-item"
          data-kind="image"
          data-file={path}
        >
          <img src={thumbnailPath(path, 240)} alt={t('processEvaluations.edit.photo')} />
          {remove(path, 'image')}
        </figure>
      ))}
      {videos.map((path) => (
        <figure
          key={path}
          className="kg-pe-strip__item"
          data-testid="process-media-item"
          data-kind="video"
          data-file={path}
        >
          <video src={path} preload="metadata" muted playsInline />
          <PlayCircleFilled className="kg-pe-strip__play" />
          {remove(path, 'video')}
        </figure>
      ))}
      {Array.from({ length: pending }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="kg-pe-strip__item is-pending" data-testid="process-media-pending">
          <LoadingOutlined />
        </div>
      ))}
    </div>
  );
}
