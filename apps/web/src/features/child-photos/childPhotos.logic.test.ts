import { CHILD_PHOTO_MAX_BATCH, ChildPhotoSource, type TChildPhoto } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  isDeletable,
  photoDay,
  photoQuery,
  queueFinished,
  queueProgress,
  runPool,
  selectAll,
  splitForTagging,
  type TUploadItem,
  tagDefaults,
  takenOnOf,
  toggleSelection,
  uploadedPhotos,
  withItem,
} from './childPhotos.logic';

const photo = (over: Partial<TChildPhoto>): TChildPhoto => ({
  Id: 1,
  FileUrl: '/files/a',
  Dimension: 0,
  Students: [],
  Source: ChildPhotoSource.library,
  TakenOn: '',
  CreatedAt: '2026-10-08T02:00:00.000Z',
  ...over,
});

describe('the list query', () => {
  it('leaves out the filters not set, and keeps 未分类 (0)', () => {
    expect(photoQuery(3, 1, {})).toEqual({ ClassId: 3, PageIndex: 1, PageSize: 48 });
    expect(photoQuery(3, 2, { StudentId: 9, Dimension: 0, Source: 2 })).toEqual({
      ClassId: 3,
      PageIndex: 2,
      PageSize: 48,
      StudentId: 9,
      Dimension: 0,
      Source: 2,
    });
  });
});

describe('selection', () => {
  it('toggles a photo and refuses one past the limit', () => {
    expect(toggleSelection([], 'a')).toEqual({ selected: ['a'] });
    expect(toggleSelection(['a', 'b'], 'a')).toEqual({ selected: ['b'] });
    const full = Array.from({ length: CHILD_PHOTO_MAX_BATCH }, (_, i) => `p${i}`);
    expect(toggleSelection(full, 'x')).toEqual({ selected: full, refused: 'max' });
    expect(toggleSelection(full, 'p3').selected).toHaveLength(CHILD_PHOTO_MAX_BATCH - 1);
  });

  it('selects a page without going past the limit or repeating one', () => {
    expect(selectAll(['b'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: 60 }, (_, i) => `p${i}`);
    expect(selectAll([], many)).toHaveLength(CHILD_PHOTO_MAX_BATCH);
  });

  it('deletes only photos uploaded to the album', () => {
    expect(isDeletable(photo({}))).toBe(true);
    expect(isDeletable(photo({ Source: ChildPhotoSource.growthRecord }))).toBe(false);
    expect(isDeletable(photo({ Source: ChildPhotoSource.theme, Id: 5 }))).toBe(false);
  });
});

describe('tagging', () => {
  it('retags library photos by id and registers derived ones by file', () => {
    const split = splitForTagging([
      photo({ Id: 4, FileUrl: '/files/x' }),
      photo({ Id: 0, FileUrl: '/files/y', Source: 2 }),
      photo({ Id: 7, FileUrl: '/files/z', Source: 3 }),
    ]);
    expect(split).toEqual({ ids: [4, 7], derived: ['/files/y'] });
  });

  it('starts from the children all photos share and their common dimension', () => {
    const a = photo({
      Dimension: 4,
      Students: [
        { Id: 1, Name: '甲' },
        { Id: 2, Name: '乙' },
      ],
    });
    const b = photo({ Dimension: 4, Students: [{ Id: 2, Name: '乙' }] });
    expect(tagDefaults([a])).toEqual({ StudentIds: [1, 2], Dimension: 4 });
    expect(tagDefaults([a, b])).toEqual({ StudentIds: [2], Dimension: 4 });
    expect(tagDefaults([a, photo({ Dimension: 5 })])).toEqual({ StudentIds: [], Dimension: 0 });
    expect(tagDefaults([])).toEqual({ StudentIds: [], Dimension: 0 });
  });
});

describe('days', () => {
  it('takes the local day of File.lastModified, none for an unknown one', () => {
    const local = new Date(2026, 9, 8, 23, 30).getTime();
    expect(takenOnOf({ lastModified: local })).toBe('2026-10-08');
    expect(takenOnOf({ lastModified: 0 })).toBeNull();
    expect(takenOnOf({ lastModified: Number.NaN })).toBeNull();
  });

  it('captions a photo with the day taken, else the day stored', () => {
    expect(photoDay(photo({ TakenOn: '2026-09-30' }))).toBe('2026-09-30');
    const stored = new Date(2026, 10, 2, 12).toISOString();
    expect(photoDay(photo({ CreatedAt: stored }))).toBe('2026-11-02');
    expect(photoDay(photo({ CreatedAt: 'nonsense' }))).toBe('');
  });
});

describe('the upload queue', () => {
  const items: TUploadItem[] = [
    { id: 1, name: 'a.jpg', status: 'done', path: '/files/a', takenOn: '2026-10-01' },
    { id: 2, name: 'b.jpg', status: 'failed', takenOn: null, error: '上传失败' },
    { id: 3, name: 'c.jpg', status: 'uploading', takenOn: null },
    { id: 4, name: 'd.jpg', status: 'waiting', takenOn: null },
  ];

  it('counts finished uploads, failed ones included', () => {
    expect(queueProgress(items)).toBe(50);
    expect(queueProgress([])).toBe(0);
    expect(queueFinished(items)).toBe(false);
    expect(queueFinished([])).toBe(false);
    const ended = withItem(withItem(items, 3, { status: 'done', path: '/files/c' }), 4, { status: 'failed' });
    expect(queueFinished(ended)).toBe(true);
    expect(queueProgress(ended)).toBe(100);
  });

  it('registers the uploaded photos only, each with its day when known', () => {
    const ended = withItem(items, 3, { status: 'done', path: '/files/c' });
    expect(uploadedPhotos(ended)).toEqual([
      { FileUrl: '/files/a', TakenOn: '2026-10-01' },
      { FileUrl: '/files/c' },
    ]);
  });

  it('runs at most `limit` uploads at once, every item once, a failure stopping nothing', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await runPool([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(n);
      running -= 1;
    });
    expect(peak).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    await runPool([], 2, async () => {
      throw new Error('never called');
    });
  });
});
