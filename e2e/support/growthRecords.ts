import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import { type APIRequestContext, expect, type Locator, type Page, serverOf, test } from './fixtures';
import { apiAs, type TApi } from './reports';
import { openAs } from './session';
import { SHOTS_ON } from './shots';
import { toast } from './ui';

/**
 * Setting the stage for the growth-record journeys (growth-records*.spec.ts) through the real
 * API, and pieces of the two screens: 成长档案 (/GrowthRecord) and a child's records (/record).
 */

export const GROWTH_MESSAGE_TYPE = '成长足迹';
export const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/growth-records-e2e');

export type TGrowthClass = {
  ClassId: number;
  ClassName: string;
  GradeName: string;
  StudyYearId: number;
  TempId: number;
  TempType: number;
  CycleId: number;
  CycleName: string;
  StudentCount: number;
  Done: number;
  Total: number;
  IsHeadTeacher: boolean;
};
export type TGrowthStudent = {
  StudentId: number;
  StudentName: string;
  Done: number;
  Drafts: number;
  Total: number;
};
export type TRecordRow = {
  Id: number;
  Type: number;
  TypeText: string;
  Title: string;
  Status: number;
  IsWrite: number;
  IsFinish: number;
  CycleName: string;
  Time: string;
  Operator: string;
  PlateId: number;
  OrderSort: number;
  IsOwn: boolean;
  UpdatedAt: string;
};
export type TStudentRecords = {
  StudentId: number;
  StudentName: string;
  ClassName: string;
  CanWrite: boolean;
  List: TRecordRow[];
  Prev: { Id: number; Name: string } | null;
  Next: { Id: number; Name: string } | null;
};
export type TRecordDetail = {
  Id: number;
  TypeNum: number;
  Content: string;
  Answer: string;
  UpdatedAt: string;
};
export type TPreset = { Id: number; GrowthMessageText: string; type: number };

/** What the screens say (toasts, warnings), as the journeys expect it. */
export const RECORD_MESSAGES = {
  allScored: '请完成所有的打分项',
  cycleWrite: '请填写对应内容',
  avatar: '请上传头像',
  epilogue: '请填写结语',
  physical: '请完整填写体检记录',
  exercise: '请完整填写运动记录',
  imageOrText: '请至少上传一张图片，一段文字',
  video: '请上传视频',
  saved: '保存成功',
  loadFailed: '记录加载失败，请稍后重试',
  restored: '已恢复上次未保存的内容',
  offline: '保存失败，内容已保留在本机，请检查网络后重试',
  typeRequired: '请选择类型',
  titleRequired: '请输入标题',
  timeRequired: '请选择时间',
  operatorRequired: '请选择操作人身份',
  added: '添加成功',
  updated: '修改成功',
  deleted: '删除成功',
  presetRequired: '请输入模板内容',
  presetFull: '最多存在15条模板,如需替换请先删除',
  notDeletable: '此条不可删除',
};

/**
 * Which child (from the end of 小二班, see childFromEnd) each journey of growth-records*.spec.ts
 * writes for: one place for all of them, so no two journeys share a child. `readOnly` is only
 * read (or edited without saving).
 */
export const CHILD = {
  phone: 1,
  list: 2,
  readOnly: 3,
  rules: 4,
  month: 5,
  pages: 6,
  drafts: 7,
  failedLoad: 8,
  stale: 9,
} as const;

/** A child of one of 王丽's classes, with what /record needs to open their list. */
export type TChild = { id: number; name: string; klass: TGrowthClass; teacherId: number };

/** 王丽's classes (小一班, 小二班), her user id and the children of 小二班 in the server's order. */
export async function teacherStage(api: TApi) {
  const me = await api.call(API.auth.userInfo, undefined);
  const classes = await api.call(API.growthRecords.classes, {});
  const second = classes.find((c) => c.ClassName === '小二班');
  expect(second, '王丽 teaches 小二班').toBeTruthy();
  expect(second!.TempId, '小二班 has the published 小班 template').toBeGreaterThan(0);
  const { Students } = await api.call(API.growthRecords.classStudents, {
    ClassId: second!.ClassId,
    TempId: 0,
  });
  expect(Students.length).toBeGreaterThanOrEqual(15);
  return { teacherId: me.uID, classes, second: second!, children: Students };
}
export type TStage = Awaited<ReturnType<typeof teacherStage>>;

/**
 * The n-th child of 小二班 counted from the end (1 = the last): the growth-record journeys
 * each use their own (CHILD), and no other journey touches the end of 小二班.
 */
