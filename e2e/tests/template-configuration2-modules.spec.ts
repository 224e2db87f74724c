import { API, type TEndpoint } from '@kg/contracts';
import { expect, ownSchool, type Page, type Request, test } from '../support/fixtures';
import {
  action,
  answerConfirm,
  card,
  detailReady,
  formDialog,
  idsIn,
  keyboardMove,
  lastWarning,
  modulesOf,
  pick,
  SECOND_TERM,
  shooter,
} from '../support/growth';
import {
  api,
  byType,
  moduleWhere,
  openDetail,
  tpl,
  useConfigurationTemplate,
} from '../support/template-configuration';
import { recordToasts, toast } from '../support/ui';

// This file changes school data (template modules are added, sorted and deleted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模板配置 (/templateConfiguration, screens 7 and 8, F01-F35) against the real server, on a 大班
 * second-term template of 2026-2027 this file creates from the default and deletes at the end.
 * Here: 新增 and 编辑 (F18-F24), sorting the middle list (F04, F05), 关闭/开启, 一键开启 and 删除
 * (F10-F12, F28).
 */

const NEW_TITLE = '三月观察';

const byTitle = (title: string) => moduleWhere(api, tpl, (m) => m.Title === title, title);

/** Every request to one growth-template endpoint from now on. */
function watch(page: Page, call: TEndpoint): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === call.path) seen.push(r);
  });
  return seen;
}

