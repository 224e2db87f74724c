import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  child,
  closeEditor,
  editorDialog,
  infoOf,
  openEditor,
  openRecords,
  recordInfo,
  recordsOf,
  row,
  rowButton,
  rowIds,
  rowOf,
  rowStatus,
  saveRecordAs,
  shooter,
  stage,
  teacher,
  textAnswer,
  useTeacherStage,
} from '../support/growthRecords';
import { openAs } from '../support/session';
import { menuGroup, menuLink } from '../support/ui';

// This file changes school data (records are saved): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案 from the menu to a child's records (G01-G08): the entry, the record list, 查看 and
 * the editor's size and buttons.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; 小一班's children are only read.
 */

useTeacherStage();

test('G01-G06 G14: from the menu to 小二班 and a child; 封面 and numbered titles, status, buttons, term and date; 上一位/下一位', async ({
  page,
}) => {
  const c = child('list');
  const shot = shooter(page);
  // One finished page (老师寄语) so the list has 修改 + 查看 to show.
  const epilogue = await rowOf(c, '老师寄语');
  if (epilogue.Status !== 1) await saveRecordAs(teacher, c, epilogue, textAnswer('你是一个爱笑的孩子。'), 1);
  const classes = await teacher.call(API.growthRecords.classes, {});

  await openAs(page, 'teacher');
  await menuGroup(page, '评价管理').click();
  await menuLink(page, '/GrowthRecord').click();
  await expect(page).toHaveURL(/\/GrowthRecord$/);
  await expect(page.getByTestId('page-growth-records')).toBeVisible();
  // Her two classes, each with the template's progress (done/due); the head teacher's is tagged.
  const cards = page.locator('[data-testid^="growth-class-"]');
  await expect(cards).toHaveCount(2);
  for (const k of classes) {
    const card = page.getByTestId(`growth-class-${k.ClassId}`);
    await expect(card).toContainText(k.ClassName);
    await expect(card).toContainText(`${k.Done}/${k.Total}`);
    await expect(card).toContainText(`${k.GradeName} · ${k.StudentCount} 名幼儿`);
  }
  await expect(page.getByTestId(`growth-class-${classes[0]!.ClassId}`)).toContainText('班主任');
  await page.getByTestId(`growth-class-${stage.second.ClassId}`).click();
  await expect(page.getByTestId(`growth-class-${stage.second.ClassId}`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const childCard = page.getByTestId(`growth-child-${c.id}`);
  await expect(childCard).toContainText(c.name);
  await expect(page.locator('[data-testid^="growth-child-"]')).toHaveCount(stage.children.length);
  await shot('entry-laptop');

  await childCard.click();
  await expect(page).toHaveURL(/\/record\?info=/);
  // G01: the info names the child, the teacher, the template and the class.
  expect(infoOf(page.url())).toEqual(recordInfo(c));
  await expect(page.getByTestId('record-student')).toHaveText(c.name);

  const data = await recordsOf(teacher, c);
  const ids = data.List.map((r) => r.Id);
  await expect.poll(() => rowIds(page)).toEqual(ids);
  // G04: 封面 first, then every other page numbered by its place.
  expect(data.List[0]!.Type).toBe(1);
  await expect(page.getByTestId(`record-row-${ids[0]}-title`)).toHaveText('封面');
  const numbered = data.List.slice(1).map((r, i) => `${i + 1}. ${r.Title}`);
  for (const [i, r] of data.List.slice(1).entries())
    await expect(page.getByTestId(`record-row-${r.Id}-title`)).toHaveText(numbered[i]!);
  for (const r of data.List) {
    // G05
    await expect(rowStatus(page, r.Id)).toContainText(r.Status === 1 ? '已完成' : '未完成');
    // G06: 去记录 (IsWrite 1, Status 0), 修改 (IsWrite 1, done), 查看 (done).
    await expect(rowButton(page, r.Id, 'write')).toHaveCount(r.IsWrite === 1 && r.Status === 0 ? 1 : 0);
    await expect(rowButton(page, r.Id, 'modify')).toHaveCount(r.IsWrite === 1 && r.Status !== 0 ? 1 : 0);
    await expect(rowButton(page, r.Id, 'view')).toHaveCount(r.Status === 1 ? 1 : 0);
    // G03 G14: the operator on every row.
    await expect(row(page, r.Id).locator('.kg-rec-list__operator')).toHaveText(r.Operator);
  }
  const done = data.List.find((r) => r.Title === '老师寄语')!;
  await expect(rowStatus(page, done.Id)).toHaveText('已完成');
  await expect(rowButton(page, done.Id, 'modify')).toHaveText('修改');
  await expect(rowButton(page, done.Id, 'view')).toHaveText('查看');
  const catalogue = data.List.find((r) => r.Type === 3)!;
  await expect(row(page, catalogue.Id).locator('button')).toHaveCount(0);
  const todo = data.List.find((r) => r.Type === 6 && r.Status === 0)!;
  await expect(rowButton(page, todo.Id, 'write')).toHaveText('去记录');
  // G03: the term on the term observation, the date on a monthly one.
  const term = data.List.find((r) => r.Type === 4)!;
  await expect(row(page, term.Id).locator('.kg-rec-list__when')).toHaveText(term.CycleName);
  expect(term.CycleName).toMatch(/学期$/);
  const month = data.List.find((r) => r.Type === 5)!;
  await expect(row(page, month.Id).locator('.kg-rec-list__when')).toHaveText(month.Time);
  expect(month.Time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('record-progress')).toContainText('1/');
  await shot('list-laptop');

  // 上一位 / 下一位: the neighbour's list, the name in the header and the info change.
  expect(data.Prev && data.Next, 'a child in the middle of the class').toBeTruthy();
  await expect(page.getByTestId('record-next')).toHaveText(`下一位 · ${data.Next!.Name}`);
  await page.getByTestId('record-next').click();
  await expect(page.getByTestId('record-student')).toHaveText(data.Next!.Name);
  expect(infoOf(page.url())).toMatchObject({ CustomerId: data.Next!.Id, StudentName: data.Next!.Name });
  await expect(page.getByTestId('record-prev')).toHaveText(`上一位 · ${c.name}`);
  await page.getByTestId('record-prev').click();
  await expect(page.getByTestId('record-student')).toHaveText(c.name);
  expect(infoOf(page.url())).toMatchObject({ CustomerId: c.id, StudentName: c.name });
  await page.getByTestId('record-prev').click();
  await expect(page.getByTestId('record-student')).toHaveText(data.Prev!.Name);
  expect(infoOf(page.url())).toMatchObject({ CustomerId: data.Prev!.Id });
  await expect(page.getByTestId(`record-row-${ids[0]}-title`)).toHaveText('封面');
});

test('G07: 查看 on a finished row opens the growing footprint report of that record in preview mode in a new tab', async ({
  page,
}) => {
  const c = child('list');
  const epilogue = await rowOf(c, '老师寄语');
  if (epilogue.Status !== 1) await saveRecordAs(teacher, c, epilogue, textAnswer('你是一个爱笑的孩子。'), 1);
  await openRecords(page, c);
  const popup = page.context().waitForEvent('page');
  await rowButton(page, epilogue.Id, 'view').click();
  const report = await popup;
  await report.waitForLoadState('domcontentloaded');
  const url = new URL(report.url());
  expect(url.pathname).toBe('/growingFootprintReport');
  expect(infoOf(report.url())).toMatchObject({
    isPreview: true,
    Id: epilogue.Id,
    CustomerId: c.id,
    StudentName: c.name,
    Title: '老师寄语',
    ClassName: '小二班',
  });
  // The list stays where it was.
  await expect(page.getByTestId('record-student')).toHaveText(c.name);
  await report.close();
});

test('G08: the editor is 80% wide for a monthly observation and a rating table, 800 px for a plate; 返 回, 保存草稿, 完成', async ({
  page,
}) => {
  const c = child('readOnly');
  await openRecords(page, c);
  const viewport = page.viewportSize()!;
  const widthOf = async () => (await editorDialog(page).boundingBox())!.width;
  for (const [title, expected] of [
    ['月观察记录（一）', viewport.width * 0.8],
    ['成长评价表', viewport.width * 0.8],
    ['我的自画像', 800],
  ] as const) {
    await openEditor(page, (await rowOf(c, title)).Id);
    await expect.poll(widthOf).toBeGreaterThan(expected - 2);
    expect(await widthOf()).toBeLessThan(expected + 2);
    await expect(editorDialog(page).locator('.ant-modal-footer button')).toHaveText([
      '返 回',
      '保存草稿',
      '完成',
    ]);
    await expect(editorDialog(page).locator('.ant-modal-title')).toHaveText(`${title} · ${c.name}`);
    await closeEditor(page);
  }
});
