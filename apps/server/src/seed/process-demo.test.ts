import {
  API,
  ProcessPageType,
  type TChildPhoto,
  type TEndpoint,
  type THandbook,
  type TProcessClassStudents,
  type TProcessEvaluationPage,
  type TProcessPages,
  ZRatingAnswer,
  ZTableAnswer,
} from '@kg/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { childPhotos, processEvaluations, schools, storedFiles } from '../db/schema';
import { diskFileStore } from '../modules/uploads/file-store';
import { tempDataDir } from '../modules/uploads/test-support';
import { DEMO_SCHOOL } from './demo';
import { seedDemoProcess } from './process-demo';
import { NURSERY_HEALTH_BEHAVIOURS } from './process-demo-texts';

// The harness's demo school has no drawn files (the template is the seed transaction only):
// the test draws the process demo into a data directory of its own, as main.ts would.
const dataDir = tempDataDir('process-demo');
const h = useHarness({ dataDir });

let seeded: Awaited<ReturnType<typeof seedDemoProcess>>;
let teacher: string;
let admin: string;

beforeAll(async () => {
  seeded = await seedDemoProcess(h.db, diskFileStore(dataDir));
  teacher = await h.login('teacher');
  admin = await h.login('admin');
});

/** A catalogued endpoint's answer, 200 expected. */
async function json<T>(endpoint: TEndpoint, input: unknown, token = teacher): Promise<T> {
  const res = await h.call(endpoint, input, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as T;
}

/** A class of the open term by name, its children and the last three of them by id. */
async function classNamed(name: string, token = teacher) {
  const view = await json<TProcessClassStudents>(
    API.processEvaluations.classStudents,
    { ClassId: 0, CycleId: 0 },
    token,
  );
  const klass = view.Classes.find((c) => c.ClassName === name)!;
  const { Students } = await json<TProcessClassStudents>(
    API.processEvaluations.classStudents,
    { ClassId: klass.ClassId, CycleId: 0 },
    token,
  );
  const evaluated = Students.map((s) => s.StudentId)
    .sort((a, b) => a - b)
    .slice(-3);
  const term = view.Terms.find((t) => t.Id === view.CycleId)!;
  return { klass, Students, evaluated, term, view };
}

const libraryOf = async (ClassId: number, extra: object = {}) =>
  (
    await json<{ data: TChildPhoto[] }>(API.childPhotos.list, { ClassId, PageSize: 200, ...extra })
  ).data.filter((p) => p.Id > 0);

/** The child's entries in the open term: two finished ones and the begun one, latest first. */
async function entriesOf(studentId: number, token = teacher) {
  const { data } = await json<TProcessEvaluationPage>(
    API.processEvaluations.list,
    { StudentId: studentId, CycleId: 0 },
    token,
  );
  return data;
}

const handbookOf = (ids: number | number[], studentId: number, token = teacher) =>
  json<THandbook>(API.processEvaluations.handbook, { Ids: JSON.stringify([ids].flat()), studentId }, token);

describe('the demo’s album and process evaluations (issue 18, slice 5)', () => {
  it('gives 小一班 a tagged album: about eight photos over the dimensions, of its last three children', async () => {
    expect(seeded).toEqual({ photos: 72, evaluations: 72 });
    const { klass, evaluated, term } = await classNamed('小一班');
    const album = await libraryOf(klass.ClassId);
    expect(album.length).toBeGreaterThanOrEqual(6);
    expect(album.length).toBeLessThanOrEqual(10);
    expect(new Set(album.map((p) => p.Dimension)).size).toBeGreaterThanOrEqual(4);
    for (const photo of album) {
      expect(photo.Dimension).toBeGreaterThanOrEqual(1);
      expect(photo.Dimension).toBeLessThanOrEqual(6);
      expect(photo.Students.length).toBeGreaterThanOrEqual(1);
      expect(photo.Students.length).toBeLessThanOrEqual(3);
      for (const child of photo.Students) expect(evaluated).toContain(child.Id);
      expect(photo.TakenOn >= term.StartDate && photo.TakenOn <= term.EndDate, photo.TakenOn).toBe(true);
    }
    // Drawn JPEGs of the school, one stored file per photo.
    expect(new Set(album.map((p) => p.FileUrl)).size).toBe(album.length);
    const res = await h.get(album[0]!.FileUrl, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await h.get(album[0]!.FileUrl, await h.login('rainbow'))).statusCode).toBe(404);
  });

  it('shows the last three children of a class with three entries each, two finished; the others none', async () => {
    const { Students, evaluated, view } = await classNamed('小一班');
    for (const child of Students) {
      const mine = evaluated.includes(child.StudentId);
      expect([child.Total, child.Finished], child.StudentName).toEqual(mine ? [3, 2] : [0, 0]);
      // the class batch binds both finished ones, earliest first
      expect(child.HandbookIds, child.StudentName).toHaveLength(mine ? 2 : 0);
    }
    // The teacher's two classes, and every class of the school for the 园长.
    for (const c of view.Classes) expect([c.Total, c.Finished], c.ClassName).toEqual([9, 6]);
    const all = (await classNamed('小一班', admin)).view.Classes;
    expect(all).toHaveLength(8);
    for (const c of all) expect([c.Total, c.Finished], c.ClassName).toEqual([9, 6]);
  });

  it('binds both finished entries into a handbook: cover, 寄语, photo pages of the child’s photos, both tables', async () => {
    const { klass, evaluated, term } = await classNamed('小一班');
    const messages = new Set<string>();
    for (const studentId of evaluated) {
      const entries = await entriesOf(studentId);
      expect(entries.map((e) => e.Status).sort()).toEqual([0, 1, 1]);
      const finished = entries.filter((e) => e.Status === 1);
      const book = await handbookOf(
        finished.map((e) => e.Id),
        studentId,
      );
      expect(book.groups).toHaveLength(2);
      expect(book.groups[1]!.infos.find((i) => i.Type === ProcessPageType.message)!.Content).not.toBe(
        book.groups[0]!.infos.find((i) => i.Type === ProcessPageType.message)!.Content,
      );
      const done = finished.at(-1)!;
      expect(done.StartDate).toBe(term.StartDate);
      expect(done.Title).toBe(`${done.StartDate}至${done.EndDate}`);
      const group = book.groups[0]!;
      expect(group.Recorder).toBe('王丽');
      expect(group.CoverImg).toMatch(/^\/files\//);
      const ofType = (type: number) => group.infos.filter((i) => i.Type === type);

      const [message] = ofType(ProcessPageType.message);
      expect(message!.Content.length).toBeGreaterThanOrEqual(80);
      expect(message!.Content.length).toBeLessThanOrEqual(200);
      messages.add(message!.Content);

      const photoPages = ofType(ProcessPageType.media);
      expect(photoPages.length).toBeGreaterThanOrEqual(2);
      expect(photoPages.length).toBeLessThanOrEqual(3);
      // Every photo is one of the child's library photos, and the picker shows it used.
      const tagged = new Set(
        (await libraryOf(klass.ClassId, { StudentId: studentId })).map((p) => p.FileUrl),
      );
      expect(tagged).toContain(group.CoverImg);
      for (const page of photoPages) {
        expect(page.ImgList.length, page.CateName).toBeGreaterThanOrEqual(2);
        expect(page.ImgList.length, page.CateName).toBeLessThanOrEqual(4);
        expect(page.Content).not.toBe('');
        const picker = await json<{ data: Array<{ FileUrl: string; isCheck: boolean }> }>(
          API.processEvaluations.cloudImages,
          { StudentId: studentId, Dimension: page.Dimension, Id: page.Id },
        );
        for (const file of page.ImgList) {
          expect(tagged).toContain(file);
          expect(picker.data.find((p) => p.FileUrl === file)?.isCheck, file).toBe(true);
        }
      }

      const table = ofType(ProcessPageType.table1)[0]!.Table!;
      // As a teacher's submit would have to be (the page's dialog reads it back).
      expect(ZTableAnswer.safeParse(table).success).toBe(true);
      expect(table.name).toBe(book.StudentName);
      expect(table.writename).toBe('王丽');
      expect(table.looktime >= done.StartDate && table.looktime <= done.EndDate, table.looktime).toBe(true);
      expect(table.List.length).toBeGreaterThanOrEqual(2);
      expect(table.List.length).toBeLessThanOrEqual(3);
      for (const row of table.List) expect(row.desc).not.toBe('');

      const rating = ofType(ProcessPageType.table2)[0]!;
      expect(rating.Title).toBe('健康表现评价表');
      expect(ZRatingAnswer.safeParse({ title: rating.Title, List: rating.List }).success).toBe(true);
      expect(rating.List.length).toBeGreaterThanOrEqual(6);
      expect(rating.List.length).toBeLessThanOrEqual(10);
      const bank = await json<string[]>(API.processEvaluations.questions, {
        StudentId: studentId,
        Name: '健康',
      });
      for (const row of rating.List) {
        expect(bank).toContain(row.manifestation);
        expect([1, 2, 3]).toContain(row.isActivite);
      }
    }
    expect(messages.size).toBe(3);
  });

  it('begins a third entry over the next four weeks with only its cover written', async () => {
    const { evaluated } = await classNamed('小一班');
    const studentId = evaluated[0]!;
    const entries = await entriesOf(studentId);
    const begun = entries.find((e) => e.Status === 0)!;
    for (const done of entries.filter((e) => e.Status === 1))
      expect(begun.StartDate > done.EndDate).toBe(true);
    const { Items } = await json<TProcessPages>(API.processEvaluations.pages, {
      StudentId: studentId,
      Id: begun.Id,
    });
    const written = Items.filter((i) => i.IsFinish === 1 && i.Type !== ProcessPageType.plate);
    expect(written.map((i) => i.Type)).toEqual([ProcessPageType.cover]);
    expect(Items.every((i) => i.Status === 1)).toBe(true);
  });

  it('rates a nursery child on toddler behaviours, the school having no 健康 bank for them', async () => {
    const { evaluated } = await classNamed('托一班', admin);
    const done = (await entriesOf(evaluated[2]!, admin)).find((e) => e.Status === 1)!;
    const book = await handbookOf(done.Id, evaluated[2]!, admin);
    const rating = book.groups[0]!.infos.find((i) => i.Type === ProcessPageType.table2)!;
    for (const row of rating.List) expect(NURSERY_HEALTH_BEHAVIOURS).toContain(row.manifestation);
    expect(book.groups[0]!.Recorder).not.toBe('');
  });

  it('adds nothing on a second run for the same school', async () => {
    const [school] = await h.db.select().from(schools).where(eq(schools.name, DEMO_SCHOOL));
    const counts = async () => ({
      photos: (
        await h.db.select({ n: count() }).from(childPhotos).where(eq(childPhotos.schoolId, school!.id))
      )[0]!.n,
      entries: (
        await h.db
          .select({ n: count() })
          .from(processEvaluations)
          .where(eq(processEvaluations.schoolId, school!.id))
      )[0]!.n,
      files: (
        await h.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.schoolId, school!.id))
      )[0]!.n,
    });
    const before = await counts();
    expect(before.photos).toBe(72);
    expect(before.entries).toBe(72);
    expect(await seedDemoProcess(h.db, diskFileStore(dataDir))).toEqual({ photos: 0, evaluations: 0 });
    expect(await counts()).toEqual(before);
  });
});
