import { and, eq } from 'drizzle-orm';
import { classes, dishes, foods, schools } from '../src/db/schema';
import type { Harness } from './harness';

/** A demo school's id by its name (阳光幼儿园, 彩虹幼儿园, ...). */
export const schoolIdOf = async (h: Harness, name: string) =>
  (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;

/** A school's food by its name (稻米（代表值）, 食盐, ...). */
export const foodIdOf = async (h: Harness, schoolId: number, name: string) =>
  (
    await h.db
      .select({ id: foods.id })
      .from(foods)
      .where(and(eq(foods.schoolId, schoolId), eq(foods.name, name)))
  )[0]!.id;

/** A school's dish by its name (米饭, 清蒸鲈鱼, ...). */
export const dishIdOf = async (h: Harness, schoolId: number, name: string) =>
  (
    await h.db
      .select({ id: dishes.id })
      .from(dishes)
      .where(and(eq(dishes.schoolId, schoolId), eq(dishes.name, name)))
  )[0]!.id;

/** A school's classes by name and id, in the order they were made (阳光幼儿园: 小一班 first). */
export const classesOf = (h: Harness, schoolName: string) =>
  h.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(schools.name, schoolName))
    .orderBy(classes.id);
