import { STORED_FILE_PATH } from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { mayReadFile } from './file-access';
import { storedFileId } from './uploads.service';

/**
 * The photos or videos a child's page points at: each a `/files/<uuid>` of the caller's school,
 * of this kind, and one the caller may read (a teacher never puts another class's photo on her
 * child's page: file access would then hand it to her). Anything else is 400 with `invalid`.
 * Answers the paths as stored (`/files/<lower-case uuid>`), without repeats, in the order given.
 */
export async function requireReadableMedia(
  db: DbOrTx,
  p: Principal,
  refs: readonly string[],
  kind: 'image' | 'video',
  invalid: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const ref of refs) {
    const id = STORED_FILE_PATH.test(ref) ? storedFileId(ref) : null;
    if (!id) throw AppError.badRequest(invalid);
    if (!ids.includes(id)) ids.push(id);
  }
  await requireReadableFiles(db, p, ids, kind, invalid);
  return ids.map((id) => `/files/${id}`);
}

/**
 * The check itself, on stored file ids (lower case, no repeats): every one a file of the
 * caller's school, of this kind, that the caller may read; else 400 with `invalid`. One query
 * for the files, then the read rule per file (the photo library's registration uses it too).
 */
export async function requireReadableFiles(
  db: DbOrTx,
  p: Principal,
  ids: readonly string[],
  kind: 'image' | 'video',
  invalid: string,
): Promise<void> {
  if (ids.length === 0) return;
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.schoolId, p.schoolId),
        inArray(storedFiles.id, [...ids]),
        eq(storedFiles.kind, kind),
      ),
    );
  if (files.length !== ids.length) throw AppError.badRequest(invalid);
  for (const file of files) if (!(await mayReadFile(db, p, file))) throw AppError.badRequest(invalid);
}
