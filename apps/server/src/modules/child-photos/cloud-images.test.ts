import {
  API,
  dimensionOfKeyword,
  CHILD_PHOTO_MESSAGES as M,
  ProcessPageType,
  type TCloudImages,
} from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { childPhotos, cycles, processPages, storedFiles, students } from '../../db/schema';
import { processEvaluationsRepository } from '../process-evaluations/process-evaluations.repository';
import {
  addToAlbum,
  childrenOfClass,
  classNamed,
  growthRecordShowing,
  storedPictures,
  themeAnswerShowing,
} from './test-support';

/**
 * H24, the process page's photo picker (GetStudentCloudImg): a child's photos of one dimension
 * from the library and the records, newest first, with isCheck as design Q5 says.
 */
const h = useHarness();
let admin: string;
let teacher: string;
let sunshine: number;
let small1: number;
let small2: number;
let middle1: number;

const pick = (query: Record<string, unknown>, token = teacher) =>
  h.call(API.processEvaluations.cloudImages, { Type: 1, ...query }, token);
async function picked(query: Record<string, unknown>, token = teacher) {
  const res = await pick(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().response as TCloudImages).data;
}

/** A process evaluation of the child with its 11 pages; answers the Type 3 page of `dimension`. */
async function mediaPage(studentId: number, dimension: number, images: string[]) {
  const [child] = await h.db.select().from(students).where(eq(students.id, studentId));
  const [term] = await h.db.select().from(cycles).where(eq(cycles.schoolId, sunshine)).limit(1);
  const entry = await processEvaluationsRepository(h.db, sunshine).insert({
    studentId,
    cycleId: term!.id,
    classId: child!.classId,
    title: '选图',
    startsOn: null,
    endsOn: null,
    createdBy: null,
  });
  const where = and(
    eq(processPages.evaluationId, entry),
    eq(processPages.type, ProcessPageType.media),
    eq(processPages.dimension, dimension),
  );
  const [page] = await h.db
    .update(processPages)
    .set({ images })
    .where(where)
    .returning({ id: processPages.id });
  return page!.id;
}

