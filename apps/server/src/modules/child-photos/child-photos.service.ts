import {
  CHILD_PHOTO_DIMENSIONS,
  ChildPhotoSource,
  fileIdOf,
  CHILD_PHOTO_MESSAGES as M,
  type TAddChildPhotosRequest,
  type TChildPhotoListQuery,
  type TChildPhotoPage,
  THUMBNAIL_WIDTHS,
  type TRetagChildPhotosRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { genderText } from '../growth-records/growth-records.presenters';
import { callerStructure } from '../school-structure/school-structure.repository';
import type { FileStore } from '../uploads/file-store';
import { requireReadableFiles } from '../uploads/media-refs';
import { childPhotosRepository } from './child-photos.repository';
import { derivedPhotosRepository } from './derived-photos.repository';
import { countBy, filterPhotos, mergePhotos, type TAlbumPhoto } from './photo-merge';

const SOURCES = Object.values(ChildPhotoSource);
const DIMENSIONS = CHILD_PHOTO_DIMENSIONS.map((d) => d.Id);

/**
 * Every photo of a class's album: its library rows and the photos its children's growth records
 * and theme answers hold that no library row took over (read in three statements).
 */
async function albumOf(db: DbOrTx, schoolId: number, classId: number, childIds: number[]) {
  const repo = childPhotosRepository(db, schoolId);
  const [library, refs] = await Promise.all([
    repo.ofClass(classId),
    derivedPhotosRepository(db, schoolId).refsOf(childIds),
  ]);
  const [tags, rowsOfRefs] = await Promise.all([
    repo.tagsOf(library.map((r) => r.id)),
    repo.ofFiles([...new Set(refs.map((r) => r.fileId))]),
  ]);
  const tagged = new Set([...library.map((r) => r.fileId), ...rowsOfRefs.map((r) => r.fileId)]);
  return mergePhotos(library, tags, refs, tagged);
}

/**
 * /ChildPhotos in one answer: the caller's classes of the current study year (a teacher: hers;
 * ClassId 0: the first), a page of the class's photos after the filters, the class's children
 * and the unfiltered counts. Another school's class, or one a teacher does not teach, is 404.
 */
export async function listPhotos(db: Db, p: Principal, q: TChildPhotoListQuery): Promise<TChildPhotoPage> {
  const structure = callerStructure(db, p);
  const repo = childPhotosRepository(db, p.schoolId);
  const asked = q.ClassId ? await structure.requireClass(q.ClassId) : undefined;
  const year = await structure.currentStudyYear();
  // The process-evaluation entry lists the same classes (one query for both pages).
  const list = year ? await structure.classesOfYear(year.id, await structure.visibleClassIds()) : [];
  const classes = list.map((c) => ({ ClassId: c.id, ClassName: c.name, GradeName: c.gradeName }));
  // A class of an earlier year is still shown when asked for by id (its album stays).
  if (asked && !classes.some((c) => c.ClassId === asked.id))
    classes.unshift({ ClassId: asked.id, ClassName: asked.name, GradeName: asked.gradeName });
  const chosen = asked ? asked.id : (classes[0]?.ClassId ?? 0);
  const empty = { data: [], dataCount: 0, page: q.PageIndex, pageSize: q.PageSize };
  const none = { Children: [], Total: 0, Dimensions: [], Sources: [] };
  if (!chosen) return { ...empty, ...none, Classes: classes, ClassId: 0 };

  const children = await repo.childrenOf(chosen);
  const photos = await albumOf(
    db,
    p.schoolId,
    chosen,
    children.map((c) => c.id),
  );
  const kept = filterPhotos(photos, q);
  const start = (q.PageIndex - 1) * q.PageSize;
  const rows = kept.slice(start, start + q.PageSize).map(wire);
  return {
    ...pageOf(rows, kept.length, q.PageIndex, q.PageSize),
    Classes: classes,
    ClassId: chosen,
    Children: children.map((c) => ({
      StudentId: c.id,
      StudentName: c.name,
      Photo: c.photo ?? '',
      Gender: genderText(c.gender),
      Count: photos.filter((x) => x.studentIds.includes(c.id)).length,
    })),
    Total: photos.length,
    Dimensions: countBy(photos, DIMENSIONS, (x) => x.Dimension).map((c) => ({
      Dimension: c.value,
      Count: c.count,
    })),
    Sources: countBy(photos, SOURCES, (x) => x.Source).map((c) => ({ Source: c.value, Count: c.count })),
  };
}

/** The wire shape of an album photo (the server's own fields dropped). */
const wire = ({ fileId: _f, studentIds: _s, createdAt: _c, ...photo }: TAlbumPhoto) => photo;

/** 400 unless every child is among `allowed` (the class's children, and a photo's own tags). */
function checkChildren(studentIds: number[], allowed: ReadonlySet<number>) {
  if (studentIds.some((id) => !allowed.has(id))) throw AppError.badRequest(M.childrenOutsideClass);
}

/**
 * Registers photos in a class's album (design 1A): each FileUrl a picture this school stored,
 * each child one of the class. A file with a row in this class is retagged (tagging a derived
 * photo twice); one in another class's album is refused. One transaction; answers the count.
 */
export async function addPhotos(db: Db, p: Principal, body: TAddChildPhotosRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const structure = callerStructure(tx, p);
    const klass = await structure.classFor(body.ClassId, M.notYourClass);
    const repo = childPhotosRepository(tx, p.schoolId);
    const studentIds = [...new Set(body.StudentIds)];
    const children = await repo.childrenOf(klass.id);
    checkChildren(studentIds, new Set(children.map((c) => c.id)));
    const takenOn = new Map<string, string | null>();
    for (const photo of body.Photos) {
      const id = fileIdOf(photo.FileUrl).toLowerCase();
      takenOn.set(id, photo.TakenOn ?? takenOn.get(id) ?? null);
    }
    const fileIds = [...takenOn.keys()];
    // Pictures of the school, and only ones the caller may already see: putting another class's
    // photo in her album would otherwise give her its file (file-access follows the album).
    await requireReadableFiles(tx, p, fileIds, 'image', M.photoInvalid);
    const existing = await repo.ofFiles(fileIds);
    if (existing.some((row) => row.classId !== klass.id)) throw AppError.badRequest(M.inOtherClass);
    const known = new Set(existing.map((row) => row.fileId));
    const made = await repo.insert(
      fileIds
        .filter((id) => !known.has(id))
        .map((fileId) => ({
          fileId,
          classId: klass.id,
          dimension: body.Dimension,
          takenOn: takenOn.get(fileId) ?? null,
          uploadedBy: p.userId,
        })),
    );
    for (const row of existing) {
      const day = takenOn.get(row.fileId);
      if (day) await repo.setTakenOn(row.id, day);
    }
    const ids = [...made, ...existing.map((row) => row.id)];
    await repo.setDimension(
      existing.map((row) => row.id),
      body.Dimension,
    );
    await repo.setTags(ids, studentIds);
    return ids.length;
  });
}

