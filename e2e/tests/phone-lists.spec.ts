import { expect, type Locator, test } from '../support/fixtures';
import { openAs, openAsPlatform } from '../support/session';
import { shot } from '../support/shots';

const SHOTS = '.tmp/shots/i14-shell';
const PHONE = { width: 390, height: 844 };

/**
 * Every card of the list lies inside the phone's width, no text in it is cut to "…" (an
 * element whose text overflows its box), and every card that has actions shows them whole.
 */
async function expectReadableCards(list: Locator) {
  await expect(list).toHaveAttribute('data-layout', 'cards');
  const cards = list.locator('.kg-phone-card');
  await expect(cards.first()).toBeVisible();
  const report = await list.evaluate((root, width) => {
    const problems: string[] = [];
    for (const card of root.querySelectorAll<HTMLElement>('.kg-phone-card')) {
      const box = card.getBoundingClientRect();
      if (box.right > width + 0.5 || box.left < -0.5)
        problems.push(`card outside the screen: ${card.textContent}`);
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        if (!el.textContent?.trim() || el.children.length > 0) continue;
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
          problems.push(`cut: ${el.textContent}`);
      }
      const actions = card.querySelector<HTMLElement>('.kg-phone-card__actions');
      if (actions) {
        const a = actions.getBoundingClientRect();
        if (a.right > width + 0.5) problems.push(`actions off screen: ${actions.textContent}`);
        for (const button of actions.querySelectorAll<HTMLElement>('button, a')) {
          const b = button.getBoundingClientRect();
          if (b.width === 0 || b.right > width + 0.5) problems.push(`action hidden: ${button.textContent}`);
        }
      }
    }
    return { problems, count: root.querySelectorAll('.kg-phone-card').length };
  }, PHONE.width);
  expect(report.problems).toEqual([]);
  expect(report.count).toBeGreaterThan(0);
}

test.describe('phone lists become cards (issue 14 item 8)', () => {
  test.use({ viewport: PHONE });

  const schoolLists: Array<[path: string, list: string, name: string]> = [
    ['/User/Users', 'users-table', 'users'],
    ['/System/Roles', 'roles-table', 'roles'],
    ['/Teacher/Teachers', 'teachers-table', 'teachers'],
    ['/Student/Students', 'students-table', 'students'],
    ['/Class/Classes', 'classes-table', 'classes'],
    ['/ProceQuestionEdit', 'qbank-table', 'question-bank'],
    ['/GrowthTemplate', 'templates-table', 'growth-templates'],
  ];

  test("the administrator's lists: whole values, every row's actions reachable", async ({ page }) => {
    await openAs(page, 'admin');
    for (const [path, list, name] of schoolLists) {
      await page.goto(path);
      const cards = page.getByTestId(list);
      await expectReadableCards(cards);
      await shot(page, `${SHOTS}/phone-list-${name}.png`, { fullPage: true });
    }
    // 学年学期: one card per term inside each year's card
    await page.goto('/School/StudyYears');
    await expectReadableCards(page.locator('[data-layout="cards"]').first());
    await shot(page, `${SHOTS}/phone-list-study-years.png`, { fullPage: true });
  });

  test("the platform's lists: schools and menus", async ({ page }) => {
    await openAsPlatform(page, '/School/Schools');
    await expectReadableCards(page.getByTestId('schools-table'));
    await shot(page, `${SHOTS}/phone-list-schools.png`, { fullPage: true });
    await page.goto('/System/Menus');
    await expectReadableCards(page.getByTestId('menus-table'));
    await shot(page, `${SHOTS}/phone-list-menus.png`, { fullPage: true });
  });

  test('a laptop keeps the table', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'admin', '/User/Users');
    await expect(page.getByTestId('users-table').locator('tr.ant-table-row').first()).toBeVisible();
  });
});
