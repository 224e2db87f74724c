import {
  EXAM_SHEET_MESSAGES,
  foodKinds,
  DIETARY_REPORT_MESSAGES as M,
  type TDietaryDay,
  type TDietaryReport,
  type TDietaryReportQuery,
  type TDinerMix,
  type TFoodCategory,
  type THealthInfo,
  type TServedDay,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { attendanceFeeds } from '../attendance/attendance.repository';
import { todayTotals } from '../attendance/attendance.service';
import { followUp, statistics } from '../exam-sheets/exam-sheets.service';
import { foodFactsOf } from '../foods/foods.repository';
import { mealMenuFeeds } from '../meal-menus/meal-menus.feeds';
import { schoolStandards } from '../nutrition-standards/nutrition-standards.service';
import { callerStructure } from '../school-structure/school-structure.repository';
import { composeDietaryReport, type TDietaryInput } from './dietary-report.compose';
import { dietaryReportRepository } from './dietary-report.repository';
import { targetsOf } from './dietary-report.targets';

/**
 * Foods the advice never tells a kitchen to serve more of: fats, sugar and seasonings are the
 * richest in energy per 100 g, and 'add rapeseed oil' is not what a child short of energy needs.
 */
const NOT_ADVISED: readonly TFoodCategory[] = ['油脂类', '糖类', '调味品类', '其他'];
/** Below this many foods in its dishes, a kitchen's own choice is too narrow to advise from. */
const ADVICE_MIN_FOODS = 12;

/**
 * What the report is made of, gathered from the school's data (K01). A day counts when it has
 * a published menu and children recorded present: a menu day nobody recorded is not known to
 * have been eaten, and an attendance day without a menu has nothing to analyse. DayPeople is
 * therefore the person-days of the menu days, AllPeople the children present on one of them.
 */
export async function dietaryInput(db: DbOrTx, p: Principal, q: TDietaryReportQuery): Promise<TDietaryInput> {
  if (q.SchoolId !== undefined && q.SchoolId !== p.schoolId) throw AppError.notFound();
  const today = schoolToday(p.timeZone);
  if (q.StartDate > today) throw AppError.badRequest(M.futureDay);
  // The days after today have not been eaten: the period is read, and printed, up to today.
  const end = [q.EndDate, today].sort()[0]!;
  const repo = dietaryReportRepository(db, p.schoolId);
  const [school, menuDays, dinerRows, standards, kitchen, reporter] = await Promise.all([
    callerStructure(db, p).school(),
    mealMenuFeeds(db, p.schoolId).servedDays(q.StartDate, end),
    attendanceFeeds(db, p.schoolId).dinersByDay(q.StartDate, end),
    schoolStandards(db, p.schoolId),
    repo.dishFoods(),
    repo.doctorNames(),
  ]);
  // A kitchen with few dishes yet: the advice looks in the whole library.
  const library = kitchen.length >= ADVICE_MIN_FOODS ? kitchen : await repo.activeFoods();
  if (!school) throw AppError.notFound();

  const dinersOn = new Map<string, number>();
  for (const r of dinerRows) dinersOn.set(r.day, (dinersOn.get(r.day) ?? 0) + r.n);
  const days: TServedDay[] = menuDays
    .map((d) => ({ date: d.date, diners: dinersOn.get(d.date) ?? 0, meals: d.meals }))
    .filter((d) => d.diners > 0 && d.meals.some((m) => m.portions.length > 0));
  const counted = new Set(days.map((d) => d.date));

  const mixBy = new Map<string, TDinerMix[number]>();
  for (const r of dinerRows) {
    if (!counted.has(r.day)) continue;
    const sex = r.gender === 2 ? 'female' : 'male';
    const key = `${r.age}|${sex}`;
    const group = mixBy.get(key) ?? { age: r.age, sex, personDays: 0 };
    group.personDays += r.n;
    mixBy.set(key, group);
  }
  const mix = [...mixBy.values()];

  return {
    schoolName: school.name,
    reporter: reporter.join('、'),
    reportDate: today,
    startDate: q.StartDate,
    endDate: end,
    days,
    allPeople: await attendanceFeeds(db, p.schoolId).childrenPresentOn([...counted]),
    mix,
    targets: targetsOf(standards, mix),
    library: library.map(foodFactsOf).filter((f) => !NOT_ADVISED.includes(f.category)),
  };
}

/** K01-K07: the report of a period. */
export async function dietaryReport(
  db: DbOrTx,
  p: Principal,
  q: TDietaryReportQuery,
): Promise<TDietaryReport> {
  return composeDietaryReport(await dietaryInput(db, p, q));
}

/** L07 健康保育: a day's diners and the food kinds on its published menu. */
export async function dietaryDay(db: Db, p: Principal, q: { Day?: string }): Promise<TDietaryDay> {
  const today = schoolToday(p.timeZone);
  const day = q.Day ?? today;
  if (day > today) throw AppError.badRequest(M.futureDay);
  const [eat, served] = await Promise.all([
    attendanceFeeds(db, p.schoolId).diners(day),
    mealMenuFeeds(db, p.schoolId).servedDays(day, day),
  ]);
  return {
    Day: day,
    EatNum: eat,
    // the report's AllFoodLib rule, for one day: seasonings left out, each food once
    FoodTypeNum: foodKinds(served),
    HasMenu: served.some((d) => d.meals.some((m) => m.portions.length > 0)),
  };
}

/**
 * L12 health info over the classes the caller sees, from the services the health pages use:
 * the open term's exam statistics and 需关注 list, and today's attendance totals. A school
 * without a term yet has no exam figures (TermId null), not an error.
 */
export async function healthInfo(db: Db, p: Principal): Promise<THealthInfo> {
  const today = await todayTotals(db, p);
  let exams: { TermId: number | null; Children: number; Examined: number; FollowUp: number } = {
    TermId: null,
    Children: today.Children,
    Examined: 0,
    FollowUp: 0,
  };
  try {
    const [stats, follow] = await Promise.all([
      statistics(db, p, { TermId: 0 }),
      followUp(db, p, { TermId: 0, ClassId: 0 }),
    ]);
    exams = {
      TermId: stats.TermId,
      Children: stats.Rows.reduce((n, r) => n + r.Children, 0),
      Examined: stats.Rows.reduce((n, r) => n + r.Examined, 0),
      FollowUp: follow.Rows.length,
    };
  } catch (error) {
    // No term in the school's years yet: no exam figures, the morning check still counts.
    if (!(error instanceof AppError) || error.message !== EXAM_SHEET_MESSAGES.noTerm) throw error;
  }
  return {
    Day: today.Day,
    ...exams,
    Present: today.Present,
    Checked: today.Checked,
    Abnormal: today.Abnormal,
    Rate: today.Rate,
  };
}