/**
 * The school's library rows among `ids` the caller may change: all of them or none (a missing
 * or foreign id 404, one of a class the caller does not teach 403).
 */
async function writableRows(tx: DbOrTx, p: Principal, ids: number[]) {
  const wanted = [...new Set(ids)];
  const rows = await childPhotosRepository(tx, p.schoolId).among(wanted);
  if (rows.length !== wanted.length) throw AppError.notFound();
  const structure = callerStructure(tx, p);
  for (const row of rows)
    if (!(await structure.seesClass(row.classId))) throw AppError.forbidden(M.notYourClass);
  return rows;
}

/**
 * Retags library photos, one or many: the children (of each photo's class, or already on the
 * photo: a child who moved on keeps their tag) and the dimension replace theirs.
 */
export async function retagPhotos(db: Db, p: Principal, body: TRetagChildPhotosRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await writableRows(tx, p, body.Ids);
    const repo = childPhotosRepository(tx, p.schoolId);
    const studentIds = [...new Set(body.StudentIds)];
    const tags = await repo.tagsOf(rows.map((r) => r.id));
    const childrenOf = new Map<number, number[]>();
    for (const row of rows) {
      if (!childrenOf.has(row.classId))
        childrenOf.set(
          row.classId,
          (await repo.childrenOf(row.classId)).map((c) => c.id),
        );
      const own = tags.filter((t) => t.photoId === row.id).map((t) => t.studentId);
      checkChildren(studentIds, new Set([...childrenOf.get(row.classId)!, ...own]));
    }
    const ids = rows.map((r) => r.id);
    await repo.setDimension(ids, body.Dimension);
    await repo.setTags(ids, studentIds);
    return ids.length;
  });
}

/**
 * Deletes library photos, all or none. A derived photo (a growth record or theme answer names
 * its file) is refused; a file nothing else names goes too: its row, then (after the commit) its
 * bytes and thumbnails. A file a process page still shows keeps its bytes.
 */
export async function deletePhotos(db: Db, store: FileStore, p: Principal, ids: number[]) {
  const keys = await db.transaction(async (tx) => {
    const rows = await writableRows(tx, p, ids);
    const uses = await derivedPhotosRepository(tx, p.schoolId).usesOf(rows.map((r) => r.fileId));
    if (uses.some((u) => u.derived)) throw AppError.badRequest(M.derivedNotDeletable);
    const repo = childPhotosRepository(tx, p.schoolId);
    await repo.remove(rows.map((r) => r.id));
    const unused = rows.map((r) => r.fileId).filter((id) => !uses.find((u) => u.fileId === id)?.named);
    return (await repo.removeFiles(unused)).map((r) => r.storageKey);
  });
  // The rows are gone: a failure here leaves bytes nobody can reach, never a broken photo.
  for (const key of keys)
    await Promise.all([store.remove(key), ...THUMBNAIL_WIDTHS.map((w) => store.remove(`${key}.w${w}.jpg`))]);
}
