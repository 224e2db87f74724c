import { API, TEACHER_MESSAGES, UserStatus } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schools, teachers, users } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let rainbowTeacher: number;
let rainbowUser: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  const [rainbow] = await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, '彩虹幼儿园'));
  rainbowTeacher = (
    await h.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.schoolId, rainbow!.id))
  )[0]!.id;
  rainbowUser = (await h.db.select({ id: users.id }).from(users).where(eq(users.schoolId, rainbow!.id)))[0]!
    .id;
});

const form = (over: object = {}) => ({
  Name: '周老师',
  Phone: '13912345678',
  Gender: 2,
  Title: '配班教师',
  UserId: null,
  ...over,
});
const userIdOf = async (login: string) =>
  (await h.call(API.users.select, undefined, admin))
    .json()
    .response.find((u: { Name: string }) => u.Name.includes(`（${login}）`)).Id;

describe('access', () => {
  itGuards(
    h,
    [
      [API.teachers.detail, { Id: 1 }],
      API.teachers.add,
      API.teachers.update,
      API.teachers.remove,
      API.users.select,
    ],
    () => teacher,
  );
});

describe('AddTeacher, UpdateTeacher, DeleteTeacher (C08)', () => {
  it.each([
    [{ Name: '  ' }, TEACHER_MESSAGES.nameRequired],
    [{ Phone: '1234' }, TEACHER_MESSAGES.phoneInvalid],
    [{ Phone: '13800000002' }, TEACHER_MESSAGES.phoneTaken],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.teachers.add, form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a login already bound to another teacher', async () => {
    const res = await h.call(API.teachers.add, form({ UserId: await userIdOf('teacher') }), admin);
    expect(res.json().msg).toBe(TEACHER_MESSAGES.userTaken);
  });

  it('refuses a deleted login (404), as if it were not there', async () => {
    const doctor = await userIdOf('doctor');
    await h.db.update(users).set({ status: UserStatus.deleted }).where(eq(users.id, doctor));
    const res = await h.call(API.teachers.add, form({ UserId: doctor }), admin);
    await h.db.update(users).set({ status: UserStatus.active }).where(eq(users.id, doctor));
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for another school's login or teacher", async () => {
    expect((await h.call(API.teachers.add, form({ UserId: rainbowUser }), admin)).statusCode).toBe(404);
    expect((await h.call(API.teachers.detail, { Id: rainbowTeacher }, admin)).statusCode).toBe(404);
    expect((await h.call(API.teachers.update, form({ Id: rainbowTeacher }), admin)).statusCode).toBe(404);
    expect((await h.call(API.teachers.remove, { Ids: [rainbowTeacher] }, admin)).statusCode).toBe(404);
  });

  it('adds a teacher bound to the doctor login, edits and deletes them; a blank phone is none', async () => {
    const doctor = await userIdOf('doctor');
    const res = await h.call(API.teachers.add, form({ UserId: doctor, Phone: '' }), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const id = res.json().response.Id;
    expect((await h.call(API.teachers.detail, { Id: id }, admin)).json().response).toEqual({
      Id: id,
      Name: '周老师',
      Phone: null,
      Gender: 2,
      Title: '配班教师',
      UserId: doctor,
    });
    const page = (await h.call(API.teachers.page, { Name: '周老师' }, admin)).json().response;
    expect(page.data[0]).toMatchObject({ Name: '周老师', LoginName: 'doctor' });

    const update = await h.call(API.teachers.update, form({ Id: id, Name: '周晓', UserId: null }), admin);
    expect(update.json()).toMatchObject({ success: true, msg: '修改成功' });
    expect((await h.call(API.teachers.detail, { Id: id }, admin)).json().response).toMatchObject({
      Name: '周晓',
      UserId: null,
    });

    const del = await h.call(API.teachers.remove, { Ids: [id] }, admin);
    expect(del.json()).toMatchObject({ success: true, msg: '删除成功' });
    expect((await h.call(API.teachers.detail, { Id: id }, admin)).statusCode).toBe(404);
  });

  it('deleting a teacher takes them out of their classes and unbinds the login', async () => {
    const bound = (await h.call(API.teachers.page, { Name: '王丽' }, admin)).json().response.data[0];
    expect(bound.ClassNames).toEqual(['小一班', '小二班']);
    await h.call(API.teachers.remove, { Ids: [bound.Id] }, admin);
    // The teacher login still works but sees no class any more.
    expect((await h.call(API.classes.select, undefined, teacher)).json().response).toEqual([]);
  });

  it('refuses an empty selection', async () => {
    expect((await h.call(API.teachers.remove, { Ids: [] }, admin)).json().msg).toBe(
      TEACHER_MESSAGES.selectToDelete,
    );
  });
});