export function childFromEnd(stage: TStage, n: number): TChild {
  const s = stage.children[stage.children.length - n];
  expect(s, `child ${n} from the end of 小二班`).toBeTruthy();
  return { id: s!.StudentId, name: s!.StudentName, klass: stage.second, teacherId: stage.teacherId };
}

/** G01: the info /record reads. */
export function recordInfo(child: TChild) {
  const k = child.klass;
  return {
    CustomerId: child.id,
    StudentName: child.name,
    TeacherId: child.teacherId,
    TempId: k.TempId,
    TempType: k.TempType,
    CycleId: k.CycleId,
    CycleName: k.CycleName,
    StudyYearId: k.StudyYearId,
    GradeName: k.GradeName,
    ClassName: k.ClassName,
  };
}

export const recordPath = (child: TChild) =>
  `/record?info=${encodeURIComponent(JSON.stringify(recordInfo(child)))}`;

/** The info JSON of a page's query. */
export const infoOf = (url: string) =>
  JSON.parse(new URL(url).searchParams.get('info') ?? 'null') as Record<string, unknown>;

export const recordsOf = (api: TApi, child: TChild) =>
  api.call(API.growthRecords.studentRecords, {
    StudentId: child.id,
    TempId: child.klass.TempId,
    TeacherId: child.teacherId,
  });

/** The child's row with this title (the template's titles are unique). */
export async function rowTitled(api: TApi, child: TChild, title: string): Promise<TRecordRow> {
  const found = (await recordsOf(api, child)).List.find((r) => r.Title === title);
  expect(found, `row ${title}`).toBeTruthy();
  return found!;
}

export const detailOf = (api: TApi, child: TChild, row: TRecordRow) =>
  api.call(API.growthRecords.recordDetail, { Id: row.Id, StudentId: child.id, IsWeb: 1 });

/** Saves a record through the API (G10), as the editor would. */
export function saveRecordAs(
  api: TApi,
  child: TChild,
  row: TRecordRow,
  answer: unknown,
  Status: 0 | 1,
  UpdatedAt?: string,
) {
  return api.call(API.growthRecords.save, {
    tempId: child.klass.TempId,
    tempDetailId: row.Id,
    studentId: child.id,
    teacherId: child.teacherId,
    type: row.Type,
    answer: JSON.stringify(answer),
    Status,
    ...(UpdatedAt ? { UpdatedAt } : {}),
  });
}

/** A text page's answer (老师寄语, 结束页): one text item. */
export const textAnswer = (Content: string) => ({ List: [{ Type: 'text', Content }] });

// ── the screens ──────────────────────────────────────────────────────────────────────

/** Signs in as 王丽 and opens the child's records; waits for the list. */
export async function openRecords(page: Page, child: TChild) {
  await openAs(page, 'teacher', recordPath(child));
  await expect(page.getByTestId('record-student')).toHaveText(child.name);
  await expect(page.getByTestId('record-list').locator('[data-testid^="record-row-"]').first()).toBeVisible();
}

export const row = (page: Page, id: number) => page.getByTestId(`record-row-${id}`);
export const rowButton = (page: Page, id: number, name: 'write' | 'modify' | 'view' | 'edit' | 'delete') =>
  page.getByTestId(`record-row-${id}-${name}`);
export const rowStatus = (page: Page, id: number) => page.getByTestId(`record-row-${id}-status`);
/** The ids of the list's rows, top to bottom. */
export const rowIds = (page: Page) =>
  page
    .getByTestId('record-list')
    .locator('[data-testid^="record-row-"]')
    .evaluateAll((rows) =>
      rows
        .map((r) => r.getAttribute('data-testid')!)
        .filter((id) => /^record-row-\d+$/.test(id))
        .map((id) => Number(id.slice('record-row-'.length))),
    );

/** The editor dialog (the antd modal around it). */
export const editorDialog = (page: Page) => page.locator('.ant-modal.kg-rec-dialog');

/** Opens a row's editor with 去记录 or 修改 (once the list shows it) and waits until it can save. */
export async function openEditor(page: Page, id: number) {
  await rowButton(page, id, 'write')
    .or(rowButton(page, id, 'modify'))
    .click();
  await expect(page.getByTestId('record-editor')).toBeVisible();
  await expect(page.getByTestId('record-complete')).toBeEnabled();
  await dialogSettled(page);
}

/** The editor has finished zooming in (sizes and places read from now on are final). */
export async function dialogSettled(page: Page) {
  await expect.poll(() => editorDialog(page).evaluate((e) => getComputedStyle(e).transform)).toBe('none');
}

