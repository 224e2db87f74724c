import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import { action, card, detailReady, idsIn, modulesOf, SECOND_TERM, shooter } from '../support/growth';
import { api, byType, openDetail, tpl, useConfigurationTemplate } from '../support/template-configuration';

// This file changes school data (templates are created): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模板配置 (/templateConfiguration, screens 7 and 8, F01-F35) against the real server, on a 大班
 * second-term template of 2026-2027 this file creates from the default and deletes at the end.
 * Here: the header, the three lists and each card (F02-F09, F26), 配置 and 统计 (F08, F35).
 * template-configuration2-modules, template-configuration3-cover-preview and
 * template-configuration4-reset-clear follow (their names sort right after this one).
 */

test.describe('模板配置 (F01-F35)', () => {
  test.describe.configure({ mode: 'serial' });
  useConfigurationTemplate();

  test('F02 F03 F06 F07 F09 F26: header, three lists by OrderSort, each card and the actions its type allows', async ({
    page,
  }) => {
    const shot = shooter(page);
    const detail = page.waitForRequest((r) => r.url().includes(API.growthTemplates.modules.path));
    await openDetail(page);
    expect(new URL((await detail).url()).searchParams.get('id')).toBe(String(tpl.id));
    await expect(page.getByTestId('template-heading')).toContainText('大班');
    await expect(page.getByTestId('template-year')).toHaveText('2026-2027学年');
    await expect(page.getByTestId('template-term')).toHaveText(SECOND_TERM);
    await expect(page.getByTestId('template-status')).toHaveText('草稿');

    const { List } = await modulesOf(api, tpl.id);
    const sorted = [...List].sort((a, b) => a.OrderSort - b.OrderSort);
    await expect
      .poll(() => idsIn(page, 'front'))
      .toEqual(sorted.filter((m) => [1, 3].includes(m.TypeNum)).map((m) => m.Id));
    await expect
      .poll(() => idsIn(page, 'end'))
      .toEqual(sorted.filter((m) => m.TypeNum === 2).map((m) => m.Id));
    await expect
      .poll(() => idsIn(page, 'middle'))
      .toEqual(sorted.filter((m) => ![1, 2, 3].includes(m.TypeNum)).map((m) => m.Id));
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
});
