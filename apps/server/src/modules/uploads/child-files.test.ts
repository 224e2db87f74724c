import { API } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classes, growthModules, growthRecords, schools, students } from '../../db/schema';
import { DEMO_SCHOOL } from '../../seed/demo';
import { postForm, tempDataDir } from './test-support';

/**
 * Issue 14 item 19: a child's photos (portrait, growth-record pictures and videos, their
 * thumbnails) go only to the staff who see that child. Teacher 王丽 (account `teacher`)
 * teaches 小一班 and 小二班, not 中一班; administrators and the doctor see the whole school.
 */
const h = useHarness({ dataDir: tempDataDir('child-files') });
const token: Record<string, string> = {};
let schoolId: number;
let ownChild: number;
let otherChild: number;
/** files the administrator uploaded: portraits and record pictures of both children */
const file: Record<string, string> = {};

const picture = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
async function upload(as: string) {
  const res = await postForm(
    h,
    API.uploads.image.path,
    { file: { file: await picture(), name: 'a.jpg' } },
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as string;
}
const get = (url: string, as?: string) =>
  h.app.inject({ method: 'GET', url, headers: as ? { authorization: `Bearer ${as}` } : {} });
const statusOf = async (url: string, as: string) => (await get(url, as)).statusCode;

async function firstChildOf(className: string) {
  const [row] = await h.db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(classes.schoolId, schoolId), eq(classes.name, className)))
    .orderBy(asc(students.id))
    .limit(1);
  return row!;
}

/** A growth record of the child (any module of the school will do) showing these files. */
async function recordShowing(child: { id: number; classId: number }, moduleId: number, refs: string[]) {
  const [module] = await h.db.select().from(growthModules).where(eq(growthModules.id, moduleId));
  await h.db.insert(growthRecords).values({
    schoolId,
    templateId: module!.templateId,
    moduleId,
    studentId: child.id,
    classId: child.classId,
    answer: { List: [{ Type: 'image', Content: refs[0], Images: refs.slice(1) }] },
  });
}

beforeAll(async () => {
  for (const login of ['admin', 'teacher', 'doctor', 'rainbow']) token[login] = await h.login(login);
  const [school] = await h.db.select().from(schools).where(eq(schools.name, DEMO_SCHOOL));
  schoolId = school!.id;
  const own = await firstChildOf('小一班');
  const other = await firstChildOf('中一班');
  ownChild = own.id;
  otherChild = other.id;
  for (const name of ['ownPortrait', 'otherPortrait', 'ownGrowth', 'otherGrowth', 'otherGrowth2', 'document'])
    file[name] = await upload(token.admin!);
  await h.db.update(students).set({ photo: file.ownPortrait }).where(eq(students.id, ownChild));
  await h.db.update(students).set({ photo: file.otherPortrait }).where(eq(students.id, otherChild));
  // Modules no record of these two children uses yet (a record is unique per module and child).
  const modules = await h.db
    .select({ id: growthModules.id })
    .from(growthModules)
    .where(eq(growthModules.schoolId, schoolId))
    .orderBy(asc(growthModules.id))
    .limit(40);
  const used = await h.db.select().from(growthRecords);
  const freeFor = (child: number) =>
    modules.find((m) => !used.some((r) => r.moduleId === m.id && r.studentId === child))!.id;
  await recordShowing(own, freeFor(ownChild), [file.ownGrowth!]);
  // The second picture sits in Images[], upper-cased, as an old client may send it.
  await recordShowing(other, freeFor(otherChild), [file.otherGrowth!, file.otherGrowth2!.toUpperCase()]);
});

describe("a child's photos by /files/<id> (item 19)", () => {
  it("refuses teacher 王丽 a 中一班 child's portrait, growth photos and their thumbnails (404)", async () => {
    for (const url of [file.otherPortrait!, file.otherGrowth!, file.otherGrowth2!]) {
      expect(await statusOf(url, token.teacher!), url).toBe(404);
      expect(await statusOf(`${url}?w=120`, token.teacher!), url).toBe(404);
    }
    const refused = await get(file.otherPortrait!, token.teacher);
    expect(refused.json().success).toBe(false);
  });

  it("serves 王丽 her own class's child: portrait, growth photo, thumbnail", async () => {
    for (const url of [file.ownPortrait!, file.ownGrowth!]) {
      const res = await get(url, token.teacher);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(await statusOf(`${url}?w=120`, token.teacher!)).toBe(200);
    }
  });

  it('serves every child of the school to the administrator and the doctor', async () => {
    for (const as of ['admin', 'doctor'])
      for (const url of [file.otherPortrait!, file.otherGrowth!, file.otherGrowth2!, file.ownPortrait!])
        expect(await statusOf(url, token[as]!), `${as} ${url}`).toBe(200);
  });

  it("answers 404 to another school's administrator, and 401 without a session", async () => {
    for (const url of [file.otherPortrait!, file.ownGrowth!])
      expect(await statusOf(url, token.rainbow!)).toBe(404);
    expect((await get(file.ownPortrait!)).statusCode).toBe(401);
  });

  it('keeps school pictures no child names school-wide, and one’s own upload readable', async () => {
    expect(await statusOf(file.document!, token.teacher!)).toBe(200);
    const mine = await upload(token.teacher!);
    expect(await statusOf(mine, token.teacher!)).toBe(200);
  });

  it('follows the child: once 王丽 no longer teaches a class, its photos are refused', async () => {
    const small1 = (await firstChildOf('小一班')).classId;
    const middle1 = (await firstChildOf('中一班')).classId;
    // The 中一班 child moves into 小一班 (her class): now hers to see.
    await h.db.update(students).set({ classId: small1 }).where(eq(students.id, otherChild));
    expect(await statusOf(file.otherPortrait!, token.teacher!)).toBe(200);
    await h.db.update(students).set({ classId: middle1 }).where(eq(students.id, otherChild));
    expect(await statusOf(file.otherPortrait!, token.teacher!)).toBe(404);
  });
});
