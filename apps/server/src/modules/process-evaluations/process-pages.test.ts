import {
  API,
  HTTP_MESSAGES,
  PROCESS_MESSAGES as M,
  PROCESS_PAGE_SET,
  ProcessPageType,
  scopesForGrade,
} from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { processQuestions, questionBanks } from '../../db/schema';
import { classNamed, storedPictures } from '../child-photos/test-support';
import {
  detailOf,
  entryStatus,
  itemsOf,
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

describe('access (screen 11)', () => {
  itGuards(
    h,
    [
      [E.pages, { StudentId: 1, Id: 1 }],
      [E.pageDetail, { Id: 1 }],
      E.openPage,
      E.closePage,
      E.submitPage,
      [E.tableHeader, { StudentId: 1, Name: '健康' }],
      [E.questions, { StudentId: 1, Name: '健康' }],
    ],
    () => w.doctor,
  );

  it("another school's entry, page item or child answers 404 to reads and writes", async () => {
    const theirs = await newEntry(h, w.rainbow, w.foreign);
    const page = await pageOfType(h, theirs, ProcessPageType.message);
    expect((await h.call(E.pages, { StudentId: w.foreign, Id: theirs }, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.pageDetail, { Id: page }, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.openPage, { id: page }, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.closePage, { id: page }, w.teacher)).statusCode).toBe(404);
    const body = { id: page, type: 2, content: '别校' };
    expect((await h.call(E.submitPage, body, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.tableHeader, { StudentId: w.foreign, Name: 'x' }, w.teacher)).statusCode).toBe(
      404,
    );
    expect((await h.call(E.questions, { StudentId: w.foreign, Name: '健康' }, w.teacher)).statusCode).toBe(
      404,
    );
    expect((await storedPages(h, theirs)).find((p) => p.id === page)!.content).toBe('');
  });

  it("a teacher reads another class's entry as missing (404) and may not write it (403 只能评价自己班级的幼儿)", async () => {
    const other = await newEntry(h, w.sunshine, w.middle);
    const page = await pageOfType(h, other, ProcessPageType.message);
    expect((await h.call(E.pages, { StudentId: w.middle, Id: other }, w.teacher)).statusCode).toBe(404);
    expect((await h.call(E.pageDetail, { Id: page }, w.teacher)).statusCode).toBe(404);
    const closed = await h.call(E.closePage, { id: page }, w.teacher);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().msg).toBe(M.notYourClass);
    const saved = await h.call(E.submitPage, { id: page, type: 2, content: '不是我的班' }, w.teacher);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().msg).toBe(M.notYourClass);
    // The 园长 sees the whole school.
    expect((await itemsOf(h, w.admin, w.middle, other)).Items).toHaveLength(PROCESS_PAGE_SET.length);
  });

  it('the 园长 reads but may not open, close or save (SPEC l.137: only identity 2 writes)', async () => {
    const id = await newEntry(h, w.sunshine, w.mine[0]!);
    const page = await pageOfType(h, id, ProcessPageType.message);
    expect((await detailOf(h, w.admin, page)).Type).toBe(ProcessPageType.message);
    for (const [endpoint, body] of [
      [E.closePage, { id: page }],
      [E.openPage, { id: page }],
      [E.submitPage, { id: page, type: 2, content: '园长写的' }],
    ] as const) {
      const res = await h.call(endpoint, body, w.admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
    }
    expect((await storedPages(h, id)).find((p) => p.id === page)).toMatchObject({ status: 1, content: '' });
  });
});

describe('H13 H14: the page items', () => {
  it('lists the 11 items in order with the child; the StudentId must be the entry’s', async () => {
    const child = w.mine[1]!;
    const id = await newEntry(h, w.sunshine, child);
    const list = await itemsOf(h, w.teacher, child, id);
    expect(list.Evaluation).toMatchObject({ Id: id, Status: 0 });
    expect(list.Child).toMatchObject({
      StudentId: child,
      ClassId: await classNamed(h, w.sunshine, '小一班'),
      ClassName: '小一班',
    });
    expect(list.Items.map((i) => [i.Type, i.Name])).toEqual(PROCESS_PAGE_SET.map((s) => [s.type, s.name]));
    expect(list.Items.map((i) => i.IsFinish)).toEqual(PROCESS_PAGE_SET.map((s) => (s.isFinish ? 1 : 0)));
    expect(list.Items.every((i) => i.Status === 1 && i.Img === '' && i.MediaCount === 0)).toBe(true);
    expect(list.Items.filter((i) => i.Type === 3).map((i) => i.Dimension)).toEqual([1, 2, 3, 4, 5, 6]);
    const wrong = await h.call(E.pages, { StudentId: w.mine[0], Id: id }, w.teacher);
    expect(wrong.statusCode).toBe(404);
  });

  it('a photo page shows its first photo and how many items it holds', async () => {
    const id = await newEntry(h, w.sunshine, w.mine[0]!);
    const page = await pageOfType(h, id, ProcessPageType.media);
    const photos = await storedPictures(h, w.sunshine, 2);
    await submitOk(h, w.teacher, { id: page, type: 3, content: '', imgList: photos.join(',') });
    const item = (await itemsOf(h, w.teacher, w.mine[0]!, id)).Items.find((i) => i.Id === page)!;
    expect(item).toMatchObject({ Img: photos[0], MediaCount: 2, IsFinish: 1 });
  });
});

