import path from 'node:path';
import { API, fileIdOf, CHILD_PHOTO_MESSAGES as M } from '@kg/contracts';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import {
  childPhotoStudents,
  childPhotos,
  cycles,
  processPages,
  storedFiles,
  students,
} from '../../db/schema';
import { processEvaluationsRepository } from '../process-evaluations/process-evaluations.repository';
import { filesUnder, postForm, tempDataDir } from '../uploads/test-support';
import {
  addToAlbum,
  childrenOfClass,
  classNamed,
  growthRecordShowing,
  storedPictures,
  themeAnswerShowing,
} from './test-support';

/**
 * Retagging and deleting library photos (幼儿相册): all or none, the class scope, each message,
 * and a deleted photo's file removed only when nothing else names it.
 */
const dataDir = tempDataDir('child-photos-write');
const h = useHarness({ dataDir });
let admin: string;
let teacher: string;
let sunshine: number;
let rainbow: number;
let small1: number;
let middle1: number;
let kids: number[];
let middleKids: number[];

/** A real upload (bytes on disk) of the 园长's, as the page sends it. */
async function upload() {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a9' } })
    .jpeg()
    .toBuffer();
  const res = await postForm(h, API.uploads.image.path, { file: { file: picture, name: 'a.jpg' } }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as string;
}

/** The library rows of files (by path), id by file. */
async function idsOf(paths: string[]) {
  const rows = await h.db
    .select()
    .from(childPhotos)
    .where(
      inArray(
        childPhotos.fileId,
        paths.map((p) => fileIdOf(p)),
      ),
    );
  return paths.map((p) => rows.find((r) => r.fileId === fileIdOf(p))?.id ?? 0);
}
const tagsOf = async (id: number) =>
  (await h.db.select().from(childPhotoStudents).where(eq(childPhotoStudents.photoId, id)))
    .map((t) => t.studentId)
    .sort((a, b) => a - b);
const retag = (body: Record<string, unknown>, token = teacher) => h.call(API.childPhotos.retag, body, token);
const remove = (ids: unknown[], token = teacher) => h.call(API.childPhotos.remove, { ids }, token);
const diskFiles = () => filesUnder(path.join(dataDir, 'files'));

beforeAll(async () => {
  [admin, teacher] = await Promise.all([h.login('admin'), h.login('teacher')]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  rainbow = await schoolIdOf(h, '彩虹幼儿园');
  [small1, middle1] = (await Promise.all(
    ['小一班', '中一班'].map((name) => classNamed(h, sunshine, name)),
  )) as [number, number];
  kids = await childrenOfClass(h, small1);
  middleKids = await childrenOfClass(h, middle1);
});

describe('UpdatePhotoTags', () => {
  it('refuses each invalid request with its message', async () => {
    const paths = await storedPictures(h, sunshine, 1);
    await addToAlbum(h, teacher, { ClassId: small1, paths });
    const [id] = await idsOf(paths);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Ids: [], Dimension: 1 }, M.selectPhotos],
      [{ Dimension: 1 }, M.selectPhotos],
      [{ Ids: Array.from({ length: 51 }, (_, i) => i + 1), Dimension: 1 }, M.tooManySelected],
      [{ Ids: [id] }, M.dimensionInvalid],
      [{ Ids: [id], Dimension: 7 }, M.dimensionInvalid],
      [{ Ids: [id], Dimension: 1, StudentIds: [middleKids[0]] }, M.childrenOutsideClass],
    ];
    for (const [body, msg] of cases) {
      const res = await retag(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toBe(msg);
    }
    expect(await tagsOf(id!)).toEqual([]);
  });

  it("retags many photos at once, all or none: another school's photo 404, another class's 403", async () => {
    const mine = await storedPictures(h, sunshine, 3);
    await addToAlbum(h, teacher, { ClassId: small1, StudentIds: [kids[0]!], paths: mine });
    const theirs = await storedPictures(h, sunshine, 1);
    await addToAlbum(h, admin, { ClassId: middle1, paths: theirs });
    const abroad = await storedPictures(h, rainbow, 1);
    const rainbowClass = (
      await h.db.select().from(students).where(eq(students.schoolId, rainbow)).limit(1)
    )[0]!;
    await addToAlbum(h, await h.login('rainbow'), { ClassId: rainbowClass.classId, paths: abroad });
    const ids = await idsOf(mine);
    const [other] = await idsOf(theirs);
    const [foreign] = await idsOf(abroad);

    const mixed = await retag({ Ids: [ids[0], other], Dimension: 2, StudentIds: [kids[1]] });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().msg).toBe(M.notYourClass);
    expect((await retag({ Ids: [ids[0], foreign], Dimension: 2 })).statusCode).toBe(404);
    expect(await tagsOf(ids[0]!)).toEqual([kids[0]]);

    const res = await retag({
      Ids: [ids[0], String(ids[1]), ids[2], ids[0]],
      Dimension: '6',
      StudentIds: kids.slice(1, 3),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: M.tagged, response: { Count: 3 } });
    for (const id of ids) expect(await tagsOf(id)).toEqual(kids.slice(1, 3).sort((a, b) => a - b));
    const rows = await h.db.select().from(childPhotos).where(inArray(childPhotos.id, ids));
    expect(rows.map((r) => r.dimension)).toEqual([6, 6, 6]);
    // Back to 未分类 without children; the 园长 retags any class's photo.
    expect((await retag({ Ids: [ids[2]], Dimension: 0, StudentIds: [] })).statusCode).toBe(200);
    expect(await tagsOf(ids[2]!)).toEqual([]);
    expect((await retag({ Ids: [other], Dimension: 1, StudentIds: [middleKids[0]] }, admin)).statusCode).toBe(
      200,
    );
  });

  it('keeps the tag of a child who moved to another class', async () => {
    const paths = await storedPictures(h, sunshine, 1);
    const mover = kids[5]!;
    await addToAlbum(h, teacher, { ClassId: small1, StudentIds: [mover], paths });
    const [id] = await idsOf(paths);
    await h.db.update(students).set({ classId: middle1 }).where(eq(students.id, mover));
    try {
      expect((await retag({ Ids: [id], Dimension: 3, StudentIds: [mover, kids[6]] })).statusCode).toBe(200);
      expect(await tagsOf(id!)).toEqual([mover, kids[6]!].sort((a, b) => a - b));
    } finally {
      await h.db.update(students).set({ classId: small1 }).where(eq(students.id, mover));
    }
  });
});

