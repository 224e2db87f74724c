import { API, PROCESS_MESSAGES as M, ProcessPageType, type THandbook } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { processEvaluations } from '../../db/schema';
import { storedPictures } from '../child-photos/test-support';
import {
  newEntry,
  pageOfType,
  processWorld,
  storedPages,
  submitOk,
  type TProcessWorld,
  toggle,
} from './test-support';

const h = useHarness();
let w: TProcessWorld;
const E = API.processEvaluations;

beforeAll(async () => {
  w = await processWorld(h);
});

const ask = (query: Record<string, unknown>, token = w.teacher) => h.call(E.handbook, query, token);

async function handbookOf(query: Record<string, unknown>, token = w.teacher) {
  const res = await ask(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as THandbook;
}

/** An entry of the child with its cover, message, one photo page and both tables written. */
async function writtenEntry(studentId: number, range?: [string, string]) {
  const id = await newEntry(h, w.sunshine, studentId);
  if (range) {
    await h.db
      .update(processEvaluations)
      .set({ startsOn: range[0], endsOn: range[1], title: `${range[0]}至${range[1]}` })
      .where(eq(processEvaluations.id, id));
  }
  const [cover, photo] = await storedPictures(h, w.sunshine, 2);
  const page = (type: number) => pageOfType(h, id, type);
  await submitOk(h, w.teacher, {
    id: await page(ProcessPageType.cover),
    type: 1,
    content: '王丽',
    imgList: cover,
  });
  await submitOk(h, w.teacher, { id: await page(ProcessPageType.message), type: 2, content: '你真棒' });
  const media = await page(ProcessPageType.media);
  await submitOk(h, w.teacher, { id: media, type: 3, content: '搭积木', imgList: photo });
  const table = {
    name: '小明',
    content: '建构区',
    looktime: '2026-09-10',
    writename: '王丽',
    List: [{ title: '表现', desc: '专注' }],
  };
  await submitOk(h, w.teacher, {
    id: await page(ProcessPageType.table1),
    type: 4,
    content: JSON.stringify(table),
  });
  const rating = { title: '健康表现评价表', List: [{ manifestation: '自己洗手', isActivite: 1 }] };
  await submitOk(h, w.teacher, {
    id: await page(ProcessPageType.table2),
    type: 5,
    content: JSON.stringify(rating),
  });
  return { id, cover, photo, media };
}

describe('access (screen 16)', () => {
  itGuards(h, [[E.handbook, { Ids: '[1]', studentId: 1 }]], () => w.doctor);

  it("another school's entry or child, another child's entry and another class's entry answer 404", async () => {
    const theirs = await newEntry(h, w.rainbow, w.foreign);
    expect((await ask({ Ids: `[${theirs}]`, studentId: w.foreign })).statusCode).toBe(404);
    const mine = await newEntry(h, w.sunshine, w.mine[0]!);
    // one id that is not this child's spoils the whole handbook: nothing is printed in part
    expect((await ask({ Ids: JSON.stringify([mine, theirs]), studentId: w.mine[0] })).statusCode).toBe(404);
    const sibling = await newEntry(h, w.sunshine, w.mine[1]!);
    expect((await ask({ Ids: JSON.stringify([mine, sibling]), studentId: w.mine[0] })).statusCode).toBe(404);
    const other = await newEntry(h, w.sunshine, w.middle);
    expect((await ask({ Ids: `[${other}]`, studentId: w.middle })).statusCode).toBe(404);
    // the 园长 sees the whole school
    expect((await handbookOf({ Ids: `[${other}]`, studentId: w.middle }, w.admin)).groups).toHaveLength(1);
  });
});

describe('H27: the query', () => {
  it.each([
    [{ studentId: 1 }, M.selectToPreview],
    [{ Ids: '[]', studentId: 1 }, M.selectToPreview],
    [{ Ids: 'abc', studentId: 1 }, M.selectToPreview],
    [{ Ids: '[1,0]', studentId: 1 }, M.selectToPreview],
    [{ Ids: '[1,2,3,4,5]', studentId: 1 }, M.maxSelected],
    [{ Ids: '[1]' }, M.studentRequired],
    [{ Ids: '[1]', studentId: 0 }, M.studentRequired],
  ])('%j is refused with its message', async (query, message) => {
    const res = await ask(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('reads Ids as a JSON list, a comma list or one id; repeats count once', async () => {
    const { id } = await writtenEntry(w.mine[0]!);
    for (const Ids of [`[${id}]`, `${id}`, `${id},${id}`, `[${id}, ${id}]`]) {
      expect((await handbookOf({ Ids, studentId: w.mine[0] })).groups.map((g) => g.Id)).toEqual([id]);
    }
  });
});

describe('H27 H41: groups (title, infos)', () => {
  it('answers the child, the school and one group per entry, earliest start first', async () => {
    const child = w.mine[2]!;
    const late = await writtenEntry(child, ['2026-10-01', '2026-10-31']);
    const early = await writtenEntry(child, ['2026-09-01', '2026-09-30']);
    const book = await handbookOf({ Ids: JSON.stringify([late.id, early.id]), studentId: child });
    expect(book).toMatchObject({
      SchoolName: '阳光幼儿园',
      StudentId: child,
      ClassName: '小一班',
      Editable: true,
    });
    expect(book.StudentName).not.toBe('');
    expect(book.groups.map((g) => g.Id)).toEqual([early.id, late.id]);
    expect(book.groups[0]).toMatchObject({
      title: '2026-09-01至2026-09-30',
      StartDate: '2026-09-01',
      EndDate: '2026-09-30',
      Recorder: '王丽',
      CoverImg: early.cover,
    });
  });

  it('prints the open, written pages of Types 2-5 in order, the tables typed (H41)', async () => {
    const child = w.mine[3]!;
    const { id, photo, media } = await writtenEntry(child);
    const [group] = (await handbookOf({ Ids: `[${id}]`, studentId: child })).groups;
    // the other five photo pages are empty: not written, not printed; nor the cover and 封底
    expect(group!.infos.map((i) => i.Type)).toEqual([2, 3, 4, 5]);
    const [message, photos, table, rating] = group!.infos;
    expect(message).toMatchObject({ Content: '你真棒', Table: null, List: [] });
    expect(photos).toMatchObject({
      Id: media,
      Content: '搭积木',
      CateName: '健康与体能',
      Dimension: 1,
      ImgList: [photo],
    });
    expect(photos!.ClassName).toBe('小一班');
    expect(table!.Table).toMatchObject({
      name: '小明',
      titleTab1: '姓名',
      List: [{ title: '表现', desc: '专注' }],
    });
    expect(rating).toMatchObject({
      Title: '健康表现评价表',
      List: [{ manifestation: '自己洗手', isActivite: 1 }],
      Content: '',
    });
    // the stamp a table edit on the page sends back (design Q7)
    const stored = (await storedPages(h, id)).find((p) => p.id === rating!.Id)!;
    expect(rating!.UpdatedAt).toBe(stored.updatedAt.toISOString());
  });

  it('leaves out a closed page (H17)', async () => {
    const child = w.mine[4]!;
    const { id, media } = await writtenEntry(child);
    await toggle(h, w.teacher, media, false);
    const [group] = (await handbookOf({ Ids: `[${id}]`, studentId: child })).groups;
    expect(group!.infos.map((i) => i.Type)).toEqual([2, 4, 5]);
  });

  it('the 园长, who reads but does not write evaluations, sees it read-only (Editable false)', async () => {
    const child = w.mine[5]!;
    const { id } = await writtenEntry(child);
    expect((await handbookOf({ Ids: `[${id}]`, studentId: child }, w.admin)).Editable).toBe(false);
  });
});
