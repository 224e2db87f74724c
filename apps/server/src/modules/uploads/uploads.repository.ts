import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type TStoredFile = typeof storedFiles.$inferSelect;

/** Records of stored files. */
export function uploadsRepository(db: DbOrTx) {
  return {
    async insert(v: typeof storedFiles.$inferInsert) {
      await db.insert(storedFiles).values(v);
    },

    /** A file of one school, or of any school when `schoolId` is null (platform administrator). */
    find(id: string, schoolId: number | null) {
      const where =
        schoolId === null
          ? eq(storedFiles.id, id)
          : and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId));
      return db
        .select()
        .from(storedFiles)
        .where(where)
        .then((r) => r[0]);
    },

    /** A picture (photo or logo) uploaded by this school: what a form may point at. */
    findImage(schoolId: number, id: string) {
      return db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, id),
            eq(storedFiles.schoolId, schoolId),
            inArray(storedFiles.kind, ['image', 'logo']),
          ),
        )
        .then((r) => r[0]);
    },
  };
}
