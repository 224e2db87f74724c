import { API, CHILD_PHOTO_MESSAGES, type TChildPhotoPage } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { cycles, processPages, students } from '../../db/schema';
import { processEvaluationsRepository } from '../process-evaluations/process-evaluations.repository';
import { postForm, tempDataDir } from '../uploads/test-support';
import { addToAlbum, childrenOfClass, classNamed } from './test-support';

/**
 * Who is served a library photo's file (D6, D48): staff who see its class or a child tagged on
 * it. Teacher 王丽 teaches 小一班 and 小二班, not 中一班; the 园长 and the doctor see the whole
 * school (the doctor has no album page, but the files of the school stay hers to read, as the
 * children's other photos are); another school gets 404.
 */
const h = useHarness({ dataDir: tempDataDir('child-photo-files') });
const token: Record<string, string> = {};
let sunshine: number;
let small1: number;
let middle1: number;

/** A real photo the 园长 uploaded (not the teacher's own upload, which she may always read). */
async function upload() {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d84' } })
    .jpeg()
    .toBuffer();
  const res = await postForm(
    h,
    API.uploads.image.path,
    { file: { file: picture, name: 'p.jpg' } },
    token.admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as string;
}
const statusOf = async (url: string, as: string) => (await h.get(url, token[as])).statusCode;

beforeAll(async () => {
  for (const login of ['admin', 'teacher', 'doctor', 'rainbow']) token[login] = await h.login(login);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  [small1, middle1] = (await Promise.all(
    ['小一班', '中一班'].map((name) => classNamed(h, sunshine, name)),
  )) as [number, number];
});

describe('library photos by /files/<id>', () => {
  it("refuses 王丽 a photo in 中一班's album, tagged or not, and its thumbnail (404)", async () => {
    const middleKid = (await childrenOfClass(h, middle1))[0]!;
    const tagged = await upload();
    const untagged = await upload();
    await addToAlbum(h, token.admin!, {
      ClassId: middle1,
      Dimension: 1,
      StudentIds: [middleKid],
      paths: [tagged],
    });
    await addToAlbum(h, token.admin!, { ClassId: middle1, paths: [untagged] });
    for (const url of [tagged, untagged, `${tagged}?w=240`]) {
      expect(await statusOf(url, 'teacher'), url).toBe(404);
      for (const as of ['admin', 'doctor']) expect(await statusOf(url, as), `${as} ${url}`).toBe(200);
      expect(await statusOf(url, 'rainbow'), url).toBe(404);
    }
    expect((await h.get(tagged)).statusCode).toBe(401);
    // The doctor reads the file but has no album (no child-photo.read).
    expect((await h.call(API.childPhotos.list, { ClassId: middle1 }, token.doctor)).statusCode).toBe(403);
  });

  it('serves 王丽 her class’s photos, and a photo once a child tagged on it is in her class', async () => {
    const own = await upload();
    await addToAlbum(h, token.teacher!, { ClassId: small1, paths: [own] });
    expect(await statusOf(own, 'teacher')).toBe(200);
    const album = (await h.call(API.childPhotos.list, { ClassId: small1 }, token.teacher)).json()
      .response as TChildPhotoPage;
    expect(album.data.map((p) => p.FileUrl)).toContain(own);

    const mover = (await childrenOfClass(h, middle1))[1]!;
    const theirs = await upload();
    await addToAlbum(h, token.admin!, { ClassId: middle1, StudentIds: [mover], paths: [theirs] });
    expect(await statusOf(theirs, 'teacher')).toBe(404);
    await h.db.update(students).set({ classId: small1 }).where(eq(students.id, mover));
    try {
      expect(await statusOf(theirs, 'teacher')).toBe(200);
    } finally {
      await h.db.update(students).set({ classId: middle1 }).where(eq(students.id, mover));
    }
    expect(await statusOf(theirs, 'teacher')).toBe(404);
  });

  it("refuses 王丽 registering a 中一班 child's photo in her album (it would hand her the file)", async () => {
    const middleKid = (await childrenOfClass(h, middle1))[3]!;
    const theirs = await upload();
    await addToAlbum(h, token.admin!, { ClassId: middle1, StudentIds: [middleKid], paths: [theirs] });
    const res = await h.call(
      API.childPhotos.add,
      { ClassId: small1, Photos: [{ FileUrl: theirs }] },
      token.teacher,
    );
    expect([res.statusCode, res.json().msg]).toEqual([400, CHILD_PHOTO_MESSAGES.photoInvalid]);
    expect(await statusOf(theirs, 'teacher')).toBe(404);
    // A picture no child's data names yet (the 园长's fresh upload) is the school's: she may.
    await addToAlbum(h, token.teacher!, { ClassId: small1, paths: [await upload()] });
  });

  it("follows a process page's child: 中一班's page photo is refused to 王丽, 小一班's served", async () => {
    const [term] = await h.db.select().from(cycles).where(eq(cycles.schoolId, sunshine)).limit(1);
    const files: string[] = [];
    for (const classId of [middle1, small1]) {
      const kid = (await childrenOfClass(h, classId))[2]!;
      const entry = await processEvaluationsRepository(h.db, sunshine).insert({
        studentId: kid,
        cycleId: term!.id,
        classId,
        title: '页面照片',
        startsOn: null,
        endsOn: null,
        createdBy: null,
      });
      const file = await upload();
      await h.db
        .update(processPages)
        .set({ images: [file] })
        .where(eq(processPages.evaluationId, entry));
      files.push(file);
    }
    expect(await statusOf(files[0]!, 'teacher')).toBe(404);
    expect(await statusOf(files[1]!, 'teacher')).toBe(200);
  });
});
