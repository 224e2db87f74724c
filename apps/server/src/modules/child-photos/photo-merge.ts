import {
  ChildPhotoSource,
  dimensionOfKeyword,
  filePath,
  type TChildPhoto,
  UNCLASSIFIED_DIMENSION,
} from '@kg/contracts';
import type { TLibraryRow, TTagRow } from './child-photos.repository';
import type { TDerivedRef } from './derived-photos.repository';

/** A photo of the album as the list answers it, with its file id and children's ids. */
export type TAlbumPhoto = TChildPhoto & { fileId: string; studentIds: number[]; createdAt: Date };

/**
 * One photo per file: the library rows (their tags and dimension are the teacher's), then the
 * derived photos of files no library row holds anywhere (`tagged`: a tag, wherever it was made,
 * takes over from what the records say). A library photo whose file a growth record or theme
 * answer of these children names keeps that source: it cannot be deleted from the album.
 */
export function mergePhotos(
  library: TLibraryRow[],
  tags: TTagRow[],
  refs: TDerivedRef[],
  tagged: ReadonlySet<string>,
): TAlbumPhoto[] {
  const sourceOf = new Map<string, number>();
  for (const ref of refs)
    if (sourceOf.get(ref.fileId) !== ChildPhotoSource.theme) sourceOf.set(ref.fileId, ref.source);
  const photos: TAlbumPhoto[] = library.map((row) => {
    const mine = tags.filter((t) => t.photoId === row.id);
    return {
      Id: row.id,
      FileUrl: filePath(row.fileId),
      Dimension: row.dimension,
      Students: mine.map((t) => ({ Id: t.studentId, Name: t.name })),
      Source: sourceOf.get(row.fileId) ?? ChildPhotoSource.library,
      TakenOn: row.takenOn ?? '',
      CreatedAt: row.createdAt.toISOString(),
      fileId: row.fileId,
      studentIds: mine.map((t) => t.studentId),
      createdAt: row.createdAt,
    };
  });
  const byFile = new Map<string, TDerivedRef[]>();
  for (const ref of refs) {
    if (tagged.has(ref.fileId)) continue;
    byFile.set(ref.fileId, [...(byFile.get(ref.fileId) ?? []), ref]);
  }
  for (const [fileId, group] of byFile) {
    const children = new Map<number, string>();
    for (const ref of group) children.set(ref.studentId, ref.name);
    const students = [...children].map(([Id, Name]) => ({ Id, Name })).sort(byName);
    const theme = group.filter((r) => r.source === ChildPhotoSource.theme);
    // The lowest keyword speaks for a photo several descriptions share: the same answer every time.
    const keyword = Math.min(...theme.map((r) => r.keywordId ?? Number.POSITIVE_INFINITY));
    photos.push({
      Id: 0,
      FileUrl: filePath(fileId),
      Dimension: theme.length ? dimensionOfKeyword(keyword) : UNCLASSIFIED_DIMENSION,
      Students: students,
      Source: theme.length ? ChildPhotoSource.theme : ChildPhotoSource.growthRecord,
      TakenOn: '',
      CreatedAt: group[0]!.createdAt.toISOString(),
      fileId,
      studentIds: students.map((x) => x.Id),
      createdAt: group[0]!.createdAt,
    });
  }
  return photos.sort(newestFirst);
}

const byName = (a: { Name: string; Id: number }, b: { Name: string; Id: number }) =>
  a.Name < b.Name ? -1 : a.Name > b.Name ? 1 : a.Id - b.Id;

/** Newest stored first; the file id keeps equal times in one order. */
export const newestFirst = (a: TAlbumPhoto, b: TAlbumPhoto) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0);

export type TPhotoFilter = { StudentId: number; Dimension?: number | undefined; Source: number };

/** The photos the filters keep (0 or absent: any). */
export const filterPhotos = (photos: TAlbumPhoto[], f: TPhotoFilter) =>
  photos.filter(
    (p) =>
      (!f.StudentId || p.studentIds.includes(f.StudentId)) &&
      (f.Dimension === undefined || p.Dimension === f.Dimension) &&
      (!f.Source || p.Source === f.Source),
  );

/** How many photos have each value of `key` (every value listed, 0 counts included). */
export function countBy(photos: TAlbumPhoto[], values: readonly number[], key: (p: TAlbumPhoto) => number) {
  return values.map((value) => ({ value, count: photos.filter((p) => key(p) === value).length }));
}
