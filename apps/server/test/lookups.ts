import { eq } from 'drizzle-orm';
import { schools } from '../src/db/schema';
import type { Harness } from './harness';

/** A demo school's id by its name (阳光幼儿园, 彩虹幼儿园, ...). */
export const schoolIdOf = async (h: Harness, name: string) =>
  (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
