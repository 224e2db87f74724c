import path from 'node:path';
import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { setStaff, staffOf } from '../support/questionnaire';
import { apiAs, pdfPages, pdfText } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { fillGridRow, giveAllStars, phonePhoto, saveGrid } from '../support/themes';
import { toast } from '../support/ui';

// This file adds a theme and scores children: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/walkthrough-themes');
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * One run of the acceptance at one window size. The two runs share the file's school, so each
 * takes its own library theme and its own class.
 */
type TRun = { size: 'laptop' | 'phone'; theme: string; className: '中一班' | '中二班' };

/** The results page's children: table rows on a laptop, cards on a phone. */
const childRows = (page: Page, run: TRun) =>
  page.getByTestId('results-table').locator(run.size === 'laptop' ? 'tr.ant-table-row' : '.kg-phone-card');
// Children are found by their place in the class: a class can have two children of one name.
const nameIn = async (page: Page, run: TRun, i: number) =>
  (await childRows(page, run)
    .nth(i)
    .locator(run.size === 'laptop' ? 'td:nth-child(2)' : '.kg-phone-card__title')
    .textContent())!.trim();

/**
 * Issue 17's acceptance, tried as a new user would: the administrator copies a library theme
 * into 中班 for both classes; 王丽 (made a teacher of the class for it) scores three children:
 * one with six phone photos (always on a phone window), one meeting each rule's message, one in
 * the class grid; she lands on /SubjectResult/index after each, opens the child report and the
 * class report and downloads both PDFs, which read the child, the theme and the keywords; the
 * class report's counts are those the three were given. Once on a laptop, once on a phone.
 */
