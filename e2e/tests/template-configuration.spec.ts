import { expect, type Page, type Request, test } from '@playwright/test';
import { TINY_PNG } from '../support/files';
import {
  action,
  answerConfirm,
  card,
  detailPath,
  detailReady,
  EVAL_GROWTH,
  formDialog,
  freezeClock,
  idsIn,
  infoOf,
  lastWarning,
  modulesOf,
  pick,
  removeGradeTemplates,
  SECOND_TERM,
  secondsLeft,
  shooter,
  stage,
  type TModule,
  type TTemplate,
  templates,
} from '../support/growth';
import { apiAs, type TApi } from '../support/reports';
import { openAs } from '../support/session';
import { recordToasts, toast } from '../support/ui';

/**
 * 模板配置 (/templateConfiguration, screens 7 and 8, F01-F35) against the real server, on a 大班
 * second-term template of 2026-2027 this file creates from the default and deletes at the end.
 */

const NEW_TITLE = '三月观察';

let api: TApi;
let tpl: TTemplate;

const byTitle = async (title: string): Promise<TModule> => {
  const found = (await modulesOf(api, tpl.id)).List.find((m) => m.Title === title);
  expect(found, title).toBeTruthy();
  return found as TModule;
};
const byType = async (typeNum: number): Promise<TModule> => {
  const found = (await modulesOf(api, tpl.id)).List.find((m) => m.TypeNum === typeNum);
  expect(found, `type ${typeNum}`).toBeTruthy();
  return found as TModule;
};

async function openDetail(page: Page, clear: 0 | 1 = 0) {
  const fresh = (await templates(api)).find((t) => t.id === tpl.id) as TTemplate;
  await openAs(page, 'admin', detailPath(infoOf(fresh, clear)));
  await detailReady(page);
}

