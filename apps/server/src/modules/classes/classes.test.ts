import { API, CLASS_MESSAGES } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, grades, schools, studyYears, teachers } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let year: number;
let bigGrade: number;
let staff: number[];
let rainbowTeacher: number;
let rainbowClass: number;

async function schoolId(name: string) {
  return (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
}

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  const sunshine = await schoolId('阳光幼儿园');
  const rainbow = await schoolId('彩虹幼儿园');
  year = (
    await h.db.select({ id: studyYears.id }).from(studyYears).where(eq(studyYears.schoolId, sunshine))
  )[0]!.id;
  bigGrade = (
    await h.db
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.studyYearId, year), eq(grades.name, '大班')))
  )[0]!.id;
  staff = (await h.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.schoolId, sunshine))).map(
    (t) => t.id,
  );
  rainbowTeacher = (
    await h.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.schoolId, rainbow))
  )[0]!.id;
  rainbowClass = (
    await h.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, rainbow))
  )[0]!.id;
});

const form = (over: object = {}) => ({
  StudyYearId: year,
  GradeId: bigGrade,
  Name: '大三班',
  HeadTeacherId: staff[0],
  TeacherIds: [staff[1]],
  CareIds: [staff[2]],
  ...over,
});

describe('access', () => {
  itGuards(
    h,
    [[API.classes.detail, { Id: 1 }], API.classes.add, API.classes.update, API.classes.remove],
    () => teacher,
  );
});

describe('AddClass (C06)', () => {
  it.each([
    [{ Name: '' }, CLASS_MESSAGES.nameRequired],
    [{ Name: '班'.repeat(31) }, CLASS_MESSAGES.nameTooLong],
    [{ GradeId: undefined }, CLASS_MESSAGES.gradeRequired],
    [{ StudyYearId: undefined }, CLASS_MESSAGES.studyYearRequired],
    [{ Name: '大一班' }, CLASS_MESSAGES.nameTaken],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.classes.add, form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses the same teacher in two roles', async () => {
    const res = await h.call(API.classes.add, form({ TeacherIds: [staff[0]] }), admin);
    expect(res.json().msg).toBe(CLASS_MESSAGES.teacherTwice);
  });

  it("answers 404 for another school's teacher, writing nothing", async () => {
    const res = await h.call(API.classes.add, form({ CareIds: [rainbowTeacher] }), admin);
    expect(res.statusCode).toBe(404);
    const page = (await h.call(API.classes.page, undefined, admin)).json().response;
    expect(page.dataCount).toBe(8);
  });

  it('creates 大三班 with its staff; it shows in the list and the class select', async () => {
    const res = await h.call(API.classes.add, form(), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const id = res.json().response.Id;
    const detail = (await h.call(API.classes.detail, { Id: id }, admin)).json().response;
    expect(detail).toEqual({ ...form(), Id: id, StudentNum: 0 });
    const options = (await h.call(API.classes.select, undefined, admin)).json().response;
    expect(options.map((o: { Name: string }) => o.Name)).toContain('大三班');
  });
});

describe('UpdateClass and DeleteClass', () => {
  it('renames a class and replaces its staff', async () => {
    const id = (
      await h.call(
        API.classes.add,
        form({ Name: '大四班', HeadTeacherId: null, TeacherIds: [], CareIds: [] }),
        admin,
      )
    ).json().response.Id;
    const res = await h.call(
      API.classes.update,
      form({ Id: id, Name: '大五班', HeadTeacherId: staff[3], TeacherIds: [], CareIds: [] }),
      admin,
    );
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    const detail = (await h.call(API.classes.detail, { Id: id }, admin)).json().response;
    expect(detail).toMatchObject({ Name: '大五班', HeadTeacherId: staff[3], TeacherIds: [], CareIds: [] });
  });

  it('refuses to delete a class with children and deletes an empty one', async () => {
    const [full] = (await h.call(API.classes.page, { PageSize: 1 }, admin)).json().response.data;
    const refused = await h.call(API.classes.remove, { Ids: [full.Id] }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(CLASS_MESSAGES.hasChildren);

    const empty = (
      await h.call(
        API.classes.add,
        form({ Name: '临时班', HeadTeacherId: null, TeacherIds: [], CareIds: [] }),
        admin,
      )
    ).json().response.Id;
    const res = await h.call(API.classes.remove, { Ids: [empty] }, admin);
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    expect((await h.call(API.classes.detail, { Id: empty }, admin)).statusCode).toBe(404);
  });

  it('refuses an empty selection', async () => {
    const res = await h.call(API.classes.remove, { Ids: [] }, admin);
    expect(res.json().msg).toBe(CLASS_MESSAGES.selectToDelete);
  });

  it("answers 404 for another school's class on read, edit and delete", async () => {
    expect((await h.call(API.classes.detail, { Id: rainbowClass }, admin)).statusCode).toBe(404);
    expect((await h.call(API.classes.update, form({ Id: rainbowClass, Name: 'x' }), admin)).statusCode).toBe(
      404,
    );
    expect((await h.call(API.classes.remove, { Ids: [rainbowClass] }, admin)).statusCode).toBe(404);
  });
});

describe('GetTeacherSelect', () => {
  it("lists the school's teachers only", async () => {
    const list = (await h.call(API.teachers.select, undefined, admin)).json().response;
    expect(list).toHaveLength(16);
    expect(list.map((t: { Id: number }) => t.Id)).not.toContain(rainbowTeacher);
    expect((await h.call(API.teachers.select, undefined, teacher)).statusCode).toBe(403);
  });
});
