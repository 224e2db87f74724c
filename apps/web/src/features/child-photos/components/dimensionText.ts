import '../childPhotos.i18n';
import { ChildPhotoSource } from '@kg/contracts';
import type { TTextKey } from '../../../locales/resources';

/** The text key of a dimension (0 未分类 … 6). */
export const dimensionKey = (dimension: number) => `childPhotos.dimensions.d${dimension}` as TTextKey;

/** The text key of where a photo comes from. */
export function sourceKey(source: number): TTextKey {
  if (source === ChildPhotoSource.growthRecord) return 'childPhotos.sources.growth';
  if (source === ChildPhotoSource.theme) return 'childPhotos.sources.theme';
  return 'childPhotos.sources.library';
}
