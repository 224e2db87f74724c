import { API, STUDENT_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schools, students } from '../../db/schema';
import { recordImage } from '../uploads/test-support';
import { classIdIn } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  doctor = await h.login('doctor');
});

const classId = (school: string, name: string) => classIdIn(h, school, name);

const form = async (over: object = {}) => ({
  Name: '林小雨',
  Gender: 2,
  Birthday: '2022-05-06',
  ClassId: await classId('阳光幼儿园', '小一班'),
  MotherName: '林妈妈',
  MotherPhone: '13912345678',
  ...over,
});

describe('access (C09)', () => {
  itGuards(
    h,
    [
      [API.students.detail, { Id: 1 }],
      API.students.add,
      API.students.update,
      API.students.moveClass,
      API.students.leave,
    ],
    () => doctor,
  );
});

describe('AddStudent and UpdateStudent', () => {
  it.each([
    [{ Name: '' }, STUDENT_MESSAGES.nameRequired],
    [{ Gender: 3 }, STUDENT_MESSAGES.genderRequired],
    [{ Birthday: '' }, STUDENT_MESSAGES.birthdayRequired],
    [{ Birthday: '2099-01-01' }, STUDENT_MESSAGES.birthdayFuture],
    [{ ClassId: undefined }, STUDENT_MESSAGES.classRequired],
    [{ MotherPhone: '123' }, STUDENT_MESSAGES.phoneInvalid],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.students.add, await form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('adds a child, refuses the same child twice, and edits them', async () => {
    const res = await h.call(API.students.add, await form(), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const id = res.json().response.Id;
    expect((await h.call(API.students.add, await form(), admin)).json().msg).toBe(STUDENT_MESSAGES.duplicate);
    const detail = (await h.call(API.students.detail, { Id: id }, admin)).json().response;
    expect(detail).toMatchObject({
      Name: '林小雨',
      IsBaby: false,
      BabyLevel: null,
      MotherPhone: '13912345678',
      FatherPhone: null,
    });
    const update = await h.call(API.students.update, { ...(await form()), Id: id, Name: '林小雨点' }, admin);
    expect(update.json()).toMatchObject({ success: true, msg: '修改成功' });
  });

  it('keeps a photo this school uploaded, refuses any other, and leaves it when the edit sends none', async () => {
    const [sunshine] = await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园'));
    const [rainbow] = await h.db.select().from(schools).where(eq(schools.name, '彩虹幼儿园'));
    const ours = `/files/${await recordImage(h, sunshine!.id)}`;
    const theirs = `/files/${await recordImage(h, rainbow!.id)}`;
    for (const Photo of [
      theirs,
      'https://example.com/a.jpg',
      '/files/00000000-0000-0000-0000-000000000000',
    ]) {
      const refused = await h.call(API.students.add, await form({ Name: '照片', Photo }), admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(STUDENT_MESSAGES.photoInvalid);
    }
    const res = await h.call(API.students.add, await form({ Name: '照片', Photo: ours }), admin);
    const id = res.json().response.Id;
    const detail = async () => (await h.call(API.students.detail, { Id: id }, admin)).json().response;
    expect((await detail()).Photo).toBe(ours);
    await h.call(API.students.update, { ...(await form({ Name: '照片' })), Id: id }, admin);
    expect((await detail()).Photo).toBe(ours);
    await h.call(API.students.update, { ...(await form({ Name: '照片', Photo: '' })), Id: id }, admin);
    expect((await detail()).Photo).toBeNull();
  });

  it('makes a child in 托班 a nursery child with an age level', async () => {
    const res = await h.call(
      API.students.add,
      await form({ Name: '小宝', Birthday: '2024-06-01', ClassId: await classId('阳光幼儿园', '托一班') }),
      admin,
    );
    const detail = (await h.call(API.students.detail, { Id: res.json().response.Id }, admin)).json().response;
    expect(detail.IsBaby).toBe(true);
    expect([1, 2]).toContain(detail.BabyLevel);
  });

  it("a teacher may not add children (403); another school's class is 404", async () => {
    expect((await h.call(API.students.add, await form({ Name: '小明' }), teacher)).statusCode).toBe(403);
    const other = await h.call(
      API.students.add,
      await form({ ClassId: await classId('彩虹幼儿园', '小一班') }),
      admin,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('MoveClass and LeaveSchool', () => {
  it('moves children and records leaving; a child who left keeps their row but leaves the lists', async () => {
    const from = await classId('阳光幼儿园', '中一班');
    const to = await classId('阳光幼儿园', '中二班');
    const ids = (await h.call(API.students.page, { ClassId: from, PageSize: 2 }, admin))
      .json()
      .response.data.map((c: { Id: number }) => c.Id);
    const moved = await h.call(API.students.moveClass, { Ids: ids, ClassId: to }, admin);
    expect(moved.json()).toMatchObject({ success: true, msg: '操作成功' });
    expect((await h.call(API.students.page, { ClassId: from }, admin)).json().response.dataCount).toBe(23);
    expect((await h.call(API.students.page, { ClassId: to }, admin)).json().response.dataCount).toBe(27);

    const left = await h.call(API.students.leave, { Ids: [ids[0]] }, admin);
    expect(left.json()).toMatchObject({ success: true, msg: '操作成功' });
    expect((await h.call(API.students.page, { ClassId: to }, admin)).json().response.dataCount).toBe(26);
    const [row] = await h.db.select().from(students).where(eq(students.id, ids[0]));
    expect(row!.status).toBe(0);
  });

  it('refuses an empty selection and 404s for children of another school', async () => {
    expect((await h.call(API.students.leave, { Ids: [] }, admin)).json().msg).toBe(
      STUDENT_MESSAGES.selectFirst,
    );
    const [theirs] = await h.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(schools.name, '彩虹幼儿园'));
    expect((await h.call(API.students.leave, { Ids: [theirs!.id] }, admin)).statusCode).toBe(404);
    expect(
      (
        await h.call(
          API.students.moveClass,
          { Ids: [theirs!.id], ClassId: await classId('阳光幼儿园', '小一班') },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect((await h.call(API.students.detail, { Id: theirs!.id }, admin)).statusCode).toBe(404);
  });
});