describe('H16 H17: open and close', () => {
  it('closes and reopens a page (idempotent); the back cover has no buttons (封底无需编辑)', async () => {
    const id = await newEntry(h, w.sunshine, w.mine[0]!);
    const message = await pageOfType(h, id, ProcessPageType.message);
    expect(await toggle(h, w.teacher, message, false)).toEqual({ Status: 0, EvaluationStatus: 0 });
    expect(await toggle(h, w.teacher, message, false)).toEqual({ Status: 0, EvaluationStatus: 0 });
    expect((await itemsOf(h, w.teacher, w.mine[0]!, id)).Items.find((i) => i.Id === message)!.Status).toBe(0);
    expect(await toggle(h, w.teacher, message, true)).toEqual({ Status: 1, EvaluationStatus: 0 });
    const plate = await pageOfType(h, id, ProcessPageType.plate);
    for (const endpoint of [E.closePage, E.openPage]) {
      const res = await h.call(endpoint, { id: plate }, w.teacher);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.plateFixed);
    }
  });
});

describe('H47: when an entry is finished', () => {
  it('follows its pages both ways, in the same transaction as each change', async () => {
    const child = w.mine[2]!;
    const id = await newEntry(h, w.sunshine, child);
    const pages = await storedPages(h, id);
    const ofType = (t: number) => pages.filter((p) => p.type === t).map((p) => p.id);
    const [cover] = ofType(ProcessPageType.cover);
    const [message] = ofType(ProcessPageType.message);
    const [health, ...otherPhotos] = ofType(ProcessPageType.media);
    const tables = [...ofType(ProcessPageType.table1), ...ofType(ProcessPageType.table2)];

    const [photo] = await storedPictures(h, w.sunshine, 1);
    expect((await submitOk(h, w.teacher, { id: cover, type: 1, content: '王丽' })).EvaluationStatus).toBe(0);
    expect(await submitOk(h, w.teacher, { id: health, type: 3, imgList: [photo] })).toMatchObject({
      IsFinish: 1,
      EvaluationStatus: 0,
    });
    for (const page of [message!, ...otherPhotos, ...tables.slice(0, -1)])
      await toggle(h, w.teacher, page, false);
    expect((await toggle(h, w.teacher, tables.at(-1)!, false)).EvaluationStatus).toBe(1);
    expect(await entryStatus(h, id)).toBe(1);

    // An open page with nothing written takes it back; writing it finishes it again.
    expect((await toggle(h, w.teacher, message!, true)).EvaluationStatus).toBe(0);
    expect(
      (await submitOk(h, w.teacher, { id: message, type: 2, content: '老师的寄语' })).EvaluationStatus,
    ).toBe(1);
    // Clearing the message takes it back (the message may be saved empty).
    expect(await submitOk(h, w.teacher, { id: message, type: 2, content: '' })).toMatchObject({
      IsFinish: 0,
      EvaluationStatus: 0,
    });
    await submitOk(h, w.teacher, { id: message, type: 2, content: '老师的寄语' });
    // Without any open photo or table page it is not finished.
    expect((await toggle(h, w.teacher, health!, false)).EvaluationStatus).toBe(0);
    expect(await entryStatus(h, id)).toBe(0);
    // The list shows what the pages say.
    expect((await itemsOf(h, w.teacher, child, id)).Evaluation.Status).toBe(0);
  });
});

describe('H25 H26 Q6: the tables’ helpers', () => {
  it('the header line is class, child and title; the questions are the bank’s for the child’s grade', async () => {
    const child = w.mine[0]!;
    const header = await h.call(E.tableHeader, { StudentId: child, Name: ' 健康表现评价表 ' }, w.teacher);
    expect(header.statusCode).toBe(200);
    expect(header.json().response).toMatch(/^小一班 \S+ 健康表现评价表$/);
    const res = await h.call(E.questions, { StudentId: child, Name: '健康' }, w.teacher);
    expect(res.statusCode).toBe(200);
    const [bank] = await h.db
      .select()
      .from(questionBanks)
      .where(and(eq(questionBanks.schoolId, w.sunshine), eq(questionBanks.name, '健康')));
    const expected = await h.db
      .select({ question: processQuestions.question, scope: processQuestions.gradeName })
      .from(processQuestions)
      .where(eq(processQuestions.bankId, bank!.id))
      .orderBy(asc(processQuestions.orderSort), asc(processQuestions.id));
    const forSmall = expected.filter((q) => scopesForGrade('小班').includes(q.scope));
    expect(forSmall.length).toBeGreaterThan(0);
    expect(forSmall.length).toBeLessThan(expected.length);
    expect(res.json().response).toEqual(forSmall.map((q) => q.question));
    const detail = await detailOf(h, w.teacher, await pageOfType(h, await newEntry(h, w.sunshine, child), 5));
    expect(detail.Banks).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    const unknown = await h.call(E.questions, { StudentId: child, Name: '没有这个分类' }, w.teacher);
    expect(unknown.json().response).toEqual([]);
  });
});
