import {
  API,
  DIETARY_REPORTER_MISSING,
  DIETARY_REPORT_MESSAGES as M,
  REQUEST_MESSAGES,
  type TDietaryReport,
} from '@kg/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import {
  attendanceRecords,
  dishes,
  dishIngredients,
  foods,
  menuItems,
  persons,
  users,
  weeklyMenus,
} from '../../db/schema';
import { addDays, schoolToday } from '../../lib/dates';
import { mondayOf } from '../../seed/menu-demo';
import { composeDietaryReport } from './dietary-report.compose';
import { dietaryInput } from './dietary-report.service';

const h = useHarness();
let admin: string;
let doctor: string;
let kitchen: string;
let teacher: string;
let sunshineId: number;
let rainbowId: number;
let today: string;
/** the demo's four published weeks, up to today */
let period: { StartDate: string; EndDate: string };

beforeAll(async () => {
  admin = await h.login('admin');
  doctor = await h.login('doctor');
  kitchen = await h.login('kitchen');
  teacher = await h.login('teacher');
  sunshineId = await schoolIdOf(h, '阳光幼儿园');
  rainbowId = await schoolIdOf(h, '彩虹幼儿园');
  today = schoolToday((await h.app.auth.principal(admin))!.timeZone);
  period = { StartDate: addDays(mondayOf(today), -21), EndDate: today };
});