for (const run of [
  { size: 'laptop', theme: '冬天真好玩', className: '中一班' },
  { size: 'phone', theme: '身体的秘密', className: '中二班' },
] as TRun[])
  test(`issue 17 acceptance on a ${run.size}: a library theme copied into 中班, three children scored (phone photos, rules, grid), both reports downloaded`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const VIEW = run.size === 'laptop' ? LAPTOP : PHONE;
    const THEME = run.theme;
    await page.setViewportSize(VIEW);
    const admin = await apiAs(request, 'admin');
    const teachers = await admin.call(API.teachers.page, { Name: '王丽', PageIndex: 1, PageSize: 10 });
    const staff = await staffOf(admin, run.className);
    await setStaff(admin, { ...staff, TeacherIds: [...staff.TeacherIds, teachers.data[0]!.Id] });

    await test.step(`the administrator copies ${THEME} from the library into 中班 for both classes`, async () => {
      await openAs(page, 'admin', '/semesterTopic');
      await page.getByTestId('nav-button-handleAdd').click();
      const dialog = page.getByTestId('theme-add-dialog');
      await dialog.getByTestId('theme-add-grade').getByText('中班', { exact: true }).click();
      await dialog.getByTestId(`theme-library-${THEME}`).click();
      await expect(dialog.getByTestId('theme-title')).toHaveValue(THEME);
      const classes = dialog.getByTestId('theme-add-classes').locator('input[type=checkbox]');
      await expect(classes).toHaveCount(2);
      await expect(classes.nth(0)).toBeChecked();
      await expect(classes.nth(1)).toBeChecked();
      await page.getByTestId('theme-add-submit').click();
      await expect(toast(page, '添加成功')).toBeVisible();
      const card = page.getByTestId(`theme-card-${THEME}`);
      await expect(card.getByTestId(`theme-class-${run.className}`)).toContainText('未开始');
      await expect(card.getByTestId('theme-class-中二班')).toContainText('未开始');
      await shot(page, path.join(SHOTS, `${run.size}-theme-added.png`), { fullPage: true });
    });

    let names: string[] = [];
    await test.step(`王丽 opens the theme for ${run.className}: every child 未评价`, async () => {
      await openAs(page, 'teacher', '/semesterTopic');
      await page
        .getByTestId(`theme-card-${THEME}`)
        .getByTestId(`theme-class-${run.className}`)
        .getByTestId('theme-class-open')
        .click();
      await expect(childRows(page, run).first()).toContainText('未评价');
      names = [await nameIn(page, run, 0), await nameIn(page, run, 1), await nameIn(page, run, 2)];
    });

    await test.step('the first child on a phone: every star, six phone photos, the words', async () => {
      await childRows(page, run).nth(0).getByTestId('results-score').click();
      await page.setViewportSize(PHONE);
      await expect(page.getByTestId('scoring-child')).toContainText(names[0]!);
      await giveAllStars(page, 8, 2);
      const photo = await phonePhoto(page);
      const teacherBlock = page.locator('[data-testid^="block-"][data-testid$="-photos"]').first();
      await teacherBlock.locator('input[type=file]').setInputFiles(
        Array.from({ length: 6 }, (_, i) => ({
          name: `IMG_${i}.JPG`,
          mimeType: 'image/jpeg',
          buffer: photo,
        })),
      );
      await expect(teacherBlock).toHaveAttribute('data-count', '6', { timeout: 60_000 });
      // One each for the parents' and the child's blocks.
      for (const n of [1, 2]) {
        const block = page.locator('[data-testid^="block-"][data-testid$="-photos"]').nth(n);
        await block
          .locator('input[type=file]')
          .setInputFiles({ name: `p${n}.jpg`, mimeType: 'image/jpeg', buffer: photo });
        await expect(block).toHaveAttribute('data-count', '1', { timeout: 30_000 });
      }
      const words = page.locator('.kg-block textarea');
      await words.nth(0).fill('打雪仗时你跑得最快，还帮小伙伴拍掉身上的雪。');
      await words.nth(1).fill('周末在家主动帮忙扫门口的雪。');
      await words.nth(2).fill('我喜欢冬天！');
      await shot(page, path.join(SHOTS, `${run.size}-photos-scoring.png`), { fullPage: true });
      await page.getByTestId('scoring-submit').click();
      // E38: the parents' entry suggests two photos; she goes on.
      await expect(page.locator('.ant-modal-confirm')).toContainText(
        '教师评价图片建议您上传2张，是否继续提交?',
      );
      await page.getByTestId('scoring-photos-ok').click();
      await expect(toast(page, '提交成功')).toBeVisible();
      await expect(page).toHaveURL(/\/SubjectResult\/index\?ThemeId=\d+&ThemeMapId=\d+/);
      await expect(childRows(page, { ...run, size: 'phone' }).nth(0)).toContainText('已完成');
      await shot(page, path.join(SHOTS, `${run.size}-photos-results.png`), { fullPage: true });
      await page.setViewportSize(VIEW);
    });

    await test.step('the second child, meeting each rule’s message on the way', async () => {
      await childRows(page, run).nth(1).getByTestId('results-score').click();
      await expect(page.getByTestId('scoring-child')).toContainText(names[1]!);
      // E36: nothing filled.
      await page.getByTestId('scoring-submit').click();
      await expect(toast(page, '请完整的填写一个模块（文字/图片/打分）')).toBeVisible();
      // E37: one star only asks whether to submit an unfinished evaluation; she goes back.
      const first = page.locator('[data-testid^="star-row-"]').first();
      const id = (await first.getAttribute('data-testid'))!.replace('star-row-', '');
      await first.getByTestId(`star-${id}-5`).click();
      await page.getByTestId('scoring-submit').click();
      await expect(page.locator('.ant-modal-confirm')).toContainText('您的评价内容尚未完成，是否继续提交？');
      await page.getByTestId('scoring-incomplete-cancel').click();
      // E41: a gif is refused by its type.
      await page
        .locator('[data-testid^="block-"][data-testid$="-photos"]')
        .first()
        .locator('input[type=file]')
        .setInputFiles({ name: 'snow.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(toast(page, '上传图片只能是jpg / png / bpm /JPEG格式!')).toBeVisible();
      await giveAllStars(page, 8, 3);
      const words = page.locator('.kg-block textarea');
      await words.nth(0).fill('堆雪人时你想出了用树枝做手臂。');
      await words.nth(1).fill('在家会讲幼儿园里下雪的事。');
      await words.nth(2).fill('我会堆雪人。');
      // E37 again: the blocks want photos too; this time she submits what she has.
      await page.getByTestId('scoring-submit').click();
      await expect(page.locator('.ant-modal-confirm')).toContainText('注：本次提交后可再次编辑');
      await page.getByTestId('scoring-incomplete-ok').click();
      await expect(toast(page, '提交成功')).toBeVisible();
      await expect(page).toHaveURL(/\/SubjectResult\/index\?ThemeId=\d+&ThemeMapId=\d+/);
      await expect(childRows(page, run).nth(1)).toContainText('已完成');
    });

    await test.step('the third child in the class grid, with the keyboard', async () => {
      await page.getByTestId('results-grid').click();
      await expect(page.getByTestId('page-theme-grid')).toBeVisible();
      const rows = page.getByTestId('grid-table').locator('tr.ant-table-row');
      await expect(rows.nth(2)).toContainText(names[2]!);
      expect(await fillGridRow(page, 2, 2, 1)).toBe(10);
      await shot(page, path.join(SHOTS, `${run.size}-grid.png`));
      await saveGrid(page, '已保存 1 名幼儿的评分');
      await expect(rows.nth(2).getByTestId('grid-status')).toHaveText('已完成');
      await page.getByTestId('grid-back').click();
      await expect(page).toHaveURL(/\/SubjectResult\/index\?ThemeId=\d+&ThemeMapId=\d+/);
      await expect(childRows(page, run).nth(2)).toContainText('已完成');
      await expect(page.getByTestId('results-summary')).toContainText('3 /');
      await shot(page, path.join(SHOTS, `${run.size}-results.png`), { fullPage: true });
    });

    await test.step('the content is locked now, and says so', async () => {
      await openAs(page, 'admin', '/semesterTopic');
      const card = page.getByTestId(`theme-card-${THEME}`);
      await expect(card.getByTestId('theme-locked')).toBeVisible();
      await expect(card.getByTestId(`theme-class-${run.className}`)).toContainText('评价中');
      await shot(page, path.join(SHOTS, `${run.size}-locked.png`), { fullPage: true });
    });

    await test.step('the first child’s report: on screen, then 下载PDF', async () => {
      await openAs(page, 'teacher', '/semesterTopic');
      await page
        .getByTestId(`theme-card-${THEME}`)
        .getByTestId(`theme-class-${run.className}`)
        .getByTestId('theme-class-open')
        .click();
      const [report] = await Promise.all([
        context.waitForEvent('page'),
        childRows(page, run).nth(0).getByTestId('results-report').click(),
      ]);
      await expect(report.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', {
        timeout: 60_000,
      });
      await expect(report.getByTestId('report-cover-subject')).toHaveText(names[0]!);
      await expect(report.getByTestId('theme-report-photos').first().locator('img')).toHaveCount(6);
      const keyword = (await report.locator('.kg-theme-report__stars caption').first().textContent())!.trim();
      const download = report.waitForEvent('download', { timeout: 90_000 });
      await report.getByTestId('pdf-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${names[0]}_主题评价报告.pdf`);
      const saved = testInfo.outputPath('child.pdf');
      await file.saveAs(saved);
      const text = pdfText(saved);
      expect(text).toContain(names[0]!);
      expect(text).toContain(THEME);
      expect(text).toContain(keyword);
      await report.close();
    });

    await test.step('the class report counts what was given, and downloads', async () => {
      const [report] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('results-class-report').click(),
      ]);
      await expect(report.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', {
        timeout: 60_000,
      });
      const rows = report.getByTestId('class-report-keyword-table').locator('tbody tr');
      await expect(rows).toHaveCount(10);
      // Teacher's descriptions (nine stars): 8, 8 and 2 → 好 2, 需努力 1; the others: 2, 3, 1 → one of each.
      const counts = [];
      for (let i = 0; i < 10; i += 1)
        counts.push((await rows.nth(i).locator('td').allTextContents()).slice(2).join('/'));
      expect(counts).toEqual([...Array(6).fill('1/0/2'), ...Array(4).fill('1/1/1')]);
      await expect(report.locator('.kg-a4')).toHaveCount(2 * 3 + 5);
      const keyword = (await rows.first().locator('td').first().textContent())!.trim();
      const download = report.waitForEvent('download', { timeout: 120_000 });
      await report.getByTestId('pdf-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${run.className}_${THEME}_班级报告.pdf`);
      const saved = testInfo.outputPath('class.pdf');
      await file.saveAs(saved);
      expect(pdfPages(saved)).toBe(11);
      const text = pdfText(saved);
      for (const name of names) expect(text).toContain(name);
      expect(text).toContain(THEME);
      expect(text).toContain(keyword);
    });
  });