test.describe('模板配置 (F01-F35): modules added, edited, sorted, toggled, deleted', () => {
  test.describe.configure({ mode: 'serial' });
  useConfigurationTemplate();

  test('F18-F24 F26: 新增 checks in order, type changes, one request on a double click, 3月 at the end of the middle list', async ({
    page,
  }) => {
    const shot = shooter(page);
    await openDetail(page);
    const toasts = await recordToasts(page);
    const count = (await modulesOf(api, tpl.id)).List.length;
    await page.getByTestId('template-add-module').click();
    await expect(formDialog(page)).toBeVisible();
    const submit = page.getByTestId('module-form-submit');

    // F22, in order; the dialog stays open on a warning.
    await submit.click();
    await expect(lastWarning(page)).toHaveText('请选择类型');
    await pick(page, 'module-form-type', '月观察记录');
    await submit.click();
    await expect(lastWarning(page)).toHaveText('请输入标题');
    await page.getByTestId('module-form-title').fill(NEW_TITLE);
    await submit.click();
    await expect(lastWarning(page)).toHaveText('请选择时间');
    await shot('dialog-add-warning', { dialog: true });
    const month = page.getByTestId('module-form-time');
    await month.click();
    await month.fill('2027-03');
    await month.press('Enter');
    await expect(month).toHaveValue('2027-03');
    await submit.click();
    await expect(lastWarning(page)).toHaveText('请选择操作人身份');
    expect((await toasts()).filter((text) => text.startsWith('请'))).toEqual([
      '请选择类型',
      '请输入标题',
      '请选择时间',
      '请选择操作人身份',
    ]);

    // F23: to 4 the month goes and the term is the template's, fixed (F25); back to 5 no month; 6 neither.
    await pick(page, 'module-form-type', '学期观察记录');
    await expect(page.getByTestId('module-form-time')).toHaveCount(0);
    await expect(page.getByTestId('module-form-cycle')).toContainText(SECOND_TERM);
    await expect(page.getByTestId('module-form-cycle')).toHaveClass(/disabled/);
    await pick(page, 'module-form-type', '月观察记录');
    await expect(page.getByTestId('module-form-cycle')).toHaveCount(0);
    await expect(page.getByTestId('module-form-time')).toHaveValue('');
    await month.click();
    await month.fill('2027-03');
    await month.press('Enter');
    await pick(page, 'module-form-type', '图文版面');
    await expect(page.getByTestId('module-form-time')).toHaveCount(0);
    await expect(page.getByTestId('module-form-cycle')).toHaveCount(0);
    await pick(page, 'module-form-type', '月观察记录');
    await expect(page.getByTestId('module-form-time')).toHaveValue('');
    await month.click();
    await month.fill('2027-03');
    await month.press('Enter');
    await pick(page, 'module-form-operator', '教师');

    // F21: a double click sends one request; the dialog closes on submit; the list reloads.
    const adds = watch(page, API.growthTemplates.addModule);
    await submit.dblclick();
    await expect(formDialog(page)).toBeHidden();
    await expect(toast(page, '添加成功')).toBeVisible();
    // The list has reloaded after the add: a second request of the double click was sent by now.
    await expect(page.getByTestId('template-module-count')).toHaveText(String(count + 1));
    expect(adds).toHaveLength(1);
    expect(adds[0]!.postDataJSON()).toEqual({
      tempId: tpl.id,
      type: 5,
      operator: 1,
      title: NEW_TITLE,
      orderSort: count,
      time: '2027-03-01',
      cycleId: 0,
    });
    const added = await byTitle(NEW_TITLE);
    await expect(card(page, added.Id)).toBeVisible();
    await expect(action(page, added.Id, 'time')).toHaveText('月份：3月');
    const middle = await idsIn(page, 'middle');
    expect(middle.at(-1)).toBe(added.Id); // DECISIONS 22: the end of the middle list
    await expect(page.getByTestId('template-module-count')).toHaveText(String(count + 1));
  });

  test('F19: 编辑 fills the form and sends the id with the update', async ({ page }) => {
    const added = await byTitle(NEW_TITLE);
    await openDetail(page);
    await action(page, added.Id, 'edit').click();
    await expect(page.locator('.ant-modal-title').filter({ hasText: '编辑模块' })).toBeVisible();
    await expect(page.getByTestId('module-form-title')).toHaveValue(NEW_TITLE);
    await expect(page.getByTestId('module-form-time')).toHaveValue('2027-03');
    await expect(page.getByTestId('module-form-type')).toContainText('月观察记录');
    await page.getByTestId('module-form-title').fill(`${NEW_TITLE}记录`);
    await pick(page, 'module-form-operator', '教师和家长');
    await shot(page, 'dialog-edit');
    const update = page.waitForRequest((r) => r.url().includes(API.growthTemplates.updateModule.path));
    await page.getByTestId('module-form-submit').click();
    expect((await update).postDataJSON()).toMatchObject({
      id: added.Id,
      tempId: tpl.id,
      type: 5,
      operator: 4,
      title: `${NEW_TITLE}记录`,
      orderSort: added.OrderSort,
      time: '2027-03-01',
      cycleId: 0,
    });
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(action(page, added.Id, 'title')).toHaveText(`${NEW_TITLE}记录`);

    // A refusal (a second cover) was sent from a closed dialog: it opens again as typed.
    await page.getByTestId('template-add-module').click();
    await pick(page, 'module-form-type', '封面');
    await page.getByTestId('module-form-title').fill('第二个封面');
    await pick(page, 'module-form-operator', '教师');
    await page.getByTestId('module-form-submit').click();
    await expect(toast(page, '封面已存在，一个模板只能有一个')).toBeVisible();
    await expect(formDialog(page)).toBeVisible();
    await expect(page.getByTestId('module-form-title')).toHaveValue('第二个封面');
    await page.getByRole('button', { name: '取消', exact: true }).click();
    await expect(formDialog(page)).toBeHidden();

    await api.call(API.growthTemplates.updateModule, {
      id: added.Id,
      tempId: tpl.id,
      type: 5,
      operator: 1,
      title: NEW_TITLE,
      orderSort: added.OrderSort,
      time: '2027-03-01',
      cycleId: 0,
    });
  });

  test('F04 F05: the middle list sorts by keyboard and by mouse, one request each, 1-based; a refusal puts it back', async ({
    page,
  }) => {
    await openDetail(page);
    const before = await idsIn(page, 'middle');
    const front = await idsIn(page, 'front');
    const sorts = watch(page, API.growthTemplates.sortModules);

    // Keyboard: the last card one place up.
    const last = before.at(-1)!;
    await keyboardMove(page, last, -1);
    const keyed = [...before.slice(0, -2), last, before.at(-2)!];
    await expect(toast(page, '操作成功')).toBeVisible();
    expect(sorts).toHaveLength(1);
    expect(sorts[0]!.postDataJSON()).toEqual({ list: keyed.map((id, i) => ({ id, orderSort: i + 1 })) });
    await expect.poll(() => idsIn(page, 'middle')).toEqual(keyed);
    // The fixed lists never move.
    await expect.poll(() => idsIn(page, 'front')).toEqual(front);

    // Mouse: the first card dragged below the second.
    const [first, second] = keyed;
    await action(page, first!, 'handle').scrollIntoViewIfNeeded();
    const from = (await action(page, first!, 'handle').boundingBox())!;
    const to = (await card(page, second!).boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 5 });
    // The dragged card's middle a little past the next card's middle.
    await page.mouse.move(x, to.y + to.height / 2 + 12, { steps: 15 });
    await page.mouse.up();
    const dragged = [second!, first!, ...keyed.slice(2)];
    await expect.poll(() => sorts.length).toBe(2);
    expect(sorts[1]!.postDataJSON()).toEqual({ list: dragged.map((id, i) => ({ id, orderSort: i + 1 })) });
    await expect.poll(() => idsIn(page, 'middle')).toEqual(dragged);

    // A reload keeps the order (the server has it).
    await page.reload();
    await detailReady(page);
    await expect.poll(() => idsIn(page, 'middle')).toEqual(dragged);
    const saved = (await modulesOf(api, tpl.id)).List.filter((m) => dragged.includes(m.Id))
      .sort((a, b) => a.OrderSort - b.OrderSort)
      .map((m) => m.Id);
    expect(saved).toEqual(dragged);

    // A refused sort shows the server's reason and puts the list back.
    await page.route(`**${API.growthTemplates.sortModules.path}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, msg: '排序数据不完整，请刷新后重试', response: null }),
      }),
    );
    await keyboardMove(page, dragged[0]!, 1);
    await expect(toast(page, '排序数据不完整，请刷新后重试')).toBeVisible();
    await expect.poll(() => idsIn(page, 'middle')).toEqual(dragged);
    await page.unroute(`**${API.growthTemplates.sortModules.path}`);
  });

  test('F10 F11 F12 F28: 关闭 / 开启 confirms, 一键开启, 删除 confirm', async ({ page }) => {
    const added = await byTitle(NEW_TITLE);
    const plate = await byType(6);
    await openDetail(page);
    const toggles = watch(page, API.growthTemplates.openClose);

    await action(page, plate.Id, 'toggle').click();
    await answerConfirm(page, '是否确认 关闭？', '取消');
    expect(toggles).toHaveLength(0);
    await expect(action(page, plate.Id, 'status')).toHaveText('已开启');
    await action(page, plate.Id, 'toggle').click();
    await answerConfirm(page, '是否确认 关闭？');
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(action(page, plate.Id, 'status')).toHaveText('已关闭');
    expect(toggles[0]!.postDataJSON()).toEqual({ id: plate.Id, status: 0 });
    await action(page, added.Id, 'toggle').click();
    await answerConfirm(page, '是否确认 关闭？');
    await expect(action(page, added.Id, 'status')).toHaveText('已关闭');
    await action(page, added.Id, 'toggle').click();
    await answerConfirm(page, '是否确认 开启？');
    await expect(action(page, added.Id, 'status')).toHaveText('已开启');
    expect(toggles[2]!.postDataJSON()).toEqual({ id: added.Id, status: 1 });

    // F12: every module open at once.
    await page.getByTestId('template-open-all').click();
    await expect.poll(() => toggles.length).toBe(4);
    expect(toggles[3]!.postDataJSON()).toEqual({ tempId: tpl.id, status: 1 });
    await expect(action(page, plate.Id, 'status')).toHaveText('已开启');
    await expect(page.locator('[data-testid^="module-"][data-status="0"]')).toHaveCount(0);

    // F28
    await action(page, added.Id, 'delete').click();
    await answerConfirm(page, '是否确认 删除？', '取消');
    await expect(card(page, added.Id)).toBeVisible();
    const removed = page.waitForRequest((r) => r.url().includes(API.growthTemplates.removeModule.path));
    await action(page, added.Id, 'delete').click();
    await answerConfirm(page, '是否确认 删除？');
    expect((await removed).postDataJSON()).toEqual({ id: added.Id });
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(card(page, added.Id)).toHaveCount(0);
  });
});

async function shot(page: Page, name: string) {
  await shooter(page)(name, { dialog: true });
}
