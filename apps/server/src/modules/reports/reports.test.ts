import { API, ReportKey } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, queryOf, useHarness } from '../../../test/harness';
import { classes, students, teachers } from '../../db/schema';
import { filesNamedIn } from '../../pdf/render-sessions';
import { classIdIn } from '../students/test-support';
import { rosterWithPhoto } from './test-support';

const h = useHarness();
const ROSTER = API.reports.classRoster;
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;

const classId = (school: string, name: string) => classIdIn(h, school, name);

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
});

describe('reports.classRoster (班级幼儿名册 data)', () => {
  itGuards(h, [[ROSTER, { ClassId: 1 }]], () => district);

  it('answers the class, its staff in role order and its children in school', async () => {
    const id = await classId('阳光幼儿园', '小一班');
    const res = await h.call(ROSTER, { ClassId: id }, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json().response;
    expect(body.School.Name).toBe('阳光幼儿园');
    expect(body.Class).toMatchObject({ Id: id, Name: '小一班', GradeName: '小班' });
    expect(body.Class.StudyYearName).toMatch(/\d{4}/);
    expect(body.Class.Staff[0]).toEqual({ Role: '班主任', Name: '王丽' });
    expect(body.Students.length).toBe(25);
    expect(body.Students[0]).toEqual({
      Id: expect.any(Number),
      Name: expect.any(String),
      Gender: expect.any(Number),
      Birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      Photo: null,
      IsBaby: false,
      StudentNo: expect.stringMatching(/^\d{8}$/),
      ParentName: body.Students[0].ParentName,
      ParentPhone: body.Students[0].ParentPhone,
    });
    // A child saved before guardians (father/mother columns only): the mother is named first,
    // with her own phone; without her, the father. (The guardian to call: students-guardians.)
    const [first, second] = body.Students as { Id: number }[];
    await h.db
      .update(students)
      .set({
        guardians: [],
        motherName: '李梅',
        motherPhone: '13800000001',
        fatherName: '张强',
        fatherPhone: '13900000002',
      })
      .where(eq(students.id, first!.Id));
    await h.db
      .update(students)
      .set({
        guardians: [],
        motherName: null,
        motherPhone: null,
        fatherName: '赵刚',
        fatherPhone: '13900000003',
      })
      .where(eq(students.id, second!.Id));
    const again = (await h.call(ROSTER, { ClassId: id }, admin)).json().response.Students;
    expect(again[0]).toMatchObject({ ParentName: '李梅', ParentPhone: '13800000001' });
    expect(again[1]).toMatchObject({ ParentName: '赵刚', ParentPhone: '13900000003' });
    expect(body.AsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves out children who left the school', async () => {
    const id = await classId('阳光幼儿园', '中二班');
    const before = (await h.call(ROSTER, { ClassId: id }, admin)).json().response.Students;
    await h.db.update(students).set({ status: 0 }).where(eq(students.id, before[0].Id));
    const after = (await h.call(ROSTER, { ClassId: id }, admin)).json().response.Students;
    expect(after.map((s: { Id: number }) => s.Id)).not.toContain(before[0].Id);
    expect(after).toHaveLength(before.length - 1);
  });

  it('limits a teacher to their own classes: another class answers 404', async () => {
    expect(
      (await h.call(ROSTER, { ClassId: await classId('阳光幼儿园', '小二班') }, teacher)).statusCode,
    ).toBe(200);
    expect(
      (await h.call(ROSTER, { ClassId: await classId('阳光幼儿园', '大一班') }, teacher)).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another school's class", async () => {
    const res = await h.call(ROSTER, { ClassId: await classId('阳光幼儿园', '小一班') }, rainbow);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      msg: '数据不存在或已被删除',
      code: 'request.notFound',
      response: null,
    });
  });

  it('answers 404 for a deleted class and leaves deleted teachers off the staff', async () => {
    const id = await classId('阳光幼儿园', '中一班');
    const staff = (await h.call(ROSTER, { ClassId: id }, admin)).json().response.Class.Staff as {
      Name: string;
    }[];
    const [gone] = await h.db.select().from(teachers).where(eq(teachers.name, staff[0]!.Name));
    await h.db.update(teachers).set({ enabled: false }).where(eq(teachers.id, gone!.id));
    const after = (await h.call(ROSTER, { ClassId: id }, admin)).json().response.Class.Staff as {
      Name: string;
    }[];
    expect(after.map((s) => s.Name)).not.toContain(gone!.name);
    expect(after).toHaveLength(staff.length - 1);
    await h.db.update(classes).set({ enabled: false }).where(eq(classes.id, id));
    expect((await h.call(ROSTER, { ClassId: id }, admin)).statusCode).toBe(404);
  });

  it('asks for a class', async () => {
    const res = await h.call(ROSTER, { ClassId: 0 }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请选择班级');
  });
});

describe('render tokens (X-Render-Token): one report, its own query, its own files', () => {
  let klass: number;
  let photo: string;
  let otherPhoto: string;
  let token: string;
  /** The print browser's request: the roster with this query, or another url. */
  const asPrinter = (target: Record<string, unknown> | string, t = token) =>
    h.app.inject({
      method: 'GET',
      ...(typeof target === 'string' ? { url: target } : { url: ROSTER.path, query: queryOf(target) }),
      headers: { 'x-render-token': t },
    });

  beforeAll(async () => {
    ({ klass, photo, otherPhoto } = await rosterWithPhoto(h));
    const principal = (await h.app.auth.principal(admin))!;
    const data = (await h.call(ROSTER, { ClassId: klass }, admin)).json().response;
    token = await h.app.pdf.renders.issue({
      principal,
      report: ReportKey.classRoster,
      params: { ClassId: String(klass) },
      files: filesNamedIn(data),
    });
  });

  it("reads the report's data call with the values it was issued for", async () => {
    const res = await asPrinter({ ClassId: klass });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.Class.Id).toBe(klass);
  });

  it('is refused (403) for another class, an extra parameter, or any other API call', async () => {
    const other = await classId('阳光幼儿园', '大一班');
    expect((await asPrinter({ ClassId: other })).statusCode).toBe(403);
    expect((await asPrinter({ ClassId: klass, PageSize: 9 })).statusCode).toBe(403);
    for (const url of [
      API.students.page.path,
      API.profile.get.path,
      API.classes.page.path,
      `${API.classes.detail.path}?Id=${klass}`,
    ]) {
      expect((await asPrinter(url)).statusCode).toBe(403);
    }
  });

  it('is no bearer token: sent as Authorization it answers 401', async () => {
    const res = await h.call(ROSTER, { ClassId: klass }, token);
    expect(res.statusCode).toBe(401);
  });

  it("reads only the files the report's data names", async () => {
    // The bytes of recorded test pictures do not exist: 404 from the store, after the check passed.
    expect(filesNamedIn({ a: `/files/${photo}` }).has(photo)).toBe(true);
    const named = await asPrinter(`/files/${photo}`);
    const unnamed = await asPrinter(`/files/${otherPhoto}`);
    expect(unnamed.statusCode).toBe(404);
    expect([200, 404]).toContain(named.statusCode);
  });

  it('stops working once revoked or expired (401)', async () => {
    const principal = (await h.app.auth.principal(admin))!;
    const t = await h.app.pdf.renders.issue({
      principal,
      report: ReportKey.classRoster,
      params: { ClassId: String(klass) },
      files: new Set(),
    });
    expect((await asPrinter({ ClassId: klass }, t)).statusCode).toBe(200);
    await h.app.pdf.renders.revoke(t);
    expect((await asPrinter({ ClassId: klass }, t)).statusCode).toBe(401);
    expect((await asPrinter({ ClassId: klass }, 'rt_guessed')).statusCode).toBe(401);
  });
});
