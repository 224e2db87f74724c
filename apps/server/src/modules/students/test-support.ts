import { and, eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { classes, schools } from '../../db/schema';

/** A class id by its school's name and its own name. */
export async function classIdIn(h: Harness, school: string, name: string): Promise<number> {
  const [row] = await h.db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(schools.name, school), eq(classes.name, name)));
  return row!.id;
}