/** 返 回, and the dialog is gone. */
export async function closeEditor(page: Page) {
  await page.getByTestId('record-back').click();
  await expect(editorDialog(page)).toBeHidden();
}

/** The latest warning toast (message.warning) with this exact text. */
export const warning = (page: Page, text: string) =>
  toast(page, new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), 'warning');

/** 完成 on an editor that is not complete: the type's warning, and the dialog stays. */
export async function completeRefused(page: Page, text: string) {
  await page.getByTestId('record-complete').click();
  await expect(warning(page, text)).toBeVisible();
  await expect(editorDialog(page)).toBeVisible();
  await expect(page.getByTestId('record-editor')).toBeVisible();
}

/** 完成 or 保存草稿 that works: 保存成功, the dialog closes (G11). */
export async function saveAndClose(
  page: Page,
  button: 'record-complete' | 'record-draft' = 'record-complete',
) {
  const saved = page.waitForResponse((r) => r.url().includes(API.growthRecords.save.path));
  await page.getByTestId(button).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(editorDialog(page)).toBeHidden();
}

/** A record text area (RecordText with this test id). */
export const textArea = (page: Page, testId: string) => page.getByTestId(`${testId}-input`);
/** The counter antd shows under it ("12 / 500"). */
export const counterOf = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.ant-input-data-count');

/** Scores every observation point of the open editor with this level (经常发生 …). */
export async function scoreAll(page: Page, level: string, options: { skip?: number; tap?: boolean } = {}) {
  const points = page.getByTestId('obs-sheet').locator('[data-testid^="obs-point-"]');
  const n = await points.count();
  for (let i = 0; i < n; i += 1) {
    if (i === options.skip) continue;
    const option = points.nth(i).locator('.ant-radio-button-wrapper').filter({ hasText: level });
    if (options.tap) await option.tap();
    else await option.click();
    await expect(option).toHaveClass(/ant-radio-button-wrapper-checked/);
  }
  return n;
}

/** Screenshots for a person to look at (not compared), into .tmp/shots/growth-records-e2e. */
export function shooter(page: Page) {
  mkdirSync(SHOTS, { recursive: true });
  return async (name: string, opts: { dialog?: boolean; full?: boolean; target?: Locator } = {}) => {
    if (!SHOTS_ON) return;
    // Dialogs and toasts finish their entrance animation first.
    if (opts.dialog) await page.waitForTimeout(400);
    const file = path.join(SHOTS, `${name}.png`);
    const fullPage = opts.full ?? !opts.dialog;
    // A whole page from its top: the fixed header and menu are drawn where the view is.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    if (opts.target) await opts.target.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage });
  };
}

// ── preset texts ─────────────────────────────────────────────────────────────────────

export async function presetsOf(api: TApi): Promise<TPreset[]> {
  const page = await api.call(API.presetTexts.page, {
    PageIndex: 1,
    PageSize: 100,
    MessageType: GROWTH_MESSAGE_TYPE,
  });
  return page.data;
}

export const addPreset = (api: TApi, Content: string) =>
  api.call(API.presetTexts.add, { Content, MessageType: GROWTH_MESSAGE_TYPE });

/** Deletes the caller's own texts that start with `marker` (what a journey added). */
export async function removePresets(api: TApi, marker: string) {
  const ids = (await presetsOf(api)).filter((p) => p.type === 0 && p.GrowthMessageText.startsWith(marker));
  if (ids.length) await api.call(API.presetTexts.remove, { ids: ids.map((p) => p.Id) });
}

// ── The journeys' shared setup ───────────────────────────────────────────────────────

/** 王丽's API, its request context and her classes' stage, for the file running now. */
export let teacher: TApi;
export let apiContext: APIRequestContext;
export let stage: TStage;

/**
 * Registers the setup every growth-record journey file needs: an API as 王丽 and her stage
 * (the 小二班 children the journeys write for); `cleanup` runs before the context closes.
 */
export function useTeacherStage(cleanup?: () => Promise<void>) {
  test.beforeAll(async ({ playwright }, testInfo) => {
    apiContext = await playwright.request.newContext({ baseURL: serverOf(testInfo) });
    teacher = await apiAs(apiContext, 'teacher');
    stage = await teacherStage(teacher);
  });
  test.afterAll(async () => {
    await cleanup?.();
    await apiContext.dispose();
  });
}

/** The journey's own child (CHILD), counted from the end of 小二班. */
export const child = (key: keyof typeof CHILD): TChild => childFromEnd(stage, CHILD[key]);

/** The child's row with this title, as the server lists it. */
export const rowOf = (c: TChild, title: string) => rowTitled(teacher, c, title);
