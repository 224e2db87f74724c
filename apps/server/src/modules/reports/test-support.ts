import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { schools, students } from '../../db/schema';
import { classIdIn } from '../students/test-support';
import { recordImage } from '../uploads/test-support';

/**
 * 阳光幼儿园's 大二班 with a portrait on its first child (`photo`) and a second stored image of
 * the school that the roster does not name (`otherPhoto`): what render-token file checks need.
 */
export async function rosterWithPhoto(h: Harness) {
  const klass = await classIdIn(h, '阳光幼儿园', '大二班');
  const school = (await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园')))[0]!;
  const photo = await recordImage(h, school.id);
  const otherPhoto = await recordImage(h, school.id);
  const child = (await h.db.select().from(students).where(eq(students.classId, klass)))[0]!;
  await h.db
    .update(students)
    .set({ photo: `/files/${photo}` })
    .where(eq(students.id, child.id));
  return { klass, photo, otherPhoto };
}
