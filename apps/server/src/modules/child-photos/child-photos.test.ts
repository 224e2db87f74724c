import {
  API,
  ChildPhotoSource,
  dimensionOfKeyword,
  fileIdOf,
  filePath,
  CHILD_PHOTO_MESSAGES as M,
} from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { childPhotoStudents, childPhotos, classes, storedFiles } from '../../db/schema';
import {
  addToAlbum,
  albumOf,
  childrenOfClass,
  classNamed,
  growthRecordShowing,
  storedPictures,
  themeAnswerShowing,
} from './test-support';

/**
 * The class album (幼儿相册, issue 18 slice 2): who may read and register, each refusal's
 * message, and the list with its derived photos. Teacher 王丽 (`teacher`) teaches 小一班 and
 * 小二班; 中一班 is another teacher's.
 */
const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let sunshine: number;
let rainbow: number;
let small1: number;
let small2: number;
let middle1: number;
let kids: number[];

const add = (body: Record<string, unknown>, token = teacher) => h.call(API.childPhotos.add, body, token);
const photosOf = (paths: string[]) => paths.map((FileUrl) => ({ FileUrl }));
const rowsOf = async (paths: string[]) =>
  h.db
    .select()
    .from(childPhotos)
    .where(
      inArray(
        childPhotos.fileId,
        paths.map((p) => fileIdOf(p)),
      ),
    );

beforeAll(async () => {
  [admin, teacher, doctor] = await Promise.all([h.login('admin'), h.login('teacher'), h.login('doctor')]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  rainbow = await schoolIdOf(h, '彩虹幼儿园');
  [small1, small2, middle1] = (await Promise.all(
    ['小一班', '小二班', '中一班'].map((name) => classNamed(h, sunshine, name)),
  )) as [number, number, number];
  kids = await childrenOfClass(h, small1);
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.childPhotos.list, { ClassId: 0 }],
      API.childPhotos.add,
      API.childPhotos.retag,
      API.childPhotos.remove,
      [API.processEvaluations.cloudImages, { StudentId: 1, Dimension: 1, Type: 1 }],
    ],
    () => doctor,
  );

  it("another school's class answers 404 to read and to write", async () => {
    const [theirs] = await h.db.select().from(classes).where(eq(classes.schoolId, rainbow));
    expect((await h.call(API.childPhotos.list, { ClassId: theirs!.id }, admin)).statusCode).toBe(404);
    const [path] = await storedPictures(h, sunshine, 1);
    const res = await add({ ClassId: theirs!.id, Photos: photosOf([path!]) }, admin);
    expect(res.statusCode).toBe(404);
    expect(await rowsOf([path!])).toHaveLength(0);
  });

  it("a teacher reading another class's album gets 404; registering photos in it, 403", async () => {
    expect((await h.call(API.childPhotos.list, { ClassId: middle1 }, teacher)).statusCode).toBe(404);
    const [path] = await storedPictures(h, sunshine, 1);
    const res = await add({ ClassId: middle1, Photos: photosOf([path!]) });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(M.notYourClass);
    expect(await rowsOf([path!])).toHaveLength(0);
  });
});

