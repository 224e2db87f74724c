import { PROCESS_MESSAGES, type TCloudImages, type TCloudImagesQuery } from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { childPhotosRepository } from './child-photos.repository';
import { derivedPhotosRepository } from './derived-photos.repository';
import { mergePhotos } from './photo-merge';

/**
 * H24, the process page's picker: the child's library photos of the dimension (tagged with the
 * child, whatever album holds them) and the derived ones whose dimension it is (theme photos by
 * their keyword; nobody tagged them), newest first. isCheck (design Q5): on the page `Id` (which
 * must be a process page of the child, else 404), without it on any process page of the child.
 * A child the caller may not see is 404. Type 2 (videos) is reserved: nothing yet.
 */
export async function cloudImages(db: Db, p: Principal, q: TCloudImagesQuery): Promise<TCloudImages> {
  const child = await callerStructure(db, p).childFor(q.StudentId, 'read', PROCESS_MESSAGES.notYourClass);
  const derived = derivedPhotosRepository(db, p.schoolId);
  const onPages = await derived.processImagesOf(child.id, q.Id);
  if (!onPages) throw AppError.notFound();
  if (q.Type !== 1) return { data: [] };
  const checked = new Set(onPages.map((path) => path.toLowerCase()));
  return {
    data: (await photosOfChild(db, p.schoolId, child.id, q.Dimension))
      .filter((photo) => photo.Dimension === q.Dimension)
      .map((photo) => ({
        FileUrl: photo.FileUrl,
        isCheck: checked.has(photo.FileUrl.toLowerCase()),
        TakenOn: photo.TakenOn || schoolToday(p.timeZone, photo.createdAt),
      })),
  };
}

/**
 * A child's photos: the library photos tagged with the child (of one dimension, or all) and the
 * derived ones (growth records, theme answers) no library row holds; each with its dimension.
 */
export async function photosOfChild(db: DbOrTx, schoolId: number, childId: number, dimension?: number) {
  const repo = childPhotosRepository(db, schoolId);
  const [library, refs] = await Promise.all([
    repo.ofChild(childId, dimension),
    derivedPhotosRepository(db, schoolId).refsOf([childId]),
  ]);
  const rowsOfRefs = await repo.ofFiles([...new Set(refs.map((r) => r.fileId))]);
  const tagged = new Set([...library.map((r) => r.fileId), ...rowsOfRefs.map((r) => r.fileId)]);
  return mergePhotos(library, [], refs, tagged);
}