const report = async (query: object, token = admin) => {
  const res = await h.call(API.dietaryReport.report, query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TDietaryReport;
};

/** The days of the period with a published menu and someone present: what the report counts. */
async function countedDays(start: string, end: string) {
  const menuDays = await h.db
    .selectDistinct({ day: menuItems.day })
    .from(menuItems)
    .innerJoin(weeklyMenus, eq(weeklyMenus.id, menuItems.menuId))
    .where(
      and(
        eq(weeklyMenus.schoolId, sunshineId),
        eq(weeklyMenus.status, 'published'),
        sql`${menuItems.day} between ${start} and ${end}`,
      ),
    );
  return menuDays.map((d) => d.day);
}

describe('dietary report: access', () => {
  itGuards(
    h,
    [[API.dietaryReport.report, { StartDate: '2026-11-01', EndDate: '2026-11-02' }]],
    () => teacher,
  );
  itGuards(h, [[API.dietaryReport.day, {}]], () => teacher);
  itGuards(h, [[API.dietaryReport.health, undefined]], () => kitchen);

  it('the 园长, the doctor and the kitchen open the report', async () => {
    for (const token of [admin, doctor, kitchen])
      expect((await report(period, token)).MenuDays).toBeGreaterThan(0);
  });

  it("another school's SchoolId is not found (404); the caller's own is the report", async () => {
    const res = await h.call(API.dietaryReport.report, { ...period, SchoolId: rainbowId }, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(REQUEST_MESSAGES.notFound);
    expect((await report({ ...period, SchoolId: sunshineId })).SchoolName).toBe('阳光幼儿园');
  });
});

describe('dietary report: validation', () => {
  it.each([
    [{ EndDate: '2026-11-02' }, M.startRequired],
    [{ StartDate: '2026-11-01' }, M.endRequired],
    [{ StartDate: '2026-02-30', EndDate: '2026-03-02' }, M.startRequired],
    [{ StartDate: '2026-11-01', EndDate: '11/02/2026' }, M.endRequired],
    [{ StartDate: '2026-11-02', EndDate: '2026-11-01' }, M.rangeReversed],
    [{ StartDate: '2026-01-01', EndDate: '2026-04-03' }, M.rangeTooLong],
  ])('%o is refused: %s', async (query, message) => {
    const res = await h.call(API.dietaryReport.report, query, admin);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('92 days are allowed; a start after the school’s today is refused, an end after it read up to today', async () => {
    expect((await report({ StartDate: addDays(today, -91), EndDate: today })).EndDate).toBe(today);
    const future = await h.call(
      API.dietaryReport.report,
      { StartDate: addDays(today, 1), EndDate: addDays(today, 2) },
      admin,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe(M.futureDay);
    const ahead = await report({ StartDate: period.StartDate, EndDate: addDays(today, 5) });
    expect(ahead.EndDate).toBe(today);
  });
});

describe('dietary report: the demo month', () => {
  it('counts the menu days with diners: AllPeople, DayPeople and AllFoodLib as the data holds them', async () => {
    const data = await report(period);
    const days = await countedDays(period.StartDate, period.EndDate);
    const present = await h.db
      .select({ day: attendanceRecords.day, student: attendanceRecords.studentId })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.schoolId, sunshineId),
          eq(attendanceRecords.present, true),
          inArray(attendanceRecords.day, days),
        ),
      );
    const eaten = new Set(present.map((r) => r.day));
    expect(data.MenuDays).toBe(eaten.size);
    expect(data.MenuDays).toBeGreaterThanOrEqual(15);
    expect(data.DayPeople).toBe(present.length);
    expect(data.AllPeople).toBe(new Set(present.map((r) => r.student)).size);

    // The foods of the counted days' portions, seasonings (食盐, 酱油…) left out.
    const items = await h.db
      .select({ portions: menuItems.portions })
      .from(menuItems)
      .innerJoin(weeklyMenus, eq(weeklyMenus.id, menuItems.menuId))
      .where(
        and(
          eq(weeklyMenus.schoolId, sunshineId),
          eq(weeklyMenus.status, 'published'),
          inArray(menuItems.day, [...eaten]),
        ),
      );
    const ids = [...new Set(items.flatMap((i) => (i.portions ?? []).map((p) => p.foodId)))];
    const rows = await h.db
      .select({ id: foods.id, seasoning: foods.isSeasoning })
      .from(foods)
      .where(inArray(foods.id, ids));
    expect(rows.some((r) => r.seasoning)).toBe(true);
    expect(data.AllFoodLib).toBe(rows.filter((r) => !r.seasoning).length);
  });

  it('has the 12 nutrients, each judged, and the figures composeDietaryReport gives on the same input', async () => {
    const data = await report(period);
    expect(data.NutritionReportDetails.map((n) => n.Name)).toEqual([
      '能量',
      '蛋白质',
      '脂肪',
      '碳水化合物',
      '维生素A',
      '维生素B1',
      '维生素B2',
      '烟酸',
      '维生素C',
      '钙',
      '铁',
      '锌',
    ]);
    for (const n of data.NutritionReportDetails) expect(['偏低', '适宜', '偏高']).toContain(n.Result);
    expect(data.FoodReportDetails.map((f) => f.Name)).toContain('奶类');
    expect(data.EnergySources.map((s) => s.Name)).toEqual(['蛋白质', '脂肪', '碳水化合物']);
    expect(data.MealShares.map((s) => s.Name)).toEqual(['早餐', '早点', '午餐', '午点', '晚餐']);
    expect(data.Advice.length).toBeGreaterThan(0);
    expect(data.StandardsNote).toContain('中国居民膳食营养素参考摄入量');

    const principal = (await h.app.auth.principal(admin))!;
    const expected = composeDietaryReport(await dietaryInput(h.db, principal, period));
    expect(data).toEqual(expected);
    expect(data).toMatchObject({ Title: '膳食营养分析报告', Reporter: '刘医生', ReportDate: today });
  });

  it('the advice names foods of the kitchen’s own dishes, never oil, sugar or a seasoning', async () => {
    const principal = (await h.app.auth.principal(admin))!;
    const input = await dietaryInput(h.db, principal, period);
    const inDishes = await h.db
      .selectDistinct({ name: foods.name })
      .from(dishIngredients)
      .innerJoin(dishes, eq(dishes.id, dishIngredients.dishId))
      .innerJoin(foods, eq(foods.id, dishIngredients.foodId))
      .where(eq(dishes.schoolId, sunshineId));
    const names = new Set(inDishes.map((f) => f.name));
    expect(input.library.length).toBeGreaterThan(10);
    for (const food of input.library) {
      expect(names.has(food.name), food.name).toBe(true);
      expect(['油脂类', '糖类', '调味品类']).not.toContain(food.category);
    }
    // the demo is short of calcium: the advice names its richest foods among the dishes'
    const calcium = (await report(period)).Advice.find((a) => a.startsWith('钙偏低'));
    expect(calcium).toMatch(/可多安排.+等富含钙的食物/);
  });

  it('a period without menus says so, with nothing judged', async () => {
    const data = await report({
      StartDate: addDays(period.StartDate, -60),
      EndDate: addDays(period.StartDate, -40),
    });
    expect(data).toMatchObject({ MenuDays: 0, DayPeople: 0, AllPeople: 0, AllFoodLib: 0 });
    expect(data.NutritionReportDetails.every((n) => n.Result === '')).toBe(true);
  });

  it('the cover says 未填写 when the school has no health doctor', async () => {
    const [doc] = await h.db
      .select({ id: users.id, personId: users.personId })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(and(eq(users.schoolId, sunshineId), eq(persons.loginName, 'doctor')));
    await h.db.update(users).set({ status: 0 }).where(eq(users.id, doc!.id));
    try {
      expect((await report(period)).Reporter).toBe(DIETARY_REPORTER_MISSING);
    } finally {
      await h.db.update(users).set({ status: 1 }).where(eq(users.id, doc!.id));
    }
  });
});

describe('dashboard feeds', () => {
  it("dietary info: today's diners and the food kinds on today's menu", async () => {
    const res = await h.call(API.dietaryReport.day, {}, kitchen);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().response;
    const [present] = await h.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.schoolId, sunshineId),
          eq(attendanceRecords.day, today),
          eq(attendanceRecords.present, true),
        ),
      );
    expect(info).toMatchObject({ Day: today, EatNum: present!.n });
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) expect(info.FoodTypeNum).toBeGreaterThan(5);
    else expect(info).toMatchObject({ FoodTypeNum: 0, HasMenu: false });
  });

  it('dietary info of a day: a weekday of the demo weeks; a future day or a bad day is refused', async () => {
    const monday = addDays(mondayOf(today), -7);
    const info = (await h.call(API.dietaryReport.day, { Day: monday }, admin)).json().response;
    expect(info).toMatchObject({ Day: monday, HasMenu: true });
    expect(info.EatNum).toBeGreaterThan(0);
    const future = await h.call(API.dietaryReport.day, { Day: addDays(today, 1) }, admin);
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe(M.futureDay);
    const bad = await h.call(API.dietaryReport.day, { Day: '2026-13-01' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(M.dayInvalid);
  });

  it("health info: the term's exams and follow-ups as 体检管理 counts them, today's morning check", async () => {
    const res = await h.call(API.dietaryReport.health, undefined, doctor);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().response;
    const stats = (await h.call(API.physicalExams.statistics, {}, doctor)).json().response;
    const follow = (await h.call(API.physicalExams.followUp, {}, doctor)).json().response;
    const todays = (await h.call(API.attendance.today, undefined, doctor)).json().response;
    expect(info).toEqual({
      Day: todays.Day,
      TermId: stats.TermId,
      Children: stats.Rows.reduce((n: number, r: { Children: number }) => n + r.Children, 0),
      Examined: stats.Rows.reduce((n: number, r: { Examined: number }) => n + r.Examined, 0),
      FollowUp: follow.Rows.length,
      Present: todays.Present,
      Checked: todays.Checked,
      Abnormal: todays.Abnormal,
      Rate: todays.Rate,
    });
    expect(info.Examined).toBeGreaterThan(0);
  });

  it("a teacher's health info covers her classes only", async () => {
    const all = (await h.call(API.dietaryReport.health, undefined, admin)).json().response;
    const hers = (await h.call(API.dietaryReport.health, undefined, teacher)).json().response;
    expect(hers.Children).toBeGreaterThan(0);
    expect(hers.Children).toBeLessThan(all.Children);
  });
});
