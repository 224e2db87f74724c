import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { schools } from '../../db/schema';

export { schoolIdOf } from '../../../test/lookups';

/** A school's stored row, to check what a call saved. */
export const schoolRowOf = async (h: Harness, id: number) =>
  (await h.db.select().from(schools).where(eq(schools.id, id)))[0]!;
