import path from 'node:path';
import { API } from '@kg/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { classroomPhoto } from './photos';
import { apiAs } from './reports';
import { SHOTS_ON, shot } from './shots';
import { toast } from './ui';

/**
 * The editing screen of a process evaluation (issue 18 slice 3) in the journeys: each journey
 * makes its own entry (and library photos) through the real API, then works in the browser.
 */

export type TEntry = {
  Id: number;
  Title: string;
  StudentId: number;
  StudentName: string;
  ClassName: string;
  GradeName: string;
  /** the list's address (screen 21) and the editing screen's (H13) */
  listUrl: string;
  editUrl: string;
};

const day = (iso: string, plus: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
};

/**
 * The 过程评价 class view of a class by name, as `account` reads it: the class, its children
 * (by name, with their entries and HandbookIds) and the open term.
 */
export async function classView(
  request: APIRequestContext,
  className: string,
  account: 'teacher' | 'admin' = 'teacher',
) {
  const api = await apiAs(request, account);
  const view = await api.call(API.processEvaluations.classStudents, { ClassId: 0, CycleId: 0 });
  const klass = view.Classes.find((c) => c.ClassName === className)!;
  const { Students } = await api.call(API.processEvaluations.classStudents, {
    ClassId: klass.ClassId,
    CycleId: 0,
  });
  const term = view.Terms.find((t) => t.Id === view.CycleId)!;
  return { klass, Students, term };
}

/**
 * A new entry, as the class teacher adds it, for the `childIndex`-th child of 小一班 (王丽's first
 * class): the open term's first two weeks.
 */
export async function newEntry(
  request: APIRequestContext,
  childIndex: number,
  title: string,
): Promise<TEntry> {
  const api = await apiAs(request, 'teacher');
  const { klass, Students, term } = await classView(request, '小一班');
  const child = Students[childIndex]!;
  const { Id } = await api.call(API.processEvaluations.add, {
    title,
    cycleId: 0,
    studentId: child.StudentId,
    startDate: term.StartDate,
    endDate: day(term.StartDate, 13),
  });
  const listInfo = {
    StudentId: child.StudentId,
    StudentName: child.StudentName,
    CycleId: 0,
    IsBaby: child.IsBaby,
    BabyLevel: child.BabyLevel,
    ClassName: klass.ClassName,
    GradeName: klass.GradeName,
  };
  const editInfo = { StudentId: child.StudentId, IsBaby: child.IsBaby, BabyLevel: child.BabyLevel, Id };
  return {
    Id,
    Title: title,
    StudentId: child.StudentId,
    StudentName: child.StudentName,
    ClassName: klass.ClassName,
    GradeName: klass.GradeName,
    listUrl: `/addProcessEvaluate?dataInfo=${encodeURIComponent(JSON.stringify(listInfo))}`,
    editUrl: `/editProcessEvaluate?dataInfo=${encodeURIComponent(JSON.stringify(editInfo))}`,
  };
}

/** `count` photos in the child's album for `dimension`, uploaded and tagged as the teacher would. */
export async function libraryPhotos(
  request: APIRequestContext,
  entry: TEntry,
  dimension: number,
  count: number,
) {
  const { token } = await apiLogin(request, 'teacher');
  const api = await apiAs(request, 'teacher');
  const album = await api.call(API.childPhotos.list, { PageSize: 1 });
  const klass = album.Classes.find((c) => c.ClassName === entry.ClassName)!;
  const files: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await request.post(API.uploads.image.path, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        file: {
          name: `LIB_${i}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await classroomPhoto(entry.Id * 10 + i),
        },
      },
    });
    const body = (await answer.json()) as { success: boolean; response: string };
    expect(body.success).toBe(true);
    files.push(body.response);
  }
  await api.call(API.childPhotos.add, {
    ClassId: klass.ClassId,
    Dimension: dimension,
    StudentIds: [entry.StudentId],
    Photos: files.map((FileUrl) => ({ FileUrl })),
  });
  return files;
}

/** The add dialog's range (新增过程评价): both days typed into the RangePicker. */
export async function pickRange(page: Page, start: string, end: string) {
  const inputs = page.getByTestId('process-add-dialog').locator('.ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
}

/** The page item cards of the editing screen, and one of them by its name. */
export const cards = (page: Page) =>
  page.getByTestId('process-pages').locator('[data-testid^="process-page-"][data-type]');
export const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByTestId('process-page-name').getByText(name, { exact: true }) });

/** 编辑 on a page's card: the dialog once its page has loaded. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await card(page, name).getByTestId('process-page-edit').click();
  const dialog = page.getByTestId('process-edit-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('process-edit-save')).toBeEnabled();
  return dialog;
}

/**
 * 保存 in a page's dialog that the server takes: the save answered with success, the dialog
 * gone, 保存成功. The answer is awaited, not the toast: the previous page's 保存成功 may still
 * be on screen, and would let the journey go on before this save was taken.
 */
export async function saveDialog(page: Page) {
  const saved = page.waitForResponse((r) => r.url().includes(API.processEvaluations.submitPage.path));
  await page.getByTestId('process-edit-save').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  await expect(page.getByTestId('process-edit-dialog')).toBeHidden();
  await expect(toast(page, '保存成功')).toBeVisible();
}

/** 关闭 or 开启 on a card: 操作成功, the card in its new state. */
export async function togglePage(page: Page, name: string, open: boolean) {
  const done = expect(toast(page, '操作成功')).toBeVisible();
  await card(page, name)
    .getByTestId(open ? 'process-page-open' : 'process-page-close')
    .click();
  await done;
  await expect(card(page, name)).toHaveAttribute('data-status', open ? '1' : '0');
}

/** Counts the page saves the browser sends (a rule broken in the dialog sends none). */
export function countSaves(page: Page) {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(API.processEvaluations.submitPage.path)) sent += 1;
  });
  return () => sent;
}

/** Phone photos for the file inputs: classroom JPEGs, each its own picture. */
export async function cameraPhotos(names: string[], seed = 0) {
  return Promise.all(
    names.map(async (name, i) => ({ name, mimeType: 'image/jpeg', buffer: await classroomPhoto(seed + i) })),
  );
}

const SHOTS_DIR =
  process.env.E2E_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../.tmp/shots/process-editing');

/** A screenshot for a person (E2E_SHOTS=1), once the pictures on screen have loaded. */
export async function shotAs(page: Page, name: string) {
  if (!SHOTS_ON) return;
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('img')].every((img) => img.complete || img.loading === 'lazy'),
      ),
    )
    .toBe(true);
  await shot(page, path.join(SHOTS_DIR, `${name}.png`));
}