/** Every request to one Eval_Growth call from now on. */
function watch(page: Page, call: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${EVAL_GROWTH}/${call}`)) seen.push(r);
  });
  return seen;
}

test.describe('模板配置 (F01-F35)', () => {
  test.describe.configure({ mode: 'serial' });
  let gradeId = 0;

  test.beforeAll(async ({ request }) => {
    api = await apiAs(request, 'admin');
    const { grade, cycles } = await stage(api);
    gradeId = grade.Id;
    await removeGradeTemplates(api, gradeId);
    const term = cycles.find((c) => c.Name === SECOND_TERM)!;
    const { id } = await api.post<{ id: number }>(`${EVAL_GROWTH}/AddTenantTempInfo`, {
      studyYearId: (await stage(api)).year.Id,
      gradeId,
      cycleId: term.Id,
      sourceId: 0,
    });
    tpl = (await templates(api)).find((t) => t.id === id) as TTemplate;
  });

  // The API helpers run on each test's own request context.
  test.beforeEach(async ({ request }) => {
    api = await apiAs(request, 'admin');
  });

  test.afterAll(async ({ request }) => {
    await removeGradeTemplates(await apiAs(request, 'admin'), gradeId);
  });

  test('F02 F03 F06 F07 F09 F26: header, three lists by OrderSort, each card and the actions its type allows', async ({
    page,
  }) => {
    const shot = shooter(page);
    const detail = page.waitForRequest((r) => r.url().includes('/GetTenantTempDetailInfoWeb'));
    await openDetail(page);
    expect(new URL((await detail).url()).searchParams.get('id')).toBe(String(tpl.id));
    await expect(page.getByTestId('template-heading')).toContainText('大班');
    await expect(page.getByTestId('template-year')).toHaveText('2026-2027学年');
    await expect(page.getByTestId('template-term')).toHaveText(SECOND_TERM);
    await expect(page.getByTestId('template-status')).toHaveText('草稿');

    const { List } = await modulesOf(api, tpl.id);
    const sorted = [...List].sort((a, b) => a.OrderSort - b.OrderSort);
    expect(await idsIn(page, 'front')).toEqual(
      sorted.filter((m) => [1, 3].includes(m.TypeNum)).map((m) => m.Id),
    );
    expect(await idsIn(page, 'end')).toEqual(sorted.filter((m) => m.TypeNum === 2).map((m) => m.Id));
    expect(await idsIn(page, 'middle')).toEqual(
      sorted.filter((m) => ![1, 2, 3].includes(m.TypeNum)).map((m) => m.Id),
    );
    await expect(page.getByTestId('template-module-count')).toHaveText(String(List.length));

    const actionsOf = (id: number) =>
      card(page, id)
        .locator('.kg-gt-module__actions button')
        .evaluateAll((buttons) =>
          buttons.map((b) => b.getAttribute('data-testid')!.replace(/^module-\d+-/, '')),
        );
    // F07: cover and catalogue: no configure, edit or open/close, but deletable; the closing page not.
    const cover = await byType(1);
    const catalogue = await byType(3);
    const closing = await byType(2);
    expect(await actionsOf(cover.Id)).toEqual(['preview', 'cover', 'delete']);
    expect(await actionsOf(catalogue.Id)).toEqual(['preview', 'cover', 'delete']);
    expect(await actionsOf(closing.Id)).toEqual(['preview', 'cover']);
    await expect(action(page, cover.Id, 'handle')).toHaveCount(0);
    const plate = await byType(6);
    expect(await actionsOf(plate.Id)).toEqual(['configure', 'edit', 'preview', 'cover', 'toggle', 'delete']);
    await expect(action(page, plate.Id, 'handle')).toBeVisible();
    // F35: a monthly observation also has 统计; its card shows the month (F26).
    const month = await byType(5);
    expect(await actionsOf(month.Id)).toContain('statistics');
    expect(month.TimeCopy).toBe('3月');
    await expect(action(page, month.Id, 'time')).toHaveText('月份：3月');
    const term = await byType(4);
    await expect(action(page, term.Id, 'cycle')).toHaveText(`学期：${SECOND_TERM}`);
    // F09
    await expect(action(page, plate.Id, 'status')).toHaveText('已开启');
    await expect(action(page, plate.Id, 'type')).toHaveText('图文版面');
    await expect(action(page, cover.Id, 'order')).toHaveText('1');
    await shot('detail-normal');

    // Laptop and tablet widths, and the English texts.
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('detail-laptop-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot('detail-tablet-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await detailReady(page);
    await shot('detail-en');
  });

  test('F08 F35: 配置 opens /configuration, 统计 opens /templateStatic with their queries', async ({
    page,
  }) => {
    const plate = await byType(6);
    await openDetail(page);
    await action(page, plate.Id, 'configure').click();
    await expect(page).toHaveURL(/\/configuration\?info=/);
    const info = JSON.parse(new URL(page.url()).searchParams.get('info') ?? '{}') as Record<string, unknown>;
    expect(info).toEqual({
      type: 6,
      title: plate.Title,
      id: plate.Id,
      TypeText: plate.Type,
      tempId: tpl.id,
      status: plate.Status,
    });

    const month = await byType(5);
    await openDetail(page);
    await action(page, month.Id, 'statistics').click();
    await expect(page).toHaveURL(/\/templateStatic\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      TempId: String(tpl.id),
      TempDetailId: String(month.Id),
      CycleId: String(tpl.CycleId),
      StudyYearId: String(tpl.StudyYearId),
      GradeId: String(tpl.GradeId),
      GradeNameS: '大班',
      ClassName: '',
      ClassId: '0',
    });
  });

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
    const adds = watch(page, 'AddTenantTempDetailOneInfo');
    await submit.dblclick();
    await expect(formDialog(page)).toBeHidden();
    await expect(toast(page, '添加成功')).toBeVisible();
    await page.waitForTimeout(500);
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
    const update = page.waitForRequest((r) => r.url().includes('/UpdateTenantTempDetailOneInfo'));
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

    await api.post(`${EVAL_GROWTH}/UpdateTenantTempDetailOneInfo`, {
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
    const sorts = watch(page, 'SortGrowDetailInfo');

    // Keyboard: the last card one place up.
    const last = before.at(-1)!;
    await action(page, last, 'handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    const keyed = [...before.slice(0, -2), last, before.at(-2)!];
    await expect(toast(page, '操作成功')).toBeVisible();
    expect(sorts).toHaveLength(1);
    expect(sorts[0]!.postDataJSON()).toEqual({ list: keyed.map((id, i) => ({ id, orderSort: i + 1 })) });
    await expect.poll(() => idsIn(page, 'middle')).toEqual(keyed);
    // The fixed lists never move.
    expect(await idsIn(page, 'front')).toEqual(front);

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
    expect(await idsIn(page, 'middle')).toEqual(dragged);
    const saved = (await modulesOf(api, tpl.id)).List.filter((m) => dragged.includes(m.Id))
      .sort((a, b) => a.OrderSort - b.OrderSort)
      .map((m) => m.Id);
    expect(saved).toEqual(dragged);

    // A refused sort shows the server's reason and puts the list back.
    await page.route(`**${EVAL_GROWTH}/SortGrowDetailInfo`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, msg: '排序数据不完整，请刷新后重试', response: null }),
      }),
    );
    await action(page, dragged[0]!, 'handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await expect(toast(page, '排序数据不完整，请刷新后重试')).toBeVisible();
    await expect.poll(() => idsIn(page, 'middle')).toEqual(dragged);
    await page.unroute(`**${EVAL_GROWTH}/SortGrowDetailInfo`);
  });

  test('F10 F11 F12 F28: 关闭 / 开启 confirms, 一键开启, 删除 confirm', async ({ page }) => {
    const added = await byTitle(NEW_TITLE);
    const plate = await byType(6);
    await openDetail(page);
    const toggles = watch(page, 'OpenCloseTenantTempDetailOneInfo');

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
    const removed = page.waitForRequest((r) => r.url().includes('/DeleteTenantTempDetailOneInfo'));
    await action(page, added.Id, 'delete').click();
    await answerConfirm(page, '是否确认 删除？');
    expect((await removed).postDataJSON()).toEqual({ id: added.Id });
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(card(page, added.Id)).toHaveCount(0);
  });

  test('F29-F31: 设置背景: 请选择图片, a picture over 2 MB refused in the browser, an upload with 图片上传中, saved', async ({
    page,
  }) => {
    const shot = shooter(page);
    const plate = await byType(6);
    await openDetail(page);
    await action(page, plate.Id, 'cover').click();
    const dialog = page.getByTestId('cover-dialog');
    await expect(dialog.getByTestId('cover-option').first()).toBeVisible();
    await expect(dialog.locator(`[data-img="${plate.BackCoverImg}"]`)).toContainText('当前');
    await page.getByTestId('cover-submit').click();
    await expect(lastWarning(page)).toHaveText('请选择图片');

    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Img/UploadImg')) sent.push(r);
    });
    const input = dialog.locator('input[type=file]');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    TINY_PNG.copy(big);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(lastWarning(page)).toHaveText('上传图片大小不能超过 2MB!');
    expect(sent).toHaveLength(0);

    // A real small PNG: the mask shows while it goes up, then it is the chosen picture.
    await page.route('**/api/Img/UploadImg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('图片上传中')).toBeVisible();
    await shot('dialog-cover-uploading', { dialog: true });
    await expect(page.getByText('图片上传中')).toBeHidden({ timeout: 15_000 });
    await page.unroute('**/api/Img/UploadImg');
    expect(sent).toHaveLength(1);
    const chosen = dialog.locator('[data-testid="cover-option"][aria-pressed="true"]');
    await expect(chosen).toHaveCount(1);
    const path = (await chosen.getAttribute('data-img')) ?? '';
    expect(path).toMatch(/^\/files\//);
    await shot('dialog-cover', { dialog: true });

    const save = page.waitForRequest((r) => r.url().includes('/SaveTenantTempDetailOneInfo'));
    await page.getByTestId('cover-submit').click();
    expect((await save).postDataJSON()).toEqual({
      id: plate.Id,
      plateId: 0,
      backCoverImg: path,
      content: '',
    });
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(card(page, plate.Id).locator('.kg-gt-thumb img')).toHaveAttribute('src', path);

    // A library picture back, as it was.
    await action(page, plate.Id, 'cover').click();
    await dialog.locator(`[data-img="${plate.BackCoverImg}"]`).click();
    await page.getByTestId('cover-submit').click();
    await expect(toast(page, '保存成功')).toBeVisible();
  });

  test('F32: 预览 per type: cover, plate, catalogue with pages, term observation (table and text), monthly (经常/偶尔/从未)', async ({
    page,
  }) => {
    const shot = shooter(page);
    await openDetail(page);
    const dialog = page.getByTestId('preview-dialog');
    const close = async () => {
      await page.locator('.ant-modal-close').last().click();
      await expect(dialog).toBeHidden();
    };
    const images = (id: number) =>
      page.waitForRequest(
        (r) => r.url().includes('/GetTenantTempDetailOneInfoByImgTextRecord') && r.url().includes(`id=${id}`),
      );

    const cover = await byType(1);
    let req = images(cover.Id);
    await action(page, cover.Id, 'preview').click();
    await req;
    await expect(dialog.getByTestId('preview-page-cover')).toContainText(cover.Title);
    await expect(dialog.getByTestId('preview-page-cover')).toContainText('幼儿姓名');
    await shot('preview-cover', { dialog: true });
    await close();

    const plate = await byTitle('我的家');
    req = images(plate.Id);
    await action(page, plate.Id, 'preview').click();
    await req;
    await expect(dialog.getByTestId('preview-plate')).toHaveAttribute('data-plate', String(plate.PlateId));
    expect(await dialog.getByTestId('preview-plate-image').count()).toBeGreaterThan(0);
    await expect(dialog.getByTestId('preview-plate-thumb')).toBeVisible();
    await shot('preview-plate', { dialog: true });
    await close();

    const catalogue = await byType(3);
    const entries = page.waitForResponse(
      (r) => r.url().includes('/GetTenantTempDetailCatalogueInfo') && r.url().includes(`Id=${catalogue.Id}`),
    );
    await action(page, catalogue.Id, 'preview').click();
    const list = ((await (await entries).json()) as { response: Array<{ Title: string; Page: number }> })
      .response;
    expect(list.length).toBeGreaterThan(3);
    const items = dialog.getByTestId('preview-catalogue').locator('li');
    await expect(items).toHaveCount(list.length);
    await expect(items.first()).toContainText(list[0]!.Title);
    await expect(items.first()).toContainText(String(list[0]!.Page));
    await shot('preview-catalogue', { dialog: true });
    await close();

    const term = await byType(4);
    const termSheet = page.waitForRequest(
      (r) =>
        r.url().includes('/GoTenantTempDetailOneInfoByCycleWriteCycle') && r.url().includes(`Id=${term.Id}`),
    );
    await action(page, term.Id, 'preview').click();
    await termSheet;
    await expect(dialog.getByTestId('preview-term-table').locator('tbody tr').first()).toBeVisible();
    await expect(dialog.getByTestId('preview-term-table').locator('thead')).toContainText('维度要素观察点');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('故事描述');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('分析');
    await expect(dialog.getByTestId('preview-cycle-writes')).toContainText('支持');
    await shot('preview-term', { dialog: true });
    await close();

    const month = await byType(5);
    const monthSheet = page.waitForRequest(
      (r) =>
        r.url().includes('/GoTenantTempDetailOneInfoByCycleWrite?') && r.url().includes(`Id=${month.Id}`),
    );
    await action(page, month.Id, 'preview').click();
    await monthSheet;
    const table = dialog.getByTestId('preview-month-table');
    await expect(table.locator('thead')).toContainText('经常发生偶尔发生从未发生');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(dialog.getByTestId('preview-month')).toHaveText('3月');
    await shot('preview-month', { dialog: true });
    await close();
  });

  test('F16: 恢复默认: 确定 waits 10 s, then ResetTempInfo, 操作成功, the screen reloads as 已重置', async ({
    page,
  }) => {
    const shot = shooter(page);
    await page.clock.install();
    await openDetail(page);
    const added = await api.post<{ Id: number }>(`${EVAL_GROWTH}/AddTenantTempDetailOneInfo`, {
      tempId: tpl.id,
      type: 6,
      operator: 1,
      title: '临时页',
      orderSort: 30,
      time: '',
      cycleId: 0,
    });
    await page.reload();
    await detailReady(page);
    await expect(card(page, added.Id)).toBeVisible();

    await page.getByTestId('template-reset').click();
    const confirm = page.getByTestId('reset-dialog-confirm');
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveText('确定（10s）');
    await page.waitForTimeout(400); // the dialog has faded in
    await freezeClock(page);
    await shot('dialog-reset-countdown', { dialog: true });
    const left = await secondsLeft(confirm);
    expect(left).toBeGreaterThan(5);
    await page.clock.runFor((left - 1) * 1000);
    await expect(confirm).toHaveText('确定（1s）');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveText('确定');
    await page.clock.resume();
    const reset = page.waitForRequest((r) => r.url().includes('/ResetTempInfo'));
    await confirm.click();
    expect((await reset).postDataJSON()).toEqual({ id: tpl.id });
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByTestId('reset-dialog')).toBeHidden();
    await expect(page.getByTestId('template-status')).toHaveText('已重置');
    await expect(card(page, added.Id)).toHaveCount(0);
  });

  test('F14 F15: clear mode: only 清除数据 per module; 确定 after 15 s, 清除成功', async ({ page }) => {
    const shot = shooter(page);
    await page.clock.install();
    await openDetail(page, 1);
    await expect(page.getByTestId('clear-mode-banner')).toBeVisible();
    await expect(page.getByTestId('template-add-module')).toHaveCount(0);
    await expect(page.locator('[data-testid$="-handle"]')).toHaveCount(0);
    const cards = page.locator('[data-testid^="module-"][data-type]');
    const n = await cards.count();
    expect(n).toBeGreaterThan(10);
    await expect(page.locator('.kg-gt-module__actions button')).toHaveCount(n);
    await expect(page.locator('.kg-gt-module__actions button[data-testid$="-clear"]')).toHaveCount(n);
    await shot('detail-clear');

    const month = await byType(5);
    await action(page, month.Id, 'clear').click();
    const confirm = page.getByTestId('clear-dialog-confirm');
    await expect(page.getByTestId('clear-dialog')).toContainText(month.Title);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveText('确定（15s）');
    await page.waitForTimeout(400);
    await freezeClock(page);
    await shot('dialog-clear-countdown', { dialog: true });
    const left = await secondsLeft(confirm);
    expect(left).toBeGreaterThan(10);
    await page.clock.runFor((left - 1) * 1000);
    await expect(confirm).toHaveText('确定（1s）');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(confirm).toBeEnabled();
    await page.clock.resume();
    const clear = page.waitForRequest((r) => r.url().includes('/ClearTenantTempDetailData'));
    await confirm.click();
    expect((await clear).postDataJSON()).toEqual({ Id: month.Id });
    await expect(toast(page, '清除成功')).toBeVisible();
    await expect(page.getByTestId('clear-dialog')).toBeHidden();
  });

  test('F13: after 发布 新增 is disabled; 取消发布 enables it again', async ({ page }) => {
    await openDetail(page);
    await expect(page.getByTestId('template-add-module')).toBeEnabled();
    await page.getByTestId('template-publish').click();
    await answerConfirm(page, '是否确认 发布？');
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByTestId('template-status')).toHaveText('已发布');
    await expect(page.getByTestId('template-add-module')).toBeDisabled();
    await page.getByTestId('template-publish').click();
    await answerConfirm(page, '是否确认 取消发布？');
    await expect(page.getByTestId('template-add-module')).toBeEnabled();
  });

  test('clear mode on the demo 小班 template shows what each module holds (read only)', async ({ page }) => {
    const shot = shooter(page);
    const demo = (await templates(api)).find((t) => t.GradeName === '小班' && t.RecordCount > 0);
    expect(demo, 'the demo 小班 template with records').toBeTruthy();
    const observed = (await modulesOf(api, demo!.id)).List.find((m) => m.RecordCount > 0)!;
    await openAs(page, 'admin', detailPath(infoOf(demo!, 1)));
    await detailReady(page);
    await expect(page.getByTestId('template-record-count')).toHaveText(String(demo!.RecordCount));
    await expect(card(page, observed.Id)).toContainText(`已有 ${observed.RecordCount} 条成长记录`);
    await card(page, observed.Id).scrollIntoViewIfNeeded();
    await shot('detail-clear-records', { dialog: true });
    await action(page, observed.Id, 'clear').click();
    await expect(page.getByTestId('clear-dialog')).toContainText(`（${observed.RecordCount} 条）`);
    await expect(page.getByTestId('clear-dialog-confirm')).toBeDisabled();
    await shot('dialog-clear-records', { dialog: true });
    await page.getByTestId('clear-dialog-cancel').click();
    await expect(page.getByTestId('clear-dialog')).toBeHidden();
  });

  test('a broken link shows its own page with the way back', async ({ page }) => {
    await openAs(page, 'admin', '/templateConfiguration?info=%7Bbroken');
    await expect(page.getByTestId('page-template-configuration')).toContainText('链接无效');
    await page.getByRole('button', { name: '返回模板列表' }).click();
    await expect(page).toHaveURL(/\/GrowthTemplate$/);
  });
});

async function shot(page: Page, name: string) {
  await shooter(page)(name, { dialog: true });
}
