import { API, PARENT_HANDBOOK_MESSAGES as M, type TParentHandbook } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { questionBanks, students } from '../../db/schema';
import { addToAlbum, storedPictures } from '../child-photos/test-support';
import { type TTermWorld, termWorld } from './test-support';

const h = useHarness();
const E = API.termReports;
let w: TTermWorld;
let openTerm: number;
let rainbowTerm: number;

beforeAll(async () => {
  w = await termWorld(h);
  ({ openTerm, rainbowTerm } = w);
});

const bankOf = async (schoolId: number, name: string) =>
  (
    await h.db
      .select({ id: questionBanks.id })
      .from(questionBanks)
      .where(and(eq(questionBanks.schoolId, schoolId), eq(questionBanks.name, name)))
  )[0]!.id;

async function handbookOf(StudentId: number, token = w.teacher, CycleId = 0) {
  const res = await h.call(E.parentHandbook, { CycleId, StudentId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TParentHandbook;
}

describe('access (screen 3)', () => {
  itGuards(
    h,
    [
      [E.parentHandbook, { StudentId: 1 }],
      [E.saveParentMessage, { StudentId: 1, CycleId: 1, CateId: 1, Content: '' }],
    ],
    () => w.doctor,
  );

  it("another school's child, bank or term and a teacher's other class answer 404", async () => {
    const health = await bankOf(w.sunshine, '健康');
    const save = (StudentId: number, CycleId: number, CateId = health) =>
      h.call(E.saveParentMessage, { StudentId, CycleId, CateId, Content: '好' }, w.teacher);
    for (const [student, cycle] of [
      [w.foreign, openTerm],
      [w.mine[0]!, rainbowTerm],
      [w.middle, openTerm],
    ] as const) {
      expect(
        (await h.call(E.parentHandbook, { CycleId: cycle, StudentId: student }, w.teacher)).statusCode,
      ).toBe(404);
      expect((await save(student, cycle)).statusCode).toBe(404);
    }
    expect((await save(w.mine[0]!, openTerm, await bankOf(w.rainbow, '健康'))).statusCode).toBe(404);
    expect((await handbookOf(w.middle, w.admin)).StudentId).toBe(w.middle);
  });
});

describe('H42: the query and the write are checked', () => {
  it.each([
    [{}, M.studentRequired],
    [{ StudentId: 0 }, M.studentRequired],
    [{ StudentId: 'x' }, M.studentRequired],
  ])('%j is refused with its message', async (query, message) => {
    const res = await h.call(E.parentHandbook, query, w.teacher);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('the parents’ words hold 1000 characters; a bank must be one of the child’s kind', async () => {
    const health = await bankOf(w.sunshine, '健康');
    const write = (body: Record<string, unknown>) =>
      h.call(
        E.saveParentMessage,
        { StudentId: w.mine[0], CycleId: openTerm, CateId: health, ...body },
        w.teacher,
      );
    const long = await write({ Content: '字'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe(M.messageTooLong);
    expect((await write({ Content: '字'.repeat(1000) })).statusCode).toBe(200);
    const noBank = await write({ CateId: 0, Content: '' });
    expect(noBank.json().msg).toBe(M.categoryRequired);
    const nursery = await write({ CateId: await bankOf(w.sunshine, '生活习惯'), Content: '好' });
    expect(nursery.statusCode).toBe(400);
    expect(nursery.json().msg).toBe(M.categoryRequired);
  });
});

describe('H43 H46: the categories', () => {
  it('every kindergarten bank is a category; the demo child has them all rated, with photos and the chart series', async () => {
    const child = w.mine.at(-1)!;
    const book = await handbookOf(child);
    expect(book.IsBaby).toBe(false);
    expect(book.SchoolName).toBe('阳光幼儿园');
    expect(book.Categories.map((c) => c.CateName)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    for (const c of book.Categories) {
      expect(c.IsStatus, c.CateName).toBe(1);
      expect(c.Max).toBe(6);
      expect(c.Content.length).toBeGreaterThan(5);
      expect(c.Xaxis_data).toEqual(c.Content.map((i) => i.Name));
      expect(c.Series.at(-1)).toEqual({ name: book.CycleName, data: c.Content.map((i) => i.Value) });
      expect([c.VideoList, c.AudioList]).toEqual(['', '']);
    }
  });

  it('a category shows the child’s album photos of its area; the term report’s domain the same', async () => {
    const child = w.mine[11]!;
    const small1 = (
      await h.db.select({ classId: students.classId }).from(students).where(eq(students.id, child))
    )[0]!;
    const [talk, play] = await storedPictures(h, w.sunshine, 2);
    // 4 语言与交流 → 语言; 6 美感与表现 → 艺术
    await addToAlbum(h, w.teacher, {
      ClassId: small1.classId,
      Dimension: 4,
      StudentIds: [child],
      paths: [talk!],
    });
    await addToAlbum(h, w.teacher, {
      ClassId: small1.classId,
      Dimension: 6,
      StudentIds: [child],
      paths: [play!],
    });
    const book = await handbookOf(child);
    const imgs = (name: string) => book.Categories.find((c) => c.CateName === name)!.ImgList;
    expect([imgs('语言'), imgs('艺术'), imgs('健康')]).toEqual([talk, play, '']);
    const term = await h.call(E.report, { CycleId: book.CycleId, StudentId: child }, w.teacher);
    const domains = term.json().response.domains as Array<{ Name: string; ListImg: string }>;
    expect(domains.find((d) => d.Name === '语言')!.ListImg).toBe(talk);
    expect(domains.find((d) => d.Name === '社会')!.ListImg).toBe('');
  });

  it('a bank not answered yet is there with IsStatus 0 and nothing rated', async () => {
    const book = await handbookOf(w.mine[13]!);
    const social = book.Categories.find((c) => c.CateName === '社会')!;
    expect(social).toMatchObject({ IsStatus: 0, Content: [], Series: [], ParentMessage: '' });
  });

  it('the parents’ words are saved and shown; a save from a stale copy answers 409', async () => {
    const child = w.mine[9]!;
    const cate = (await handbookOf(child)).Categories.find((c) => c.CateName === '语言')!;
    const first = await h.call(
      E.saveParentMessage,
      {
        StudentId: child,
        CycleId: openTerm,
        CateId: cate.CateId,
        Content: '睡前故事是我们最喜欢的时间。',
        UpdatedAt: null,
      },
      w.teacher,
    );
    expect(first.statusCode, first.body).toBe(200);
    const after = (await handbookOf(child)).Categories.find((c) => c.CateId === cate.CateId)!;
    expect(after.ParentMessage).toBe('睡前故事是我们最喜欢的时间。');
    expect(after.ParentMessageUpdatedAt).toBe(first.json().response.UpdatedAt);
    const stale = await h.call(
      E.saveParentMessage,
      { StudentId: child, CycleId: openTerm, CateId: cate.CateId, Content: '另一段', UpdatedAt: null },
      w.admin,
    );
    expect(stale.statusCode).toBe(409);
    expect((await handbookOf(child)).Categories.find((c) => c.CateId === cate.CateId)!.ParentMessage).toBe(
      '睡前故事是我们最喜欢的时间。',
    );
  });
});
