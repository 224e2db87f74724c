import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { type TGrowthClass, textAnswer } from '../support/growthRecords';
import { i14Shooter } from '../support/i14shots';
import { apiAs, pdfPages, type TApi } from '../support/reports';
import { openAs } from '../support/session';

// This file changes school data (a template is created and records saved): it works in its own copy of 彩虹.
ownSchool('rainbow');

/**
 * Issue 14 item 2: before a growth booklet is printed, 下载PDF names the children and pages
 * with nothing recorded and offers 仅打印已完成页 (limit, DECISIONS 39) or 全部打印; a child
 * with everything recorded prints without a question. 彩虹幼儿园's 小班 gets a short template
 * of its own here (closing page, catalogue, 老师寄语), so the journey owns all its data.
 */
const KEEP = [2, 3, 10]; // closing page, catalogue, 老师寄语

async function shortTemplate(api: TApi) {
  const klass = (await api.call(API.growthRecords.classes, {})).find((c) => c.ClassName === '小一班')!;
  const terms = await api.call(API.growthRecords.terms, undefined);
  const grades = await api.call(API.schoolInfo.gradeSelect, { StudyYearId: klass.StudyYearId });
  const { id } = await api.call(API.growthTemplates.add, {
    studyYearId: klass.StudyYearId,
    gradeId: grades.find((g) => g.Name === klass.GradeName)!.Id,
    cycleId: terms.find((t) => t.IsOpen)!.Id,
    sourceId: 0,
  });
  const { List } = await api.call(API.growthTemplates.modules, { id });
  for (const m of List.filter((x) => !KEEP.includes(x.TypeNum)))
    await api.call(API.growthTemplates.removeModule, { id: m.Id });
  await api.call(API.growthTemplates.publish, { id, status: 1 });
  const published = (await api.call(API.growthRecords.classes, {})).find((c) => c.ClassId === klass.ClassId)!;
  const { Students } = await api.call(API.growthRecords.classStudents, {
    ClassId: klass.ClassId,
    TempId: id,
  });
  return { klass: published, children: Students };
}

/** Every page of the child's booklet recorded (完成). */
async function recordAll(api: TApi, klass: TGrowthClass, studentId: number, teacherId: number) {
  const { List } = await api.call(API.growthRecords.studentRecords, {
    StudentId: studentId,
    TempId: klass.TempId,
  });
  for (const row of List.filter((r) => r.Type !== 3))
    await api.call(API.growthRecords.save, {
      tempId: klass.TempId,
      tempDetailId: row.Id,
      studentId,
      teacherId,
      type: row.Type,
      answer: JSON.stringify(textAnswer('这一学期你长大了很多。')),
      Status: 1,
    });
}

const bookletPath = (klass: TGrowthClass, studentId: number, teacherId: number) =>
  `/growingFootprintReport?info=${encodeURIComponent(
    JSON.stringify({
      TeacherId: teacherId,
      TempId: klass.TempId,
      CustomerId: studentId,
      TempType: klass.TempType,
      CycleName: klass.CycleName,
      Title: '成长档案',
    }),
  )}`;

async function downloadAfter(page: Page, click: () => Promise<void>, saveAs: string) {
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await click();
  await (await download).saveAs(saveAs);
  return pdfPages(saveAs);
}

test('下载PDF names the unrecorded pages and prints finished pages only or everything; a finished booklet prints at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = i14Shooter(page);
  const api = await apiAs(request, 'rainbow');
  const me = await api.call(API.auth.userInfo, undefined);
  const { klass, children } = await shortTemplate(api);
  const [finished, empty] = [children[0]!, children[1]!];
  await recordAll(api, klass, finished.StudentId, me.uID);

  // A child with nothing recorded: the question first.
  await openAs(page, 'rainbow', '/indexHome');
  await page.goto(bookletPath(klass, empty.StudentId, me.uID));
  await expect(page.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await page.getByTestId('pdf-download').click();
  // The modal's root is a zero-size box: its content stands for the dialog.
  const dialog = page.getByTestId('print-choice-summary');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('print-choice-summary')).toHaveText(
    `1 位幼儿共 2 页尚未记录：${empty.StudentName} 2 页`,
  );
  await shot('print-choice-laptop');
  const limited = await downloadAfter(
    page,
    () => page.getByTestId('print-choice-limit').click(),
    testInfo.outputPath('limited.pdf'),
  );
  await expect(dialog).toBeHidden();

  await page.getByTestId('pdf-download').click();
  const all = await downloadAfter(
    page,
    () => page.getByTestId('print-choice-all').click(),
    testInfo.outputPath('all.pdf'),
  );
  expect(limited).toBeLessThan(all);

  // Cancel prints nothing.
  await page.getByTestId('pdf-download').click();
  await page.getByTestId('print-choice-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pdf-generating')).toBeHidden();

  // A child with every page recorded: no question, the whole booklet.
  await page.goto(bookletPath(klass, finished.StudentId, me.uID));
  await expect(page.getByTestId('report-pages')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const whole = await downloadAfter(
    page,
    () => page.getByTestId('pdf-download').click(),
    testInfo.outputPath('finished.pdf'),
  );
  expect(whole).toBe(all);
  await expect(dialog).toHaveCount(0);

  // The class batch asks the same, for every child with unrecorded pages.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/GrowthRecord');
  await page.getByTestId(`growth-class-${klass.ClassId}`).click();
  await page.getByTestId('growth-batch').click();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('print-choice-summary')).toContainText(
    `${children.length - 1} 位幼儿共 ${2 * (children.length - 1)} 页尚未记录：`,
  );
  await expect(page.getByTestId('print-choice-summary')).not.toContainText(finished.StudentName);
  await shot('print-choice-phone');
  await page.getByTestId('print-choice-limit').click();
  await expect(page.getByTestId('batch-scope')).toContainText('仅已完成页');
});
