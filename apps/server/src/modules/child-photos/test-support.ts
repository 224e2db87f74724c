import { API, filePath, type TChildPhotoPage } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness';
import {
  classes,
  growthModules,
  growthRecords,
  students,
  themeAnswers,
  themeQuestions,
  themeResults,
} from '../../db/schema';
import { recordImage } from '../uploads/test-support';

/** A class of a school by name (阳光: 小一班 and 小二班 are teacher 王丽's, 中一班 is not). */
export async function classNamed(h: Harness, schoolId: number, name: string) {
  const [row] = await h.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.name, name)));
  return row!.id;
}

/** The children in school of a class, by id. */
export const childrenOfClass = async (h: Harness, classId: number) =>
  (
    await h.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.classId, classId), eq(students.status, 1)))
      .orderBy(asc(students.id))
  ).map((r) => r.id);

/** `n` pictures the school stored (rows only: the bytes do not matter to the album's rules). */
export async function storedPictures(h: Harness, schoolId: number, n: number) {
  const paths: string[] = [];
  for (let i = 0; i < n; i += 1) paths.push(filePath(await recordImage(h, schoolId)));
  return paths;
}

/** AddClassPhotos as `token`, expected to succeed. */
export async function addToAlbum(
  h: Harness,
  token: string,
  body: { ClassId: number; Dimension?: number; StudentIds?: number[]; paths: string[] },
) {
  const { paths, ...rest } = body;
  const res = await h.call(
    API.childPhotos.add,
    { ...rest, Photos: paths.map((FileUrl) => ({ FileUrl })) },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.Count as number;
}

/** GetClassPhotoPage as `token`, expected to answer. */
export async function albumOf(h: Harness, token: string, query: Record<string, unknown>) {
  const res = await h.call(API.childPhotos.list, { PageSize: 200, ...query }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TChildPhotoPage;
}

/** A growth record of the child (a module no record of theirs uses yet) whose answer shows `paths`. */
export async function growthRecordShowing(h: Harness, schoolId: number, studentId: number, paths: string[]) {
  const [child] = await h.db.select().from(students).where(eq(students.id, studentId));
  const modules = await h.db
    .select({ id: growthModules.id, templateId: growthModules.templateId })
    .from(growthModules)
    .where(eq(growthModules.schoolId, schoolId))
    .orderBy(asc(growthModules.id));
  const used = new Set(
    (await h.db.select().from(growthRecords).where(eq(growthRecords.studentId, studentId))).map(
      (r) => r.moduleId,
    ),
  );
  const free = modules.find((m) => !used.has(m.id))!;
  await h.db.insert(growthRecords).values({
    schoolId,
    templateId: free.templateId,
    moduleId: free.id,
    studentId,
    classId: child!.classId,
    // Nested, and one path upper-cased as an old client may send it: the album finds both.
    answer: {
      List: [{ Type: 'image', Content: paths[0], Images: paths.slice(1).map((p) => p.toUpperCase()) }],
    },
  });
}

/** Puts `paths` into one of the child's theme answers; answers that question's keyword. */
export async function themeAnswerShowing(h: Harness, studentId: number, paths: string[]) {
  const [answer] = await h.db
    .select({ id: themeAnswers.id, keywordId: themeQuestions.keywordId })
    .from(themeAnswers)
    .innerJoin(themeResults, eq(themeResults.id, themeAnswers.resultId))
    .innerJoin(themeQuestions, eq(themeQuestions.id, themeAnswers.questionId))
    .where(eq(themeResults.studentId, studentId))
    .orderBy(asc(themeAnswers.id))
    .limit(1);
  if (!answer) throw new Error(`child ${studentId} has no theme answer in the demo`);
  await h.db.update(themeAnswers).set({ images: paths }).where(eq(themeAnswers.id, answer.id));
  return answer.keywordId;
}
