import path from 'node:path';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import {
  apiAs,
  classByName,
  createClassWithChildren,
  pdfPageSize,
  pdfText,
  reportReady,
} from '../support/reports';
import { openAs } from '../support/session';
import { SHOTS_ON, shot } from '../support/shots';
import { chartCounts, countsOf, hubOf, observeTerm, termReportOf } from '../support/termReport';
import { toast } from '../support/ui';

// This file writes term observations, messages and classes: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/term-report');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`));

/** The hub row of a child: its cells by column key. */
const cell = (page: Page, column: string, studentId: number) =>
  page.getByTestId(`hub-${column}-${studentId}`);

test.describe('学期评价报告 and 评价报告 (issue 19)', () => {
  test('the teacher writes 老师寄语 in the hub, opens the term report, reads 教育建议 on a red marker and downloads the PDF', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const hub = await hubOf(request, '小一班');
    // a child the demo has not observed for the term, without 老师寄语
    const child = hub.Students.find((s) => s.TermObserved === 0 && !s.TeacherMessage)!;
    // every fourth point 加油, the others 突出 and 真棒 in turn; the first point is red
    const stars = await observeTerm(request, child.StudentId, (i) => (i % 4 === 0 ? 1 : (i % 3) + 1));

    await openAs(page, 'teacher', '/EvaluationReports');
    await expect(page.getByTestId('hub-table')).toBeVisible();
    // observed, no message yet: the term report has a page without data
    await expect(cell(page, 'term', child.StudentId)).toHaveAttribute('data-state', 'partial');
    await page.getByTestId(`hub-message-${child.StudentId}-write`).click();
    const dialog = page.getByTestId('message-dialog');
    const message = `${child.StudentName}这个学期学会了自己穿衣服，还常常帮助小伙伴，真棒！`;
    await dialog.getByTestId('message-input').fill(message);
    await expect(dialog).toContainText(`${[...message].length} / 500`);
    await shoot(page, 'message-dialog');
    await dialog.getByTestId('message-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`hub-message-${child.StudentId}`)).toContainText(message);
    await expect(cell(page, 'term', child.StudentId)).toHaveAttribute('data-state', 'ready');
    await shoot(page, 'hub-laptop');

    // 查看 opens the child's term report in a new tab
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      cell(page, 'term', child.StudentId).getByTestId(`hub-term-${child.StudentId}-open`).click(),
    ]);
    await expect(report).toHaveURL(/\/reportSemester\?dataInfo=/);
    await reportReady(report);
    await expect(report.getByTestId('report-cover')).toContainText(child.StudentName);
    await expect(report.getByTestId('report-cover')).toContainText('幼儿发展评估分析报告');
    await expect(report.getByTestId('term-structure')).toHaveAttribute('data-variant', '5');
    await expect(report.getByTestId('term-message-text')).toHaveText(message);
    // the chart counts what the growth record gave, domain by domain (themes add their own items)
    const data = await termReportOf(request, child.StudentId, hub.CycleId!);
    for (const domain of ['健康', '语言', '社会', '科学', '艺术']) {
      const themeLevels = data.domains
        .find((d) => d.Name === domain)!
        .table.flatMap((c) => c.data)
        .filter((i) => i.Source === 'theme')
        .map((i) => i.Level);
      const expected = countsOf([...stars[domain]!, ...themeLevels]);
      expect(await chartCounts(report, domain), domain).toEqual(expected);
    }

    // I08: a red marker opens 教育建议 with the library's advice for that point
    const firstItem = data.domains[0]!.table[0]!.data[0]!;
    expect(firstItem.Level).toBe(1);
    await report.getByTestId('term-marker').and(report.locator('[data-level="1"]')).first().click();
    const advice = report.getByTestId('advice-dialog');
    await expect(advice).toContainText('教育建议');
    await expect(advice.getByTestId('advice-text')).toHaveText(firstItem.InterveneContent);
    await shoot(report, 'advice-dialog');
    // the teacher adjusts it for this child
    await advice.getByTestId('advice-edit').click();
    await advice.getByTestId('advice-input').fill('每天睡前和孩子聊一聊幼儿园里开心的事。');
    await advice.getByTestId('advice-save').click();
    await expect(toast(report, '保存成功')).toBeVisible();
    await expect(advice).toBeHidden();
    await report.getByTestId('term-marker').and(report.locator('[data-level="1"]')).first().click();
    await expect(advice.getByTestId('advice-text')).toHaveText('每天睡前和孩子聊一聊幼儿园里开心的事。');
    await report.keyboard.press('Escape');
    await expect(advice).toBeHidden();
    if (SHOTS_ON) await shoot(report, 'report-laptop');

    // 下载PDF: {child}_学期评价报告.pdf, A4, vector text with the domains, the child and the message
    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    const name = `${child.StudentName}_学期评价报告.pdf`;
    expect(file.suggestedFilename()).toBe(name);
    const saved = testInfo.outputPath(name);
    await file.saveAs(saved);
    expect(pdfPageSize(saved)).toContain('(A4)');
    const text = pdfText(saved).replace(/\s+/g, '');
    for (const words of [
      child.StudentName,
      '幼儿发展评估分析报告',
      '健康',
      '语言',
      '社会',
      '科学',
      '艺术',
      message,
      '每天睡前和孩子聊一聊',
    ])
      expect(text, words).toContain(words.replace(/\s+/g, ''));

    // one star changed in the growth record moves the count: the first point 加油 → 真棒
    await observeTerm(request, child.StudentId, (i) => (i === 0 ? 3 : i % 4 === 0 ? 1 : (i % 3) + 1));
    const before = await chartCounts(report, '健康');
    await report.reload();
    await reportReady(report);
    expect(await chartCounts(report, '健康')).toEqual([before[0]! - 1, before[1]!, before[2]! + 1]);
  });

  test('the 园长 prints a class’s term reports as one job and is warned about the pages without data', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(200_000);
    const admin = await apiAs(request, 'admin');
    const like = await classByName(admin, '小一班');
    await createClassWithChildren(admin, like, '小九班', ['周小禾', '吴小溪']);

    await openAs(page, 'admin', '/EvaluationReports');
    const klass = (await hubOf(request, '小九班', 'admin')).ClassId;
    await page.getByTestId(`hub-class-${klass}`).click();
    await expect(page.getByTestId('hub-table')).toContainText('周小禾');
    await page.getByTestId('hub-batch').click();
    await page.getByRole('menuitem', { name: '学期评价报告' }).click();
    const dialog = page.getByTestId('batch-dialog');
    await expect(dialog).toContainText('批量打印：学期评价报告');
    await expect(dialog.locator('.kg-batch__items .ant-tag')).toHaveCount(2);
    // nobody observed them and no message is written: the dialog says so before printing
    await expect(dialog.getByTestId('batch-notice')).toContainText('2 名幼儿的报告有页面暂无数据');
    await expect(dialog.getByTestId('batch-notice')).toContainText('周小禾');
    await dialog.getByTestId('batch-start').click();
    await expect(dialog.getByTestId('batch-status')).toHaveAttribute('data-state', 'done', {
      timeout: 150_000,
    });
    await expect(dialog.getByTestId('batch-failures')).toHaveCount(0);
    const merged = page.waitForEvent('download', { timeout: 90_000 });
    await dialog.getByTestId('batch-download-merged').click();
    const file = await merged;
    expect(file.suggestedFilename()).toBe('小九班_学期评价报告.pdf');
    const saved = testInfo.outputPath('class.pdf');
    await file.saveAs(saved);
    const text = pdfText(saved).replace(/\s+/g, '');
    for (const words of ['周小禾', '吴小溪', '暂未观察', '教师未填写']) expect(text, words).toContain(words);
  });

  test('the parent edition from the hub: rated items per bank, the parents’ words with their 0/1000 counter, {child}_成长档案.pdf; ?sample=1 shows the sample', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const hub = await hubOf(request, '小一班');
    // the demo rated three children of 小一班 in every bank
    const child = hub.Students.find((s) => s.BanksDone === hub.BankCount)!;
    expect(child, 'a child rated in every bank').toBeTruthy();
    await openAs(page, 'teacher', '/EvaluationReports');
    await expect(cell(page, 'parent', child.StudentId)).toHaveAttribute('data-state', 'ready');
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      cell(page, 'parent', child.StudentId).getByTestId(`hub-parent-${child.StudentId}-open`).click(),
    ]);
    await expect(report).toHaveURL(/\/reportPatriarch\?dataInfo=/);
    await reportReady(report);
    await expect(report.getByTestId('report-cover')).toContainText('成长档案');
    await expect(report.getByTestId('report-cover')).toContainText(child.StudentName);
    await expect(report.getByTestId('parent-items')).toHaveCount(5);
    await expect(report.getByTestId('parent-items').first()).toContainText('健康');
    await expect(report.getByTestId('parent-chart')).toHaveCount(5);

    // the 社会 page's box: typed with the 0/1000 counter, saved, kept
    const social = report
      .getByTestId('parent-moments')
      .filter({ hasText: '社会' })
      .getByTestId('parent-message');
    await expect(social).toContainText('0/1000');
    const words = `${child.StudentName}最近常和邻居小朋友一起玩，会主动把玩具借给别人。`;
    await social.getByTestId('parent-message-input').fill(words);
    await expect(social).toContainText(`${[...words].length}/1000`);
    await social.getByTestId('parent-message-save').click();
    await expect(toast(report, '保存成功')).toBeVisible();
    await expect(social.getByTestId('parent-message-save')).toBeDisabled();
    if (SHOTS_ON) await shoot(report, 'parent-laptop');

    const download = report.waitForEvent('download', { timeout: 90_000 });
    await report.getByTestId('pdf-download').click();
    const file = await download;
    const name = `${child.StudentName}_成长档案.pdf`;
    expect(file.suggestedFilename()).toBe(name);
    const saved = testInfo.outputPath(name);
    await file.saveAs(saved);
    expect(pdfPageSize(saved)).toContain('(A4)');
    const text = pdfText(saved).replace(/\s+/g, '');
    for (const w of [
      child.StudentName,
      '成长档案',
      '健康',
      '语言',
      '社会',
      '科学',
      '艺术',
      '家长寄语',
      words,
    ])
      expect(text, w).toContain(w);

    // H44: the sample reads nothing and shows a whole handbook
    await report.goto('/reportPatriarch?sample=1');
    await reportReady(report);
    await expect(report.getByTestId('report-cover')).toContainText('乐乐');
    await expect(report.getByTestId('parent-items')).toHaveCount(2);
    await expect(report.getByTestId('parent-message').first()).toContainText('乐乐现在每天早上都自己穿衣服');
    await expect(report.getByTestId('parent-message-input')).toHaveCount(0);
  });

  test('the 园长 keeps the school’s own 教育建议 in the library; a teacher does not see it', async ({
    page,
    browser,
  }) => {
    await openAs(page, 'admin', '/EvaluationReports');
    await page.getByTestId('hub-advice').click();
    const library = page.getByTestId('advice-library');
    await expect(library).toContainText('教育建议库');
    await library.getByTestId('advice-library-levels').getByText('中班').click();
    const row = library.getByTestId('advice-library-row').nth(1);
    await expect(row).toContainText('默认');
    await row.getByTestId('advice-library-edit').click();
    await row
      .getByTestId('advice-library-input')
      .fill('本园建议：每天和孩子一起整理玩具，说一说玩具的“家”在哪里。');
    await row.getByTestId('advice-library-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(row).toContainText('本园');
    await expect(row).toContainText('本园建议：每天和孩子一起整理玩具');
    await shoot(page, 'advice-library-laptop');
    // the library is the 园长's: the teacher's hub has no such button
    const teacher = await (await browser.newContext()).newPage();
    await openAs(teacher, 'teacher', '/EvaluationReports');
    await expect(teacher.getByTestId('hub-table')).toBeVisible();
    await expect(teacher.getByTestId('hub-advice')).toHaveCount(0);
    await teacher.context().close();
  });

  test('on a phone: the hub scrolls sideways, 老师寄语 is written in its dialog, the report loads behind 报告生成中。。。', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    const hub = await hubOf(request, '小一班');
    const child = hub.Students.filter((s) => !s.TeacherMessage)[1]!;
    await openAs(page, 'teacher', '/EvaluationReports');
    await expect(page.getByTestId('hub-table')).toBeVisible();
    await page.getByTestId(`hub-message-${child.StudentId}-write`).scrollIntoViewIfNeeded();
    await page.getByTestId(`hub-message-${child.StudentId}-write`).click();
    const dialog = page.getByTestId('message-dialog');
    await dialog.getByTestId('message-input').fill('你是一个爱笑的孩子。');
    await dialog.getByTestId('message-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId(`hub-message-${child.StudentId}`)).toContainText('你是一个爱笑的孩子。');
    await shoot(page, 'hub-phone');

    // I03: while the data call is on its way the report says 报告生成中。。。 (the call is held, not faked)
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/mgd/Eval_Term/GetStudentTermReport**', async (route) => {
      await held;
      await route.continue();
    });
    const dataInfo = encodeURIComponent(JSON.stringify({ CycleId: hub.CycleId, StudentId: child.StudentId }));
    await page.goto(`/reportSemester?dataInfo=${dataInfo}`);
    await expect(page.getByTestId('report-loading')).toContainText('报告生成中。。。');
    await expect(page.getByTestId('pdf-download')).toHaveCount(0);
    release();
    await reportReady(page);
    await expect(page.getByTestId('report-loading')).toHaveCount(0);
    await expect(page.getByTestId('pdf-download')).toBeVisible();
    await expect(page.getByTestId('term-message-text')).toHaveText('你是一个爱笑的孩子。');
    await shoot(page, 'report-phone');
    await phone.close();
  });
});
