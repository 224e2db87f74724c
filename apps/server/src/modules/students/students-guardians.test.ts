import { API, STUDENT_MESSAGES as M } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools, students } from '../../db/schema';
import { classIdIn } from './test-support';

/** Issue 14 item 5: 学号, 入园日期, guardians, allergies and health notes of a child. */
const h = useHarness();
let admin: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
});

const classId = (school: string, name: string) => classIdIn(h, school, name);

const grandma = { Name: '周桂英', Relation: '奶奶', Phone: '13811112222', Primary: true };
const mother = { Name: '陈丽', Relation: '母亲', Phone: '13933334444', Primary: false };
const form = async (over: object = {}) => ({
  Name: '周小禾',
  Gender: 1,
  Birthday: '2022-04-10',
  ClassId: await classId('阳光幼儿园', '小二班'),
  StudentNo: 'T-0001',
  EntryDate: '2025-09-01',
  Guardians: [mother, grandma],
  Allergies: '花生过敏',
  HealthNotes: '午睡前提醒如厕',
  ...over,
});
const detailOf = async (id: number, token = admin) =>
  (await h.call(API.students.detail, { Id: id }, token)).json().response;
const add = async (over: object = {}, token = admin) => h.call(API.students.add, await form(over), token);

describe('AddStudent and UpdateStudent: each rule answers its message', () => {
  const four = Array.from({ length: 4 }, (_, i) => ({ ...mother, Name: `家长${i}`, Primary: i === 0 }));
  it.each([
    [{ Name: '名'.repeat(51) }, M.nameTooLong],
    [{ StudentNo: '学号一' }, M.studentNoInvalid],
    [{ StudentNo: '1'.repeat(31) }, M.studentNoInvalid],
    [{ EntryDate: '2025/9/1' }, M.entryDateInvalid],
    [{ EntryDate: '2025-02-30' }, M.entryDateInvalid],
    [{ EntryDate: '2022-01-01' }, M.entryBeforeBirth],
    [{ Guardians: four }, M.guardiansTooMany],
    [{ Guardians: [{ ...grandma, Name: '' }] }, M.guardianNameRequired],
    [{ Guardians: [{ ...grandma, Name: '名'.repeat(51) }] }, M.guardianNameTooLong],
    [{ Guardians: [{ ...grandma, Relation: '舅舅' }] }, M.guardianRelationInvalid],
    [{ Guardians: [{ ...grandma, Phone: '1381111' }] }, M.guardianPhoneInvalid],
    [{ Guardians: [{ ...grandma, Primary: false }] }, M.guardianPrimaryMissing],
    [{ Guardians: [grandma, { ...mother, Primary: true }] }, M.guardianPrimaryTwice],
    [{ Allergies: '过'.repeat(501) }, M.allergiesTooLong],
    [{ HealthNotes: '注'.repeat(1001) }, M.healthNotesTooLong],
    [{ Guardians: undefined, FatherName: '名'.repeat(51) }, M.parentNameTooLong],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await add({ StudentNo: null, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });
});

describe('guardians with the father/mother fields of the spec', () => {
  it('keeps every detail, derives 母亲 into MotherName/MotherPhone, lists the primary guardian', async () => {
    const res = await add();
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const id = res.json().response.Id;
    expect(await detailOf(id)).toMatchObject({
      StudentNo: 'T-0001',
      EntryDate: '2025-09-01',
      Guardians: [mother, grandma],
      Allergies: '花生过敏',
      HealthNotes: '午睡前提醒如厕',
      MotherName: '陈丽',
      MotherPhone: '13933334444',
      FatherName: null,
      FatherPhone: null,
    });
    const list = (await h.call(API.students.page, { Name: 'T-0001' }, admin)).json().response.data;
    expect(list).toEqual([
      expect.objectContaining({
        Id: id,
        StudentNo: 'T-0001',
        GuardianName: '周桂英',
        GuardianRelation: '奶奶',
        GuardianPhone: '13811112222',
        HasAllergy: true,
      }),
    ]);
  });

  it('a client sending only father/mother gets guardians 父亲/母亲; its edit keeps the grandmother', async () => {
    const legacy = {
      Name: '老客户',
      Gender: 2,
      Birthday: '2022-03-03',
      ClassId: await classId('阳光幼儿园', '小二班'),
      FatherName: '王强',
      FatherPhone: '13800001111',
      MotherName: '李娜',
      MotherPhone: '13900002222',
    };
    const id = (await h.call(API.students.add, legacy, admin)).json().response.Id;
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ FatherName: '王强', MotherPhone: '13900002222', StudentNo: null });
    expect(detail.Guardians).toEqual([
      { Name: '李娜', Relation: '母亲', Phone: '13900002222', Primary: true },
      { Name: '王强', Relation: '父亲', Phone: '13800001111', Primary: false },
    ]);
    // The new form adds a grandmother as the one to call; the old client then edits the father.
    await h.call(
      API.students.update,
      {
        ...legacy,
        Id: id,
        StudentNo: 'L-1',
        Guardians: [...detail.Guardians.map((g: object) => ({ ...g, Primary: false })), grandma],
      },
      admin,
    );
    const edited = await h.call(
      API.students.update,
      { ...legacy, Id: id, FatherPhone: '13800009999' },
      admin,
    );
    expect(edited.json()).toMatchObject({ success: true, msg: '修改成功' });
    const after = await detailOf(id);
    expect(after.Guardians).toEqual([
      { Name: '李娜', Relation: '母亲', Phone: '13900002222', Primary: false },
      { Name: '王强', Relation: '父亲', Phone: '13800009999', Primary: false },
      grandma,
    ]);
    // What the old client does not know stays as it was.
    expect(after.StudentNo).toBe('L-1');
    expect(after.FatherPhone).toBe('13800009999');
  });

  it('reads a child saved before guardians existed (father/mother columns only) as 父亲/母亲', async () => {
    const id = (await add({ StudentNo: null, Name: '旧数据', Guardians: [] })).json().response.Id;
    await h.db
      .update(students)
      .set({
        guardians: [],
        fatherName: '赵军',
        fatherPhone: '13811110000',
        motherName: null,
        motherPhone: null,
      })
      .where(eq(students.id, id));
    expect((await detailOf(id)).Guardians).toEqual([
      { Name: '赵军', Relation: '父亲', Phone: '13811110000', Primary: true },
    ]);
  });
});