describe('AddClassPhotos', () => {
  it('refuses each invalid request with its message and writes nothing', async () => {
    const [own, other] = await storedPictures(h, sunshine, 2);
    const [foreign] = await storedPictures(h, rainbow, 1);
    const [logo] = await h.db
      .insert(storedFiles)
      .values({
        schoolId: sunshine,
        kind: 'excel',
        originalName: 'a.xlsx',
        mime: 'x',
        size: 1,
        storageKey: 'x',
      })
      .returning({ id: storedFiles.id });
    const middleChild = (await childrenOfClass(h, middle1))[0]!;
    const fifty = await storedPictures(h, sunshine, 51);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Photos: photosOf([own!]) }, M.classRequired],
      [{ ClassId: small1 }, M.photosRequired],
      [{ ClassId: small1, Photos: [] }, M.photosRequired],
      [{ ClassId: small1, Photos: photosOf(fifty) }, M.tooManyPhotos],
      [{ ClassId: small1, Photos: photosOf(['https://example.com/a.jpg']) }, M.photoInvalid],
      [{ ClassId: small1, Photos: photosOf([foreign!]) }, M.photoInvalid],
      [{ ClassId: small1, Photos: photosOf([filePath(logo!.id)]) }, M.photoInvalid],
      [
        { ClassId: small1, Photos: photosOf([filePath('00000000-0000-4000-8000-000000000000')]) },
        M.photoInvalid,
      ],
      [{ ClassId: small1, Photos: [{ FileUrl: own, TakenOn: '2026-02-30' }] }, M.takenOnInvalid],
      [{ ClassId: small1, Photos: photosOf([own!]), StudentIds: [middleChild] }, M.childrenOutsideClass],
      [{ ClassId: small1, Photos: photosOf([own!]), StudentIds: [kids[0], 999_999] }, M.childrenOutsideClass],
      [{ ClassId: small1, Photos: photosOf([own!]), Dimension: 7 }, M.dimensionInvalid],
      [{ ClassId: small1, Photos: photosOf([own!]), Dimension: -1 }, M.dimensionInvalid],
      [{ ClassId: small1, Photos: photosOf([own!, other!]), Dimension: 1.5 }, M.dimensionInvalid],
    ];
    for (const [body, msg] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.json().msg, JSON.stringify(body).slice(0, 200)).toBe(msg);
    }
    expect(await rowsOf([own!, other!, ...fifty])).toHaveLength(0);
  });

  it('registers fifty photos at once, untagged or tagged, and retags a file it already holds', async () => {
    const fifty = await storedPictures(h, sunshine, 50);
    expect(await addToAlbum(h, teacher, { ClassId: small1, paths: fifty })).toBe(50);
    const rows = await rowsOf(fifty);
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.classId === small1 && r.dimension === 0 && r.schoolId === sunshine)).toBe(
      true,
    );

    const [tagged] = await storedPictures(h, sunshine, 1);
    const body = {
      ClassId: String(small1),
      Dimension: '4',
      StudentIds: [kids[0], String(kids[1]), kids[0]],
      Photos: [{ FileUrl: tagged!.toUpperCase().replace('/FILES/', '/files/'), TakenOn: '2026-10-08' }],
    };
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: M.added, response: { Count: 1 } });
    const [row] = await rowsOf([tagged!]);
    expect(row).toMatchObject({ classId: small1, dimension: 4, takenOn: '2026-10-08' });
    const tags = await h.db.select().from(childPhotoStudents).where(eq(childPhotoStudents.photoId, row!.id));
    expect(tags.map((t) => t.studentId).sort()).toEqual([kids[0], kids[1]].sort());

    // The same file again: one row, its tags and dimension replaced.
    await addToAlbum(h, teacher, { ClassId: small1, Dimension: 2, StudentIds: [kids[2]!], paths: [tagged!] });
    expect(await rowsOf([tagged!])).toMatchObject([{ id: row!.id, dimension: 2, takenOn: '2026-10-08' }]);
    const retagged = await h.db
      .select()
      .from(childPhotoStudents)
      .where(eq(childPhotoStudents.photoId, row!.id));
    expect(retagged.map((t) => t.studentId)).toEqual([kids[2]]);
    // The 园长 registers for any class; a file already in another class's album is refused.
    const inOther = await add({ ClassId: middle1, Photos: photosOf([tagged!]) }, admin);
    expect(inOther.statusCode).toBe(400);
    expect(inOther.json().msg).toBe(M.inOtherClass);
  });
});

