import { API } from '@kg/contracts';
import { expect, test } from '../support/fixtures';
import {
  apiContext,
  child,
  recordPath,
  shooter,
  type TChild,
  useTeacherStage,
} from '../support/growthRecords';
import { apiAs, classByName, rosterOf } from '../support/reports';
import { openAs } from '../support/session';

/**
 * 成长档案 for a child of a class the teacher does not teach: /record lists nothing.
 * In Chromium against the real server, as 王丽 (head of 小一班, teacher of 小二班). Every journey
 * uses its own child from the end of 小二班 (CHILD in support/growthRecords.ts), which no other
 * journey touches; the other class is only read.
 */

useTeacherStage();

test('a teacher cannot open a child of a class she does not teach: /record with a 中一班 child says so', async ({
  page,
}) => {
  const admin = await apiAs(apiContext, 'admin');
  const middle = await classByName(admin, '中一班');
  const other = (await rosterOf(admin, middle.Id)).Students[0]!;
  const c: TChild = { ...child('readOnly'), id: other.Id, name: other.Name };
  const list = page.waitForResponse((r) => r.url().includes(API.growthRecords.studentRecords.path));
  await openAs(page, 'teacher', recordPath(c));
  expect((await list).status()).toBe(404);
  // The page says it cannot open the records, in the server's words, and leads back.
  const failed = page.getByTestId('record-load-failed');
  await expect(failed).toContainText('无法打开成长记录');
  await expect(failed).toContainText('数据不存在或已被删除');
  await expect(page.getByTestId('record-list')).toHaveCount(0);
  await expect(page.getByTestId('record-add')).toHaveCount(0);
  await shooter(page)('other-class-child');
  await page.getByTestId('record-back-to-class').click();
  await expect(page).toHaveURL(/\/GrowthRecord$/);
});
