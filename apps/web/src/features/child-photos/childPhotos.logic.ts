import {
  CHILD_PHOTO_MAX_BATCH,
  ChildPhotoSource,
  type TChildPhoto,
  UNCLASSIFIED_DIMENSION,
} from '@kg/contracts';

/** The album's page size: fills rows of 2, 3, 4 and 6 columns. */
export const PHOTO_PAGE_SIZE = 48;
/** Uploads running at once: a school's line and a phone's radio share the rest. */
export const UPLOAD_CONCURRENCY = 2;
/** The photos the picker takes at once: one AddClassPhotos call registers them all. */
export const UPLOAD_MAX_FILES = CHILD_PHOTO_MAX_BATCH;

/** The filters above the grid; undefined: any. */
export type TPhotoFilters = { StudentId?: number; Dimension?: number; Source?: number };

/** The list call's query for a class, a page and the filters (a filter not set is left out). */
export function photoQuery(classId: number, pageIndex: number, f: TPhotoFilters) {
  return {
    ClassId: classId,
    PageIndex: pageIndex,
    PageSize: PHOTO_PAGE_SIZE,
    ...(f.StudentId ? { StudentId: f.StudentId } : {}),
    ...(f.Dimension === undefined ? {} : { Dimension: f.Dimension }),
    ...(f.Source ? { Source: f.Source } : {}),
  };
}

/** A photo's key in the selection: its file (a derived photo has no library id yet). */
export const photoKey = (photo: Pick<TChildPhoto, 'FileUrl'>) => photo.FileUrl;

/** Only photos uploaded to the album can be deleted there; derived ones belong to their record. */
export const isDeletable = (photo: Pick<TChildPhoto, 'Source'>) => photo.Source === ChildPhotoSource.library;

/**
 * Adds or removes a photo from the selection; at most CHILD_PHOTO_MAX_BATCH (one retag or delete
 * call), a photo past that is refused.
 */
export function toggleSelection(
  selected: readonly string[],
  key: string,
): { selected: string[]; refused?: 'max' } {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key) };
  if (selected.length >= CHILD_PHOTO_MAX_BATCH) return { selected: [...selected], refused: 'max' };
  return { selected: [...selected, key] };
}

/** The photos of the page first, then the others kept selected: every one of them, up to the limit. */
export function selectAll(selected: readonly string[], keys: readonly string[]) {
  const next = [...selected];
  for (const key of keys) if (!next.includes(key) && next.length < CHILD_PHOTO_MAX_BATCH) next.push(key);
  return next;
}

/**
 * How a tag reaches the server: library photos are retagged by id, derived ones (no row yet) are
 * registered with their file in the class's album (which makes their row).
 */
export function splitForTagging(photos: readonly TChildPhoto[]) {
  return {
    ids: photos.filter((p) => p.Id > 0).map((p) => p.Id),
    derived: photos.filter((p) => p.Id === 0).map((p) => p.FileUrl),
  };
}

/**
 * What the tag drawer starts with: the children every selected photo shows and their common
 * dimension (mixed dimensions: 未分类, so the teacher chooses).
 */
export function tagDefaults(photos: readonly TChildPhoto[]): { StudentIds: number[]; Dimension: number } {
  if (photos.length === 0) return { StudentIds: [], Dimension: UNCLASSIFIED_DIMENSION };
  const [first, ...rest] = photos;
  const common = first!.Students.map((s) => s.Id).filter((id) =>
    rest.every((p) => p.Students.some((s) => s.Id === id)),
  );
  const same = rest.every((p) => p.Dimension === first!.Dimension);
  return { StudentIds: common, Dimension: same ? first!.Dimension : UNCLASSIFIED_DIMENSION };
}

/** The local day a file was last changed (design Q12: the browser's File.lastModified), or null. */
export function takenOnOf(file: { lastModified: number }): string | null {
  if (!Number.isFinite(file.lastModified) || file.lastModified <= 0) return null;
  const day = new Date(file.lastModified);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A photo's day for its caption: taken, else stored (local day). */
export function photoDay(photo: Pick<TChildPhoto, 'TakenOn' | 'CreatedAt'>): string {
  if (photo.TakenOn) return photo.TakenOn;
  const stored = Date.parse(photo.CreatedAt);
  return Number.isNaN(stored) ? '' : (takenOnOf({ lastModified: stored }) ?? '');
}

// ── the upload queue ───────────────────────────────────────────────────────────────────────

export type TUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';
export type TUploadItem = {
  id: number;
  name: string;
  status: TUploadStatus;
  /** the stored path once uploaded */
  path?: string;
  takenOn: string | null;
  error?: string;
};

/** The share of the queue finished (uploaded or failed), 0-100. */
export function queueProgress(items: readonly TUploadItem[]): number {
  if (items.length === 0) return 0;
  const finished = items.filter((i) => i.status === 'done' || i.status === 'failed').length;
  return Math.round((finished / items.length) * 100);
}

/** Whether every upload has ended (so the uploaded ones can be registered). */
export const queueFinished = (items: readonly TUploadItem[]) =>
  items.length > 0 && items.every((i) => i.status === 'done' || i.status === 'failed');

/** The photos to register: each uploaded file with its day. */
export const uploadedPhotos = (items: readonly TUploadItem[]) =>
  items
    .filter((i) => i.status === 'done' && i.path)
    .map((i) => ({ FileUrl: i.path!, ...(i.takenOn ? { TakenOn: i.takenOn } : {}) }));

/** Replaces one item of the queue. */
export const withItem = (items: readonly TUploadItem[], id: number, change: Partial<TUploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

/**
 * Runs `work` over the items, at most `limit` at a time, in order; resolves when all are done
 * (a failing item is the worker's to record: it never stops the others).
 */
export async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