describe('学号 is unique in the school', () => {
  it('refuses a 学号 another child has, even one who left, and allows it in another school', async () => {
    const first = (await add({ Name: '学号一', StudentNo: 'U-100' })).json().response.Id;
    const twice = await add({ Name: '学号二', StudentNo: 'U-100' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(M.studentNoTaken);
    await h.call(API.students.leave, { Ids: [first] }, admin);
    expect((await add({ Name: '学号三', StudentNo: 'U-100' })).json().msg).toBe(M.studentNoTaken);
    // Editing a child with their own 学号 is no duplicate.
    const second = (await add({ Name: '学号四', StudentNo: 'U-101' })).json().response.Id;
    const same = await h.call(
      API.students.update,
      { ...(await form({ Name: '学号四', StudentNo: 'U-101' })), Id: second },
      admin,
    );
    expect(same.json().success).toBe(true);
    const taken = await h.call(
      API.students.update,
      { ...(await form({ Name: '学号四', StudentNo: 'U-100' })), Id: second },
      admin,
    );
    expect(taken.json().msg).toBe(M.studentNoTaken);
    const elsewhere = await add(
      { Name: '彩虹孩子', StudentNo: 'U-100', ClassId: await classId('彩虹幼儿园', '小一班') },
      rainbow,
    );
    expect(elsewhere.json().success).toBe(true);
  });
});

describe("another school's child", () => {
  it('answers 404 to read or edit it', async () => {
    const [theirs] = await h.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(schools.name, '彩虹幼儿园'));
    expect((await h.call(API.students.detail, { Id: theirs!.id }, admin)).statusCode).toBe(404);
    const edit = await h.call(API.students.update, { ...(await form()), Id: theirs!.id }, admin);
    expect(edit.statusCode).toBe(404);
  });
});

describe('the class roster (班级幼儿名册)', () => {
  it('prints 学号 and the primary guardian, never allergies or health notes', async () => {
    const klass = await classId('阳光幼儿园', '小二班');
    const id = (await add({ Name: '名册孩子', StudentNo: 'R-1' })).json().response.Id;
    const roster = (await h.call(API.reports.classRoster, { ClassId: klass }, admin)).json().response;
    const child = roster.Students.find((s: { Id: number }) => s.Id === id);
    expect(child).toMatchObject({ StudentNo: 'R-1', ParentName: '周桂英', ParentPhone: '13811112222' });
    expect(JSON.stringify(roster)).not.toContain('花生过敏');
    expect(JSON.stringify(roster)).not.toContain('午睡前提醒如厕');
    // The demo school's children all have someone to call.
    expect(
      roster.Students.every(
        (s: { ParentName: string | null; ParentPhone: string | null }) => s.ParentName && s.ParentPhone,
      ),
    ).toBe(true);
  });
});
