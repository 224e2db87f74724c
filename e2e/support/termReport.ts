import { API, type TReportHub, type TTermReport, TypeNum } from '@kg/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiAs } from './reports';

/**
 * The term report and the report hub (issue 19) in the journeys: each journey scores its own
 * child's term observation through the real API, then works in the browser.
 */

/** The hub of a class (0: the caller's first) as `account` reads it. */
export async function hubOf(
  request: APIRequestContext,
  className: string,
  account: 'teacher' | 'admin' = 'teacher',
) {
  const api = await apiAs(request, account);
  const first = await api.call(API.termReports.hub, { ClassId: 0, CycleId: 0 });
  const klass = first.Classes.find((c) => c.ClassName === className);
  expect(klass, className).toBeTruthy();
  return (await api.call(API.termReports.hub, { ClassId: klass!.ClassId, CycleId: 0 })) as TReportHub;
}

type TSheet = Array<{
  Name: string;
  info: Array<{ Name: string; info: Array<{ Id: number; Name: string }> }>;
}>;

/**
 * The child's term observation of the open term, finished by the class teacher with the stars
 * `stars(i)` gives the i-th point (in the sheet's order). Answers the stars per domain.
 */
export async function observeTerm(
  request: APIRequestContext,
  studentId: number,
  stars: (i: number) => number,
) {
  const api = await apiAs(request, 'teacher');
  const classes = await api.call(API.growthRecords.classes, { CycleId: 0 });
  const small = classes.find((c) => c.ClassName === '小一班')!;
  const records = await api.call(API.growthRecords.studentRecords, {
    StudentId: studentId,
    TempId: small.TempId,
  });
  const row = records.List.find(
    (r) => r.Type === TypeNum.termObservation && r.CycleName === small.CycleName,
  )!;
  expect(row, 'the term observation page').toBeTruthy();
  const sheet = JSON.parse(row.Content) as TSheet;
  let i = 0;
  const byDomain: Record<string, number[]> = {};
  const dimensions = sheet.map((d) => ({
    Name: d.Name,
    Title: '',
    Describe: '',
    info: d.info.map((e) => ({
      Name: e.Name,
      info: e.info.map((p) => {
        const Value = stars(i++);
        byDomain[d.Name] = [...(byDomain[d.Name] ?? []), Value];
        return { Id: p.Id, Name: p.Name, Value };
      }),
    })),
  }));
  await api.call(API.growthRecords.save, {
    TempId: small.TempId,
    tempDetailId: row.Id,
    studentId,
    TeacherId: 0,
    type: row.Type,
    answer: JSON.stringify({
      dimensions,
      cycleWrites: [{ Title: '故事描述', Desc: '在建构区搭了一座桥。' }],
    }),
    Status: 1,
    ...(row.UpdatedAt ? { UpdatedAt: row.UpdatedAt } : {}),
  });
  return byDomain;
}

/** The term report's data as the teacher's API reads it. */
export async function termReportOf(request: APIRequestContext, studentId: number, cycleId: number) {
  const api = await apiAs(request, 'teacher');
  return (await api.call(API.termReports.report, { CycleId: cycleId, StudentId: studentId })) as TTermReport;
}

/** A domain chart's counts this term, per level (加油, 突出, 真棒), as the page draws them. */
export async function chartCounts(page: Page, domain: string): Promise<number[]> {
  const box = page.locator(`[data-testid="term-chart-box"][data-domain="${domain}"]`);
  return JSON.parse((await box.getAttribute('data-counts')) ?? '[]') as number[];
}

/** The observed stars of a domain as counts per level: what the chart must show. */
export const countsOf = (stars: number[]) =>
  [1, 2, 3].map((level) => stars.filter((s) => s === level).length);
