import { API, HTTP_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools, studyYears } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshineYear: number;
let rainbowYear: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  doctor = await h.login('doctor');
  rainbow = await h.login('rainbow');
  const year = async (school: string) =>
    (
      await h.db
        .select({ id: studyYears.id })
        .from(studyYears)
        .innerJoin(schools, eq(schools.id, studyYears.schoolId))
        .where(eq(schools.name, school))
    )[0]!.id;
  sunshineYear = await year('阳光幼儿园');
  rainbowYear = await year('彩虹幼儿园');
});

describe('GetCycleInfoSelectResult (C04)', () => {
  const cycles = (query: object, token?: string) => h.call(API.schoolInfo.cycleSelect, query, token);

  it('answers the two cycles of the study year as {Id, Name}', async () => {
    const res = await cycles({ SchoolId: 1, StudyYearsId: sunshineYear }, admin);
    expect(res.json().response).toEqual([
      { Id: expect.any(Number), Name: '2026-2027学年第一学期' },
      { Id: expect.any(Number), Name: '2026-2027学年第二学期' },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await cycles({ StudyYearsId: sunshineYear })).statusCode).toBe(401);
  });

  it('requires StudyYearsId', async () => {
    const res = await cycles({ SchoolId: 1 }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('参数错误：StudyYearsId');
  });

  it("answers 404 for another school's study year or SchoolId, never its data", async () => {
    for (const q of [
      { StudyYearsId: rainbowYear },
      { SchoolId: 2, StudyYearsId: rainbowYear },
      { SchoolId: 2, StudyYearsId: sunshineYear },
    ]) {
      const res = await cycles(q, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        msg: '数据不存在或已被删除',
        code: 'request.notFound',
        response: null,
      });
    }
  });
});

describe('GetClassSelect (C07, B02, DECISIONS 10)', () => {
  const select = (query: object | undefined, token: string) => h.call(API.classes.select, query, token);

  it('gives the administrator 全园 (id 0) and every class', async () => {
    const list = (await select({ StudyYearId: sunshineYear }, admin)).json().response;
    expect(list[0]).toEqual({ Id: 0, Name: '全园' });
    expect(list.slice(1).map((c: { Name: string }) => c.Name)).toEqual([
      '托一班',
      '托二班',
      '小一班',
      '小二班',
      '中一班',
      '中二班',
      '大一班',
      '大二班',
    ]);
    // The grade level lets forms show nursery fields for 托班 (0) classes only.
    expect(list.slice(1).map((c: { GradeLevel: number }) => c.GradeLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('gives a teacher only their two classes, without 全园', async () => {
    const list = (await select(undefined, teacher)).json().response;
    expect(list.map((c: { Name: string }) => c.Name)).toEqual(['小一班', '小二班']);
  });

  it('filters by grade', async () => {
    const grades = (await h.call(API.schoolInfo.gradeSelect, { StudyYearId: sunshineYear }, admin)).json()
      .response;
    expect(grades.map((g: { Name: string }) => g.Name)).toEqual(['托班', '小班', '中班', '大班']);
    const big = grades.find((g: { Name: string }) => g.Name === '大班').Id;
    const list = (await select({ GradeId: big }, admin)).json().response;
    expect(list.map((c: { Name: string }) => c.Name)).toEqual(['全园', '大一班', '大二班']);
  });

  it("answers 404 for another school's study year", async () => {
    expect((await select({ StudyYearId: rainbowYear }, admin)).statusCode).toBe(404);
  });
});

describe('GetClassPage', () => {
  it('lists classes with staff and head counts', async () => {
    const body = (await h.call(API.classes.page, { PageSize: 3 }, admin)).json().response;
    expect(body).toMatchObject({ dataCount: 8, page: 1, pageSize: 3 });
    const first = body.data[0];
    expect(first).toMatchObject({
      Name: '托一班',
      GradeName: '托班',
      StudyYearName: '2026-2027学年',
      StudentNum: 25,
    });
    expect(first.BoyNum + first.GirlNum).toBe(25);
    expect(first.HeadTeacherName).toEqual(expect.any(String));
    expect(first.TeacherNames).toHaveLength(1);
  });

  it('limits a teacher to their classes', async () => {
    const body = (await h.call(API.classes.page, undefined, teacher)).json().response;
    expect(body.data.map((c: { Name: string }) => c.Name)).toEqual(['小一班', '小二班']);
  });

  it('answers 403 to the health doctor, who has no class permission', async () => {
    const res = await h.call(API.classes.page, undefined, doctor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[403], code: 'http.403', response: null });
  });

  it('refuses a page size over 200', async () => {
    expect((await h.call(API.classes.page, { PageSize: 500 }, admin)).statusCode).toBe(400);
  });

  it("keeps each school to itself: school B's administrator sees only school B", async () => {
    const body = (await h.call(API.classes.page, undefined, rainbow)).json().response;
    expect(body.data.map((c: { Name: string }) => c.Name)).toEqual(['小一班', '大一班']);
    expect(body.data.every((c: { StudyYearId: number }) => c.StudyYearId === rainbowYear)).toBe(true);
  });

  it('escapes LIKE wildcards in the name search', async () => {
    expect((await h.call(API.classes.page, { Name: '%' }, admin)).json().response.dataCount).toBe(0);
  });
});
