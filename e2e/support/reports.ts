import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { API, type TEndpoint, type TEndpointInput, type TEndpointResult } from '@kg/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, callApi, type TEnvelope } from './api';

/**
 * Setting the stage for the report journeys through the real API (never a mock), and reading
 * the PDFs they download with poppler's command-line tools.
 */

export type TApi = {
  /** a catalogued endpoint by name (issue 15) */
  call<E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>): Promise<TEndpointResult<E>>;
  get<T>(path: string, params?: Record<string, string | number>): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
};

/** An API client signed in as `account` (its own session, apart from the browser's). */
export async function apiAs(request: APIRequestContext, account: string): Promise<TApi> {
  const { token } = await apiLogin(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const unwrap = async <T>(answer: { ok(): boolean; status(): number; json(): Promise<unknown> }) => {
    const body = (await answer.json()) as TEnvelope<T>;
    expect(answer.ok() && body.success, `HTTP ${answer.status()}: ${body.msg}`).toBe(true);
    return body.response;
  };
  return {
    call: (endpoint, input) => callApi(request, endpoint, input, token),
    get: async (path, params) => unwrap(await request.get(path, { headers, params })),
    post: async (path, data) => unwrap(await request.post(path, { headers, data })),
  };
}

export type TClassRow = {
  Id: number;
  Name: string;
  StudyYearId: number;
  GradeId: number;
  StudentNum: number;
};
export type TRosterReport = { Class: { Name: string }; Students: Array<{ Id: number; Name: string }> };

export async function findClasses(api: TApi, Name = ''): Promise<TClassRow[]> {
  const page = await api.call(API.classes.page, { Name, PageIndex: 1, PageSize: 200 });
  return page.data;
}

export async function classByName(api: TApi, name: string): Promise<TClassRow> {
  const found = (await findClasses(api, name)).find((c) => c.Name === name);
  expect(found, `class ${name}`).toBeTruthy();
  return found as TClassRow;
}

/** A class in the same study year and grade as `like`, with `children` new children in it. */
export async function createClassWithChildren(
  api: TApi,
  like: Pick<TClassRow, 'StudyYearId' | 'GradeId'>,
  name: string,
  children: string[],
): Promise<number> {
  const { Id } = await api.call(API.classes.add, {
    StudyYearId: like.StudyYearId,
    GradeId: like.GradeId,
    Name: name,
  });
  for (const [i, child] of children.entries()) {
    await api.call(API.students.add, {
      Name: child,
      Gender: i % 2 ? 2 : 1,
      Birthday: `2021-0${(i % 9) + 1}-1${i % 10}`,
      ClassId: Id,
    });
  }
  return Id;
}

/**
 * Takes classes a journey made away again: their children leave (kept, as the product keeps
 * them) and the classes are deleted, so the school's class pickers look as before.
 */
export async function removeClasses(api: TApi, namePrefix: string): Promise<void> {
  const made = (await findClasses(api, namePrefix)).filter((c) => c.Name.startsWith(namePrefix));
  if (!made.length) return;
  const children: number[] = [];
  for (const klass of made) children.push(...(await rosterOf(api, klass.Id)).Students.map((s) => s.Id));
  for (let i = 0; i < children.length; i += 200) {
    await api.call(API.students.leave, { Ids: children.slice(i, i + 200) });
  }
  await api.call(API.classes.remove, { Ids: made.map((c) => c.Id) });
}

export const rosterOf = (api: TApi, classId: number) =>
  api.call(API.reports.classRoster, { ClassId: classId });

export function pdfPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** The PDF's text with the layout's spaces removed (letter-spaced titles come out as 幼 儿). */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

export function pdfPageSize(file: string): string {
  return /^Page size:\s+(.*)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? '';
}

/** How many files `unzip` finds in a zip (an independent reader of the archive). */
export function zipCount(file: string): number {
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
}

/**
 * The file names inside a zip, read from its central directory as UTF-8 (general purpose
 * bit 11): this machine's `unzip` prints Chinese names as mojibake.
 */
export function zipEntries(file: string): string[] {
  const zip = readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${file} is not a zip`);
  const names: string[] = [];
  let entry = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n -= 1) {
    if (zip.readUInt32LE(entry) !== 0x02014b50) throw new Error('not a central directory entry');
    const nameLength = zip.readUInt16LE(entry + 28);
    names.push(zip.subarray(entry + 46, entry + 46 + nameLength).toString('utf8'));
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  return names;
}

/** The flags a report sets for the print browser. */
export function reportFlags(page: Page): Promise<{ ready?: boolean; error?: string }> {
  return page.evaluate(() => {
    const w = window as unknown as { __REPORT_READY__?: boolean; __REPORT_ERROR__?: string };
    return { ready: w.__REPORT_READY__, error: w.__REPORT_ERROR__ };
  });
}

/** Waits until a report says it is ready for the printer (data, photos, fonts, charts). */
export async function reportReady(page: Page) {
  await expect(page.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect((await reportFlags(page)).ready).toBe(true);
}
