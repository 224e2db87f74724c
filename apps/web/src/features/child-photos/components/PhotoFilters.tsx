import '../childPhotos.i18n';
import { CHILD_PHOTO_DIMENSIONS, ChildPhotoSource, type TChildPhotoPage } from '@kg/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPhotoFilters } from '../childPhotos.logic';
import { dimensionKey, sourceKey } from './dimensionText';

const ALL = 'all';
const SOURCES = Object.values(ChildPhotoSource);

type TProps = {
  album: TChildPhotoPage;
  value: TPhotoFilters;
  onChange: (filters: TPhotoFilters) => void;
};

/** The album's filters: a child (searchable), a dimension (未分类 too) and a source, each with its count. */
export function PhotoFilters({ album, value, onChange }: TProps) {
  const { t } = useTranslation();
  const count = (n: number | undefined) => ` (${n ?? 0})`;
  const pick = (v: string | number) => (v === ALL ? undefined : Number(v));
  return (
    <div className="kg-cp-filters">
      <Select
        className="kg-cp-filter kg-cp-filter--child"
        value={value.StudentId ?? ALL}
        onChange={(v) => onChange({ ...value, StudentId: pick(v) })}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('childPhotos.child')}
        options={[
          { value: ALL, label: t('childPhotos.allChildren') },
          ...album.Children.map((c) => ({ value: c.StudentId, label: `${c.StudentName}${count(c.Count)}` })),
        ]}
        data-testid="photo-filter-child"
      />
      <Select
        className="kg-cp-filter"
        value={value.Dimension ?? ALL}
        onChange={(v) => onChange({ ...value, Dimension: pick(v) })}
        aria-label={t('childPhotos.dimension')}
        options={[
          { value: ALL, label: t('childPhotos.allDimensions') },
          ...CHILD_PHOTO_DIMENSIONS.map((d) => ({
            value: d.Id,
            label: `${t(dimensionKey(d.Id))}${count(album.Dimensions.find((x) => x.Dimension === d.Id)?.Count)}`,
          })),
        ]}
        data-testid="photo-filter-dimension"
      />
      <Select
        className="kg-cp-filter"
        value={value.Source ?? ALL}
        onChange={(v) => onChange({ ...value, Source: pick(v) })}
        aria-label={t('childPhotos.source')}
        options={[
          { value: ALL, label: t('childPhotos.allSources') },
          ...SOURCES.map((s) => ({
            value: s,
            label: `${t(sourceKey(s))}${count(album.Sources.find((x) => x.Source === s)?.Count)}`,
          })),
        ]}
        data-testid="photo-filter-source"
      />
    </div>
  );
}
