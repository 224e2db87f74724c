import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { persons, users } from '../../db/schema';

/** The user id behind a demo login name (its first identity). */
export const userIdOf = async (h: Harness, login: string) =>
  (
    await h.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(eq(persons.loginName, login))
  )[0]!.id;
