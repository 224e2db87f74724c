import type { DbOrTx } from '../db/client';
import { schoolStructure } from '../modules/school-structure/school-structure.repository';
import { AppError } from './app-error';
import { mayCrossSchools, type Principal, seesWholeSchool } from './principal';

/**
 * The school a request works in. A legacy SchoolId parameter is accepted but must be the
 * caller's own school; anything else answers 404 exactly like a missing record (DECISIONS 5).
 */
export function scopedSchoolId(p: Principal, requested?: number): number {
  if (requested === undefined || requested === 0 || requested === p.schoolId) return p.schoolId;
  if (mayCrossSchools(p)) return requested;
  throw AppError.notFound();
}

/** The classes a caller may see: null = the whole school; a teacher gets only their own. */
export async function visibleClassIds(db: DbOrTx, p: Principal): Promise<number[] | null> {
  if (seesWholeSchool(p)) return null;
  return schoolStructure(db, p.schoolId).classIdsOfUser(p.userId);
}