describe('GetClassPhotoPage', () => {
  it('gives the teacher her classes, the first class by default, and the 园长 every class', async () => {
    const mine = await albumOf(h, teacher, {});
    expect(mine.Classes.map((c) => c.ClassName)).toEqual(['小一班', '小二班']);
    expect(mine.ClassId).toBe(small1);
    expect(mine.Children.map((c) => c.StudentId)).toEqual(
      expect.arrayContaining((await childrenOfClass(h, small1)).slice(0, 3)),
    );
    expect((await albumOf(h, admin, {})).Classes).toHaveLength(8);
    expect((await albumOf(h, admin, { ClassId: middle1 })).ClassId).toBe(middle1);
  });

  it('lists library and derived photos newest first, filtered by child, dimension and source', async () => {
    const children = await childrenOfClass(h, small2);
    const [lib, tagged, growth1, growth2, theme] = await storedPictures(h, sunshine, 5);
    await addToAlbum(h, teacher, { ClassId: small2, paths: [lib!] });
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 5,
      StudentIds: [children[0]!],
      paths: [tagged!],
    });
    await growthRecordShowing(h, sunshine, children[1]!, [growth1!, growth2!]);
    const keyword = await themeAnswerShowing(h, children[2]!, [theme!]);
    // The other class's theme photos are not this album's.
    const others = await albumOf(h, teacher, { ClassId: small1 });
    expect(others.data.some((p) => p.FileUrl === theme)).toBe(false);

    const album = await albumOf(h, teacher, { ClassId: small2 });
    const byUrl = new Map(album.data.map((p) => [p.FileUrl, p]));
    expect(byUrl.get(lib!)).toMatchObject({ Dimension: 0, Students: [], Source: ChildPhotoSource.library });
    expect(byUrl.get(tagged!)).toMatchObject({ Dimension: 5, Students: [{ Id: children[0] }], Source: 1 });
    for (const path of [growth1!, growth2!])
      expect(byUrl.get(path), path).toMatchObject({
        Id: 0,
        Dimension: 0,
        Students: [{ Id: children[1] }],
        Source: ChildPhotoSource.growthRecord,
      });
    expect(byUrl.get(theme!)).toMatchObject({
      Id: 0,
      Dimension: dimensionOfKeyword(keyword),
      Source: ChildPhotoSource.theme,
    });
    // Newest stored first.
    const times = album.data.map((p) => Date.parse(p.CreatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(album.Total).toBe(album.dataCount);
    expect(
      album.Sources.find((s) => s.Source === ChildPhotoSource.growthRecord)?.Count,
    ).toBeGreaterThanOrEqual(2);

    const urls = async (query: Record<string, unknown>) =>
      (await albumOf(h, teacher, { ClassId: small2, ...query })).data.map((p) => p.FileUrl);
    expect(await urls({ StudentId: children[0] })).toEqual([tagged]);
    expect(await urls({ Dimension: 5 })).toContain(tagged);
    expect(await urls({ Dimension: 0 })).toEqual(expect.arrayContaining([lib, growth1, growth2]));
    expect(await urls({ Dimension: 0 })).not.toContain(tagged);
    expect(await urls({ Source: ChildPhotoSource.library })).toEqual(expect.arrayContaining([lib, tagged]));
    expect(await urls({ Source: ChildPhotoSource.library })).not.toContain(growth1);
    expect(await urls({ Source: ChildPhotoSource.growthRecord })).toEqual(
      expect.arrayContaining([growth1, growth2]),
    );
    const paged = await albumOf(h, teacher, { ClassId: small2, PageIndex: 2, PageSize: 2 });
    expect(paged.data.map((p) => p.FileUrl)).toEqual(album.data.slice(2, 4).map((p) => p.FileUrl));
    expect(album.Children.find((c) => c.StudentId === children[1])?.Count).toBe(2);

    // Tagging a derived photo makes a library row for the same file: it shows once, as tagged.
    await addToAlbum(h, teacher, {
      ClassId: small2,
      Dimension: 3,
      StudentIds: [children[1]!],
      paths: [growth1!],
    });
    const [row] = await rowsOf([growth1!]);
    const after = (await albumOf(h, teacher, { ClassId: small2 })).data.filter((p) => p.FileUrl === growth1);
    expect(after).toEqual([expect.objectContaining({ Id: row!.id, Dimension: 3, Source: 2 })]);
    const files = await h.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, fileIdOf(growth1!)));
    expect(files).toHaveLength(1);
    expect(
      await h.db
        .select()
        .from(childPhotos)
        .where(and(eq(childPhotos.fileId, fileIdOf(growth1!)))),
    ).toHaveLength(1);
  });
});
