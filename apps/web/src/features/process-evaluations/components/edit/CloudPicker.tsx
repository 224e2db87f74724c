import '../../processEvaluations.i18n';
import '../../../child-photos/childPhotos.i18n';
import { CheckOutlined } from '@ant-design/icons';
import { PROCESS_DIMENSIONS, thumbnailPath } from '@kg/contracts';
import { Empty, Skeleton, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dimensionKey } from '../../../child-photos/components/dimensionText';
import { useCloudImages } from '../../processEdit.api';
import { samePath } from '../../processEdit.logic';

type TProps = {
  studentId: number;
  /** the page being edited: isCheck is about it (design Q5) */
  pageId: number;
  /** the page's own dimension (a photo page), shown first; null: the cover */
  dimension: number | null;
  chosen: readonly string[];
  onToggle: (path: string) => void;
  /** the entry's range, for 只看本时间段 ('' without one) */
  range: { start: string; end: string };
  disabled: boolean;
};

/**
 * The child's album as a picker (H24): the photos of one dimension (the page's first, a tap
 * switches to any of the six), newest first, ticked when on the page. Big square tiles, three
 * a row on a phone. With the entry's range, 只看本时间段 keeps the photos taken in it.
 */
export function CloudPicker({ studentId, pageId, dimension, chosen, onToggle, range, disabled }: TProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(dimension ?? PROCESS_DIMENSIONS[0].Id);
  const [onlyRange, setOnlyRange] = useState(false);
  const rangeId = useId();
  const photos = useCloudImages(studentId, shown, pageId);
  const inRange = (day: string) => !onlyRange || (day >= range.start && day <= range.end);
  const list = (photos.data?.data ?? []).filter((p) => inRange(p.TakenOn));
  const ticked = (path: string) => chosen.some((c) => samePath(c, path));

  return (
    <section className="kg-pe-picker" data-testid="process-picker">
      <div className="kg-pe-picker__head">
        <span className="kg-rec-text__label">{t('processEvaluations.edit.library')}</span>
        {range.start && (
          <span className="kg-pe-picker__range">
            <Switch
              id={rangeId}
              size="small"
              checked={onlyRange}
              onChange={setOnlyRange}
              data-testid="process-picker-range"
            />
            <label htmlFor={rangeId}>{t('processEvaluations.edit.onlyRange')}</label>
          </span>
        )}
      </div>
      <div className="kg-pe-dims" role="tablist" aria-label={t('processEvaluations.edit.dimension')}>
        {PROCESS_DIMENSIONS.map((d) => (
          <button
            key={d.Id}
            type="button"
            role="tab"
            aria-selected={shown === d.Id}
            className={`kg-pe-dim kg-pe-dim--${d.Id}${shown === d.Id ? ' is-on' : ''}`}
            onClick={() => setShown(d.Id)}
            data-testid={`process-picker-dimension-${d.Id}`}
          >
            {t(dimensionKey(d.Id))}
            {d.Id === dimension && (
              <span className="kg-pe-dim__own">{t('processEvaluations.edit.ownDimension')}</span>
            )}
          </button>
        ))}
      </div>
      {photos.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(
            onlyRange ? 'processEvaluations.edit.libraryEmptyRange' : 'processEvaluations.edit.libraryEmpty',
          )}
          data-testid="process-picker-empty"
        />
      ) : (
        <div className="kg-pe-picker__grid" data-testid="process-picker-grid">
          {list.map((photo) => {
            const on = ticked(photo.FileUrl);
            return (
              <button
                key={photo.FileUrl}
                type="button"
                className={`kg-pe-pick${on ? ' is-on' : ''}`}
                aria-pressed={on}
                onClick={() => onToggle(photo.FileUrl)}
                disabled={disabled}
                data-testid="process-picker-photo"
                data-file={photo.FileUrl}
                data-checked={photo.isCheck}
              >
                <img src={thumbnailPath(photo.FileUrl, 240)} alt={photo.TakenOn} loading="lazy" />
                <span className="kg-pe-pick__tick" aria-hidden>
                  <CheckOutlined />
                </span>
                {photo.TakenOn && <span className="kg-pe-pick__day">{photo.TakenOn.slice(5)}</span>}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
