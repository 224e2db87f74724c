import '../childPhotos.i18n';
import { CheckOutlined, LockOutlined } from '@ant-design/icons';
import { ChildPhotoSource, type TChildPhoto, thumbnailPath } from '@kg/contracts';
import { Image, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoDay } from '../childPhotos.logic';
import { dimensionKey, sourceKey } from './dimensionText';

type TProps = {
  photo: TChildPhoto;
  selected: boolean;
  /** absent: the caller may not tag or delete, so nothing is selectable */
  onToggle?: () => void;
};

/**
 * One photo of the album: the picture (a click shows it large), a select circle, its dimension,
 * the children it shows and its day; a derived photo says where it comes from and is locked
 * against deletion (it belongs to its record).
 */
export function PhotoTile({ photo, selected, onToggle }: TProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const names = photo.Students.map((s) => s.Name).join('、');
  const derived = photo.Source !== ChildPhotoSource.library;
  return (
    <figure
      className={`kg-cp-tile${selected ? ' is-selected' : ''}`}
      data-testid="photo-tile"
      data-file={photo.FileUrl}
      data-source={photo.Source}
      data-dimension={photo.Dimension}
    >
      <div className="kg-cp-tile__picture">
        {broken ? (
          <div className="kg-cp-tile__broken" />
        ) : (
          <Image
            src={thumbnailPath(photo.FileUrl, 480)}
            preview={{ src: photo.FileUrl }}
            alt={names ? t('childPhotos.photoAlt', { names }) : t(dimensionKey(photo.Dimension))}
            onError={() => setBroken(true)}
          />
        )}
        {onToggle && (
          <button
            type="button"
            className="kg-cp-tile__select"
            aria-pressed={selected}
            aria-label={t('childPhotos.select')}
            onClick={onToggle}
            data-testid="photo-select"
          >
            <CheckOutlined />
          </button>
        )}
        {derived && (
          <Tooltip title={t('childPhotos.derivedHint')}>
            <span className="kg-cp-tile__source" data-testid="photo-source">
              <LockOutlined /> {t(sourceKey(photo.Source))}
            </span>
          </Tooltip>
        )}
      </div>
      <figcaption className="kg-cp-tile__caption">
        <span className={`kg-cp-badge kg-cp-dim--${photo.Dimension}`} data-testid="photo-dimension">
          {t(dimensionKey(photo.Dimension))}
        </span>
        <span
          className={`kg-cp-tile__names${names ? '' : ' is-empty'}`}
          data-testid="photo-children"
          title={names}
        >
          {names || t('childPhotos.untagged')}
        </span>
        <span className="kg-cp-tile__day">{photoDay(photo)}</span>
      </figcaption>
    </figure>
  );
}
