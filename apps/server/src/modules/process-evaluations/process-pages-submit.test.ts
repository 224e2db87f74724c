import {
  API,
  filePath,
  PROCESS_MESSAGES as M,
  ProcessPageType,
  TABLE_ROW_DEFAULTS,
  TABLE_TITLE_DEFAULTS,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { processPages } from '../../db/schema';
import { storedPictures } from '../child-photos/test-support';
import { recordImage } from '../uploads/test-support';
import {
  detailOf,
  newEntry,
  pageOfType,
  processWorld,
  storedPages,
  submit,
  submitOk,
  type TProcessWorld,
  toggle,
} from './test-support';

const h = useHarness();
let w: TProcessWorld;

beforeAll(async () => {
  w = await processWorld(h);
});

/** A fresh entry of one of the teacher's children and the id of its page of a Type. */
async function pageOf(type: number) {
  const id = await newEntry(h, w.sunshine, w.mine[0]!);
  return pageOfType(h, id, type);
}

async function refused(body: Record<string, unknown>, message: string, status = 400) {
  const res = await submit(h, w.teacher, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(message);
}

const stored = async (pageId: number) => {
  const detail = await detailOf(h, w.teacher, pageId);
  return { Content: detail.Content, ImgList: detail.ImgList, VideoList: detail.VideoList };
};

describe('H20 H21: the cover', () => {
  it('needs the recorder (请填写记录人), ≤30, one photo at most; saves and reads back (H19)', async () => {
    const page = await pageOf(ProcessPageType.cover);
    await refused({ id: page, type: 1, content: '  ' }, M.recorderRequired);
    await refused({ id: page, type: 1, content: '王'.repeat(31) }, M.recorderTooLong);
    const photos = await storedPictures(h, w.sunshine, 2);
    await refused({ id: page, type: 1, content: '王丽', imgList: photos }, M.coverPhotoTooMany);
    const saved = await submitOk(h, w.teacher, {
      id: page,
      type: 1,
      content: ' 王丽 ',
      imgList: photos[0],
      cateName: '忽略',
    });
    expect(saved.IsFinish).toBe(1);
    const detail = await detailOf(h, w.teacher, page);
    expect(detail).toMatchObject({
      Content: '王丽',
      ImgList: [photos[0]],
      CateName: '',
      StudentId: w.mine[0],
    });
    expect(detail.UpdatedAt).toBe(saved.UpdatedAt);
    expect(detail.StudentName).not.toBe('');
    expect(detail.ClassName).toBe('小一班');
  });
});

describe('H22: the message', () => {
  it('takes 500 characters and refuses 501 without cutting (文字不能超过500个字)', async () => {
    const page = await pageOf(ProcessPageType.message);
    await refused({ id: page, type: 2, content: '好'.repeat(501) }, M.textTooLong);
    expect((await stored(page)).Content).toBe('');
    await submitOk(h, w.teacher, { id: page, type: 2, content: '好'.repeat(500) });
    expect((await stored(page)).Content).toHaveLength(500);
  });
});

describe('H23: photos and videos', () => {
  it('needs one (请上传图片或视频), takes nine, refuses ten; lists arrive comma-joined or as arrays', async () => {
    const page = await pageOf(ProcessPageType.media);
    await refused({ id: page, type: 3, content: '只有文字' }, M.mediaRequired);
    const photos = await storedPictures(h, w.sunshine, 10);
    await refused({ id: page, type: 3, imgList: photos.join(',') }, M.mediaTooMany);
    await refused(
      { id: page, type: 3, imgList: photos.slice(0, 9), content: '字'.repeat(501) },
      M.textTooLong,
    );
    await submitOk(h, w.teacher, {
      id: page,
      type: 3,
      imgList: photos.slice(0, 9).join(','),
      content: '户外活动',
    });
    expect(await stored(page)).toEqual({ Content: '户外活动', ImgList: photos.slice(0, 9), VideoList: [] });
  });

  it("refuses another school's picture, a made-up path and another class's photo (图片或视频不存在)", async () => {
    const page = await pageOf(ProcessPageType.media);
    const theirs = filePath(await recordImage(h, w.rainbow));
    await refused({ id: page, type: 3, imgList: [theirs] }, M.fileInvalid);
    await refused({ id: page, type: 3, imgList: ['https://example.com/a.jpg'] }, M.fileInvalid);
    // A photo already on a 中一班 child's page is that class's: the teacher of 小一班 cannot see it.
    const [photo] = await storedPictures(h, w.sunshine, 1);
    const other = await pageOfType(h, await newEntry(h, w.sunshine, w.middle), ProcessPageType.media);
    await h.db
      .update(processPages)
      .set({ images: [photo!] })
      .where(eq(processPages.id, other));
    await refused({ id: page, type: 3, imgList: [photo] }, M.fileInvalid);
    // A picture registered as a video is not a video.
    await refused(
      { id: page, type: 3, videoList: (await storedPictures(h, w.sunshine, 1))[0] },
      M.fileInvalid,
    );
    expect(await stored(page)).toEqual({ Content: '', ImgList: [], VideoList: [] });
  });
});

describe('H26: table 1', () => {
  it('empty titles take 姓名/内容/观察日期/记录人; no rows start from the four default rows; bad JSON is refused', async () => {
    const page = await pageOf(ProcessPageType.table1);
    await refused({ id: page, type: 4, content: '{不是JSON' }, M.contentInvalid);
    await refused(
      { id: page, type: 4, content: JSON.stringify({ titleTab1: '超过十个字的标题标题标题' }) },
      M.contentInvalid,
    );
    const saved = await submitOk(h, w.teacher, {
      id: page,
      type: 4,
      content: JSON.stringify({ titleTab1: ' ', name: '小明', List: [] }),
    });
    expect(saved.IsFinish).toBe(0);
    const table = JSON.parse((await stored(page)).Content);
    expect([table.titleTab1, table.titleTab2, table.titleTab3, table.titleTab4]).toEqual([
      ...TABLE_TITLE_DEFAULTS,
    ]);
    expect(table.List.map((r: { title: string }) => r.title)).toEqual([...TABLE_ROW_DEFAULTS]);
    table.List[0].desc = '愿意和同伴分享玩具';
    expect(
      (await submitOk(h, w.teacher, { id: page, type: 4, content: JSON.stringify(table) })).IsFinish,
    ).toBe(1);
  });
});

describe('H25: table 2', () => {
  it('drops rows without a behaviour; none left is 请编辑表格; one rated row finishes it', async () => {
    const page = await pageOf(ProcessPageType.table2);
    const blank = Array.from({ length: 10 }, () => ({ manifestation: ' ', isActivite: 0 }));
    await refused(
      { id: page, type: 5, content: JSON.stringify({ title: '健康表现评价表', List: blank }) },
      M.tableRequired,
    );
    const rows = [...blank, { manifestation: '能自己洗手', isActivite: 0 }];
    expect(
      (
        await submitOk(h, w.teacher, {
          id: page,
          type: 5,
          content: JSON.stringify({ title: '健康表现评价表', List: rows }),
        })
      ).IsFinish,
    ).toBe(0);
    expect(JSON.parse((await stored(page)).Content)).toEqual({
      title: '健康表现评价表',
      List: [{ manifestation: '能自己洗手', isActivite: 0 }],
    });
    const rated = { title: '健康表现评价表', List: [{ manifestation: '能自己洗手', isActivite: 1 }] };
    expect(
      (await submitOk(h, w.teacher, { id: page, type: 5, content: JSON.stringify(rated) })).IsFinish,
    ).toBe(1);
  });
});

describe('what a submit refuses whatever the type', () => {
  it('the back cover, a closed page, a type that is not the page’s', async () => {
    const id = await newEntry(h, w.sunshine, w.mine[0]!);
    const plate = await pageOfType(h, id, ProcessPageType.plate);
    await refused({ id: plate, type: 6, content: '' }, M.plateFixed);
    const message = await pageOfType(h, id, ProcessPageType.message);
    await refused({ id: message, type: 1, content: '王丽' }, M.typeMismatch);
    await toggle(h, w.teacher, message, false);
    await refused({ id: message, type: 2, content: '关着的页' }, M.pageClosed);
    expect((await storedPages(h, id)).find((p) => p.id === message)!.content).toBe('');
  });

  it('409 over a newer save, naming who and when; what is stored stays; the right stamp saves', async () => {
    const page = await pageOf(ProcessPageType.message);
    const first = await submitOk(h, w.teacher, { id: page, type: 2, content: '第一次' });
    const opened = (await detailOf(h, w.teacher, page)).UpdatedAt;
    await submitOk(h, w.teacher, { id: page, type: 2, content: '另一台设备', UpdatedAt: opened });
    const stale = await submit(h, w.teacher, {
      id: page,
      type: 2,
      content: '旧的',
      UpdatedAt: first.UpdatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/^这一页已被您在.+修改，请刷新后再保存；您填写的内容已保留$/);
    expect((await stored(page)).Content).toBe('另一台设备');
    const now = (await detailOf(h, w.teacher, page)).UpdatedAt;
    await submitOk(h, w.teacher, { id: page, type: 2, content: '刷新后', UpdatedAt: now });
  });

  it('a refused file leaves the page and the entry as they were (one transaction)', async () => {
    const id = await newEntry(h, w.sunshine, w.mine[0]!);
    const page = await pageOfType(h, id, ProcessPageType.media);
    const [ok] = await storedPictures(h, w.sunshine, 1);
    const saved = await submitOk(h, w.teacher, { id: page, type: 3, imgList: [ok], content: '第一版' });
    await refused(
      { id: page, type: 3, imgList: [ok, '/files/00000000-0000-4000-8000-000000000000'], content: '第二版' },
      M.fileInvalid,
    );
    const detail = await detailOf(h, w.teacher, page);
    expect(detail).toMatchObject({ Content: '第一版', ImgList: [ok], UpdatedAt: saved.UpdatedAt });
  });

  it('malformed bodies are 400 before anything is read', async () => {
    const page = await pageOf(ProcessPageType.message);
    for (const body of [{}, { id: page }, { id: page, type: 9 }, { id: 'x', type: 2 }]) {
      const res = await h.call(API.processEvaluations.submitPage, body, w.teacher);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
