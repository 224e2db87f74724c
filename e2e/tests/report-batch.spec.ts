import { expect, ownSchool, test } from '../support/fixtures';
import {
  apiAs,
  createClassWithChildren,
  findClasses,
  pdfPages,
  removeClasses,
  rosterOf,
  zipCount,
  zipEntries,
} from '../support/reports';
import { openAs } from '../support/session';

// This file changes school data (thirty classes are created): it works in its own copy of 彩虹.
ownSchool('rainbow');

/**
 * 批量打印名册 (issue 4 acceptance): 30 class rosters as one server job with a progress bar,
 * then one merged PDF and a zip of one PDF per class. In 彩虹幼儿园, with classes of its own
 * made through the API and taken away afterwards, so the other journeys keep their data.
 */

const PREFIX = '名册批量';
const COUNT = 30;
const BATCH = `幼儿名册_${COUNT}个班级`;

// Thirty extra classes would crowd 彩虹幼儿园's class pickers for the journeys after this one.
test.afterEach(async ({ request }) => {
  await removeClasses(await apiAs(request, 'rainbow'), PREFIX);
});

test('批量打印名册: 30 rosters run as a job with a moving progress bar and end as a merged PDF and a zip', async ({
  page,
}, testInfo) => {
  // 30 reports printed on the server's pool: well past the default minute on two cores.
  test.setTimeout(300_000);
  const api = await apiAs(page.request, 'rainbow');
  const like = (await findClasses(api))[0];
  expect(like, 'a class of 彩虹幼儿园 to copy the year and grade from').toBeTruthy();
  const names = Array.from({ length: COUNT }, (_, i) => `${PREFIX}${String(i + 1).padStart(2, '0')}`);
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const children = Array.from({ length: 2 + (i % 3) }, (_, j) => `${name}幼儿${j + 1}`);
    ids.push(await createClassWithChildren(api, like!, name, children));
  }
  // Each roster: cover, catalogue, overview, one table page (≤16 children), back cover.
  let expectedPages = 0;
  for (const id of ids) {
    const children = (await rosterOf(api, id)).Students.length;
    expectedPages += 4 + Math.max(1, 1 + Math.ceil(Math.max(0, children - 16) / 17));
  }

  await openAs(page, 'rainbow', '/Class/Classes');
  await page.getByTestId('classes-filter-keyword').fill(PREFIX);
  await page.getByTestId('classes-filter-search').click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${COUNT} 条`);

  // Nothing ticked: every class of the filter.
  await page.getByTestId('nav-button-handleRosterBatch').click();
  const dialog = page.getByTestId('batch-dialog');
  await expect(dialog.getByTestId('batch-scope')).toContainText(`当前筛选条件下的全部 ${COUNT} 个班级`);
  await expect(dialog.locator('.kg-batch__items .ant-tag')).toHaveCount(COUNT);
  await dialog.getByTestId('batch-start').click();

  // The bar moves: some state between the start and the end is seen before 30 / 30.
  const bar = dialog.getByTestId('batch-progress');
  await expect(bar).toBeVisible();
  const seen = new Set<number>();
  await expect(async () => {
    seen.add(Number(await bar.getAttribute('data-done')));
    expect(await dialog.getByTestId('batch-status').getAttribute('data-state')).toBe('done');
  }).toPass({ timeout: 240_000, intervals: [250] });
  expect(
    [...seen].some((done) => done > 0 && done < COUNT),
    `progress seen: ${[...seen]}`,
  ).toBe(true);
  await expect(bar).toContainText(`${COUNT} / ${COUNT}`);
  await expect(dialog.getByTestId('batch-status')).toHaveText(`生成完成：成功 ${COUNT} 份`);
  await expect(dialog.getByTestId('batch-failures')).toHaveCount(0);

  const merged = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByTestId('batch-download-merged').click();
  const pdf = await merged;
  expect(pdf.suggestedFilename()).toBe(`${BATCH}.pdf`);
  const pdfPath = testInfo.outputPath(`${BATCH}.pdf`);
  await pdf.saveAs(pdfPath);
  expect(pdfPages(pdfPath)).toBe(expectedPages);

  const zipped = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByTestId('batch-download-zip').click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toBe(`${BATCH}.zip`);
  const zipPath = testInfo.outputPath(`${BATCH}.zip`);
  await zip.saveAs(zipPath);
  expect(zipCount(zipPath)).toBe(COUNT);
  const entries = zipEntries(zipPath);
  expect(entries).toHaveLength(COUNT);
  expect(entries.every((e) => e.endsWith('.pdf'))).toBe(true);
  expect([...entries].sort()).toEqual(names.map((n) => `${n}_幼儿名册.pdf`).sort());
});