describe('DeletePhotos', () => {
  it('deletes the row and the file nobody else names: bytes and thumbnail too', async () => {
    const paths = [await upload(), await upload()];
    await addToAlbum(h, teacher, { ClassId: small1, StudentIds: [kids[0]!], paths });
    expect((await h.get(`${paths[0]}?w=120`, admin)).statusCode).toBe(200);
    const before = diskFiles();
    const ids = await idsOf(paths);
    const res = await remove([ids[0], String(ids[1])]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(M.deleted);
    expect(await idsOf(paths)).toEqual([0, 0]);
    const files = await h.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, paths.map(fileIdOf)));
    expect(files).toHaveLength(0);
    const after = diskFiles();
    // Two originals and one thumbnail are gone from the disk.
    expect(before.length - after.length).toBe(3);
    expect(after.some((f) => paths.some((p) => f.includes(fileIdOf(p))))).toBe(false);
    expect((await h.get(paths[0]!, admin)).statusCode).toBe(404);
  });

  it('keeps the file a process page still shows, deleting only the album row', async () => {
    const [shown] = [await upload()];
    await addToAlbum(h, teacher, { ClassId: small1, Dimension: 1, StudentIds: [kids[1]!], paths: [shown!] });
    const [child] = await h.db.select().from(students).where(eq(students.id, kids[1]!));
    const entry = await processEvaluationsRepository(h.db, sunshine).insert({
      studentId: child!.id,
      cycleId: (await h.db.select().from(cycles).where(eq(cycles.schoolId, sunshine)).limit(1))[0]!.id,
      classId: child!.classId,
      title: '照片页',
      startsOn: null,
      endsOn: null,
      createdBy: null,
    });
    await h.db
      .update(processPages)
      .set({ images: [shown!] })
      .where(eq(processPages.evaluationId, entry));
    const [id] = await idsOf([shown!]);
    expect((await remove([id])).statusCode).toBe(200);
    expect(await idsOf([shown!])).toEqual([0]);
    expect((await h.get(shown!, admin)).statusCode).toBe(200);
  });

  it('refuses a derived photo, and every id of a request holding one', async () => {
    const [fromRecord, fromTheme, plain] = await storedPictures(h, sunshine, 3);
    await growthRecordShowing(h, sunshine, kids[2]!, [fromRecord!]);
    await themeAnswerShowing(h, kids[3]!, [fromTheme!]);
    // Tagged in the album, they get rows, yet stay the records' photos.
    await addToAlbum(h, teacher, { ClassId: small1, Dimension: 2, paths: [fromRecord!, fromTheme!, plain!] });
    const ids = await idsOf([fromRecord!, fromTheme!, plain!]);
    for (const derived of [ids[0], ids[1]]) {
      const res = await remove([ids[2], derived]);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.derivedNotDeletable);
    }
    expect(await idsOf([fromRecord!, fromTheme!, plain!])).toEqual(ids);
  });

  it("refuses, all or none: [] (message), another school's photo 404, another class's 403", async () => {
    const mine = await storedPictures(h, sunshine, 1);
    const theirs = await storedPictures(h, sunshine, 1);
    await addToAlbum(h, teacher, { ClassId: small1, paths: mine });
    await addToAlbum(h, admin, { ClassId: middle1, paths: theirs });
    const [own, other] = [...(await idsOf(mine)), ...(await idsOf(theirs))];
    const empty = await remove([]);
    expect([empty.statusCode, empty.json().msg]).toEqual([400, M.selectPhotos]);
    const many = await remove(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(many.json().msg).toBe(M.tooManySelected);
    const mixed = await remove([own, other]);
    expect([mixed.statusCode, mixed.json().msg]).toEqual([403, M.notYourClass]);
    expect((await remove([own, 99_999_999])).statusCode).toBe(404);
    const rainbowAdmin = await h.login('rainbow');
    expect((await remove([own], rainbowAdmin)).statusCode).toBe(404);
    expect(await idsOf([...mine, ...theirs])).toEqual([own, other]);
    expect((await remove([other], admin)).statusCode).toBe(200);
  });
});