beforeAll(async () => {
  [admin, teacher] = await Promise.all([h.login('admin'), h.login('teacher')]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  [small1, small2, middle1] = (await Promise.all(
    ['小一班', '小二班', '中一班'].map((name) => classNamed(h, sunshine, name)),
  )) as [number, number, number];
});

describe('GetStudentCloudImg', () => {
  it('refuses a bad dimension, and answers 404 for a child or page the caller may not see', async () => {
    const child = (await childrenOfClass(h, small1))[0]!;
    for (const Dimension of [0, 7, 'x']) {
      const res = await pick({ StudentId: child, Dimension });
      expect([res.statusCode, res.json().msg]).toEqual([400, M.dimensionInvalid]);
    }
    const middleChild = (await childrenOfClass(h, middle1))[0]!;
    expect((await pick({ StudentId: middleChild, Dimension: 1 })).statusCode).toBe(404);
    const rainbow = await schoolIdOf(h, '彩虹幼儿园');
    const [foreign] = await h.db.select().from(students).where(eq(students.schoolId, rainbow)).limit(1);
    expect((await pick({ StudentId: foreign!.id, Dimension: 1 }, admin)).statusCode).toBe(404);
    // A page of another child is not this child's.
    const page = await mediaPage(middleChild, 1, []);
    expect((await pick({ StudentId: child, Dimension: 1, Id: page })).statusCode).toBe(404);
    expect((await pick({ StudentId: middleChild, Dimension: 1, Id: page }, admin)).statusCode).toBe(200);
  });

  it("gives the child's library photos of the dimension and the derived ones, newest first", async () => {
    const [child, friend, third] = await childrenOfClass(h, small2);
    const [older, newer, otherDimension, untagged, otherChild, fromRecord, fromTheme, retagged] =
      await storedPictures(h, sunshine, 8);
    // Newest first goes by when the file was stored: make `older` older.
    await h.db
      .update(storedFiles)
      .set({ createdAt: new Date('2026-09-01T08:00:00Z') })
      .where(eq(storedFiles.id, older!.slice(7)));
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 4,
      StudentIds: [child!, friend!],
      paths: [older!],
    });
    await addToAlbum(h, teacher, { ClassId: small2, Dimension: 4, StudentIds: [child!], paths: [newer!] });
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 5,
      StudentIds: [child!],
      paths: [otherDimension!],
    });
    await addToAlbum(h, teacher, { ClassId: small2, paths: [untagged!] });
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 4,
      StudentIds: [third!],
      paths: [otherChild!],
    });
    await growthRecordShowing(h, sunshine, child!, [fromRecord!]);
    const keyword = await themeAnswerShowing(h, child!, [fromTheme!, retagged!]);
    const themeDimension = dimensionOfKeyword(keyword);
    // A tag takes over from the record: this one is now the friend's, in dimension 6.
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 6,
      StudentIds: [friend!],
      paths: [retagged!],
    });

    const urls = async (Dimension: number) =>
      (await picked({ StudentId: child, Dimension })).map((x) => x.FileUrl);
    const four = await urls(4);
    expect(four.filter((u) => [older, newer].includes(u))).toEqual([newer, older]);
    for (const absent of [otherDimension, untagged, otherChild, fromRecord, retagged])
      expect(four).not.toContain(absent);
    expect(await urls(5)).toContain(otherDimension);
    expect(await urls(themeDimension)).toContain(fromTheme);
    // A growth photo has no dimension until tagged; the retagged one is no longer the child's.
    for (const d of [1, 2, 3, 4, 5, 6]) {
      const shown = await urls(d);
      expect(shown).not.toContain(fromRecord);
      expect(shown).not.toContain(retagged);
    }
    expect((await picked({ StudentId: friend, Dimension: 6 })).map((x) => x.FileUrl)).toContain(retagged);
    // The day: taken, else stored (in the school's zone).
    const [row] = await h.db
      .select()
      .from(childPhotos)
      .where(eq(childPhotos.fileId, newer!.slice(7)));
    await h.db.update(childPhotos).set({ takenOn: '2026-10-09' }).where(eq(childPhotos.id, row!.id));
    const days = new Map(
      (await picked({ StudentId: child, Dimension: 4 })).map((x) => [x.FileUrl, x.TakenOn]),
    );
    expect(days.get(newer!)).toBe('2026-10-09');
    expect(days.get(older!)).toBe('2026-09-01');
    // Type 2 (videos) is reserved: nothing.
    expect(await picked({ StudentId: child, Dimension: 4, Type: 2 })).toEqual([]);
  });

  it('ticks the photos on the page Id, or without it on any process page of the child (Q5)', async () => {
    const child = (await childrenOfClass(h, small1))[1]!;
    const [onPage, onOtherPage, free] = await storedPictures(h, sunshine, 3);
    await addToAlbum(h, teacher, {
      ClassId: small1,
      Dimension: 2,
      StudentIds: [child],
      paths: [onPage!, onOtherPage!, free!],
    });
    const page = await mediaPage(child, 2, [onPage!]);
    await mediaPage(child, 3, [onOtherPage!.toUpperCase().replace('/FILES/', '/files/')]);
    const checks = async (query: Record<string, unknown>) =>
      new Map(
        (await picked({ StudentId: child, Dimension: 2, ...query })).map((x) => [x.FileUrl, x.isCheck]),
      );
    const withPage = await checks({ Id: page });
    expect([withPage.get(onPage!), withPage.get(onOtherPage!), withPage.get(free!)]).toEqual([
      true,
      false,
      false,
    ]);
    const anyPage = await checks({});
    expect([anyPage.get(onPage!), anyPage.get(onOtherPage!), anyPage.get(free!)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
