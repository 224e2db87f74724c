import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { childPhotoStudents, childPhotos, storedFiles, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

/** A library row with its file's date. */
export type TLibraryRow = {
  id: number;
  fileId: string;
  classId: number;
  dimension: number;
  takenOn: string | null;
  createdAt: Date;
};

/** A tag: a child a library photo shows. */
export type TTagRow = { photoId: number; studentId: number; name: string };

const inIds = <T>(ids: T[], none: T) => (ids.length ? ids : [none]);
const NO_FILE = '00000000-0000-0000-0000-000000000000';

const libraryColumns = {
  id: childPhotos.id,
  fileId: childPhotos.fileId,
  classId: childPhotos.classId,
  dimension: childPhotos.dimension,
  takenOn: childPhotos.takenOn,
  createdAt: storedFiles.createdAt,
};

/** The album's own rows (child_photos, child_photo_students) of one school. */
export function childPhotosRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  return {
    /** The children in school of a class, by name. */
    childrenOf(classId: number) {
      return s
        .select({
          id: students.id,
          name: students.name,
          photo: students.photo,
          gender: students.gender,
        })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.status, 1)))
        .orderBy(sql`${students.name} collate "C"`, asc(students.id));
    },

    /** The library rows of a class's album. */
    ofClass: (classId: number): Promise<TLibraryRow[]> =>
      s
        .select(libraryColumns)
        .from(childPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, childPhotos.fileId))
        .where(eq(childPhotos.classId, classId)),

    /** The library rows tagged with a child (in one dimension, or all), whatever album holds them. */
    ofChild: (studentId: number, dimension?: number): Promise<TLibraryRow[]> =>
      s
        .select(libraryColumns)
        .from(childPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, childPhotos.fileId))
        .innerJoin(childPhotoStudents, eq(childPhotoStudents.photoId, childPhotos.id))
        .where(
          and(
            eq(childPhotoStudents.studentId, studentId),
            dimension === undefined ? undefined : eq(childPhotos.dimension, dimension),
          ),
        ),

    /** The school's library rows among `ids`. */
    among: (ids: number[]) =>
      s
        .select({ id: childPhotos.id, fileId: childPhotos.fileId, classId: childPhotos.classId })
        .from(childPhotos)
        .where(inArray(childPhotos.id, inIds(ids, 0))),

    /** The school's library rows of these files (a file has at most one). */
    ofFiles: (fileIds: string[]) =>
      s
        .select({ id: childPhotos.id, fileId: childPhotos.fileId, classId: childPhotos.classId })
        .from(childPhotos)
        .where(inArray(childPhotos.fileId, inIds(fileIds, NO_FILE))),

    /** The children tagged on these photos, by name. */
    tagsOf: (photoIds: number[]): Promise<TTagRow[]> =>
      s
        .select({ photoId: childPhotoStudents.photoId, studentId: students.id, name: students.name })
        .from(childPhotoStudents)
        .innerJoin(students, eq(students.id, childPhotoStudents.studentId))
        .where(inArray(childPhotoStudents.photoId, inIds(photoIds, 0)))
        .orderBy(sql`${students.name} collate "C"`, asc(students.id)),

    /** New library rows; answers their ids in the order given. */
    async insert(
      rows: Array<{
        fileId: string;
        classId: number;
        dimension: number;
        takenOn: string | null;
        uploadedBy: number | null;
      }>,
    ) {
      if (rows.length === 0) return [];
      const made = await s.insert(childPhotos).values(rows).returning({ id: childPhotos.id });
      return made.map((r) => r.id);
    },

    /** Sets the dimension (and the day taken, when given) of library rows. */
    async setDimension(ids: number[], dimension: number) {
      if (ids.length) await s.update(childPhotos).set({ dimension }).where(inArray(childPhotos.id, ids));
    },

    async setTakenOn(id: number, takenOn: string) {
      await s.update(childPhotos).set({ takenOn }).where(eq(childPhotos.id, id));
    },

    /** Replaces the children of these photos with `studentIds`. */
    async setTags(photoIds: number[], studentIds: number[]) {
      if (photoIds.length === 0) return;
      await s.delete(childPhotoStudents).where(inArray(childPhotoStudents.photoId, photoIds));
      const rows = photoIds.flatMap((photoId) => studentIds.map((studentId) => ({ photoId, studentId })));
      if (rows.length) await s.insert(childPhotoStudents).values(rows);
    },

    /** Deletes library rows (their tags go with them). */
    remove: (ids: number[]) => s.delete(childPhotos).where(inArray(childPhotos.id, inIds(ids, 0))),

    /** Deletes stored-file rows; answers their storage keys (the bytes to remove after commit). */
    removeFiles: (fileIds: string[]) =>
      s
        .delete(storedFiles)
        .where(inArray(storedFiles.id, inIds(fileIds, NO_FILE)))
        .returning({ storageKey: storedFiles.storageKey }),
  };
}
