import { API, headTakenMessage, USER_MESSAGES } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classes, schools } from '../../db/schema';
import { userIdOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let teacherUser: number;
let rainbowUser: number;
let rainbowClass: number;
const klass: Record<string, number> = {};

const idOf = (login: string) => userIdOf(h, login);
const rolesOf = async (userId: number) =>
  (await h.call(API.users.classRoles, { Id: userId }, admin)).json().response;
const assign = (UserId: number, Classes: { ClassId: number; Role: string }[], token = admin) =>
  h.call(API.users.assignClassRoles, { UserId, Classes }, token);

beforeAll(async () => {
  [admin, teacher] = await Promise.all([h.login('admin'), h.login('teacher')]);
  teacherUser = await idOf('teacher');
  rainbowUser = await idOf('rainbow');
  const [sunshine] = await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园'));
  for (const c of await h.db.select().from(classes).where(eq(classes.schoolId, sunshine!.id)))
    klass[c.name] = c.id;
  const [rainbow] = await h.db.select().from(schools).where(eq(schools.name, '彩虹幼儿园'));
  rainbowClass = (
    await h.db
      .select()
      .from(classes)
      .where(and(eq(classes.schoolId, rainbow!.id)))
  )[0]!.id;
});

describe('GetClassRoles, AssignClassRoles (C10)', () => {
  it("shows the classes of the current year with the login's teacher's role in each", async () => {
    const body = await rolesOf(teacherUser);
    expect(body).toMatchObject({ UserId: teacherUser, TeacherName: '王丽' });
    expect(body.Classes).toHaveLength(8);
    expect(body.Classes.find((c: { ClassName: string }) => c.ClassName === '小一班')).toMatchObject({
      Role: 'head',
      HeadTeacherName: null,
      GradeName: '小班',
    });
    const second = body.Classes.find((c: { ClassName: string }) => c.ClassName === '小二班');
    expect(second.Role).toBe('teacher');
    expect(second.HeadTeacherName).toEqual(expect.any(String));
  });

  it('shows a login without a teacher, and refuses to place it in classes', async () => {
    const doctor = await idOf('doctor');
    expect(await rolesOf(doctor)).toMatchObject({ TeacherId: null, TeacherName: null });
    const res = await assign(doctor, [{ ClassId: klass.小一班!, Role: 'care' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(USER_MESSAGES.notTeacher);
  });

  it("answers 404 for another school's login or class", async () => {
    expect((await h.call(API.users.classRoles, { Id: rainbowUser }, admin)).statusCode).toBe(404);
    expect((await assign(rainbowUser, [])).statusCode).toBe(404);
    expect((await assign(teacherUser, [{ ClassId: rainbowClass, Role: 'care' }])).statusCode).toBe(404);
  });

  it('refuses a class twice, an unknown role and a class headed by someone else', async () => {
    const twice = await assign(teacherUser, [
      { ClassId: klass.小一班!, Role: 'head' },
      { ClassId: klass.小一班!, Role: 'care' },
    ]);
    expect(twice.json().msg).toBe(USER_MESSAGES.classTwice);
    expect((await assign(teacherUser, [{ ClassId: klass.小一班!, Role: 'boss' }])).json().msg).toBe(
      USER_MESSAGES.roleInvalid,
    );
    const head = (await rolesOf(teacherUser)).Classes.find(
      (c: { ClassName: string }) => c.ClassName === '中一班',
    ).HeadTeacherName;
    const taken = await assign(teacherUser, [{ ClassId: klass.中一班!, Role: 'head' }]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(headTakenMessage('中一班', head));
  });

  it('replaces the roles; the teacher sees exactly those classes at once', async () => {
    const res = await assign(teacherUser, [
      { ClassId: klass.小一班!, Role: 'head' },
      { ClassId: klass.托一班!, Role: 'care' },
    ]);
    expect(res.json()).toMatchObject({ success: true, msg: '保存成功' });
    const roles = (await rolesOf(teacherUser)).Classes.filter((c: { Role: string | null }) => c.Role);
    expect(roles.map((c: { ClassName: string; Role: string }) => [c.ClassName, c.Role])).toEqual([
      ['托一班', 'care'],
      ['小一班', 'head'],
    ]);
    const visible = (await h.call(API.classes.select, undefined, teacher)).json().response;
    expect(visible.map((c: { Name: string }) => c.Name)).toEqual(['托一班', '小一班']);
    await assign(teacherUser, []);
    expect((await h.call(API.classes.select, undefined, teacher)).json().response).toEqual([]);
  });
});
