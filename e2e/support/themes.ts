import { expect, type Page } from '@playwright/test';
import { toast } from './ui';

/** A 4032×3024 JPEG as a phone camera makes it, drawn in the page (the browser scales it, D7). */
export async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 4032, 3024);
    gradient.addColorStop(0, '#7ec8a9');
    gradient.addColorStop(1, '#f6d365');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 4032, 3024);
    for (let i = 0; i < 400; i += 1) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 60%)`;
      ctx.beginPath();
      ctx.arc((i * 997) % 4032, (i * 613) % 3024, 40 + (i % 90), 0, Math.PI * 2);
      ctx.fill();
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Every star of the scoring page: the nine-star entry's rows at `nine` (8: 好), the others at
 * `three` (2: 较好); each row is checked to hold its stars.
 */
export async function giveAllStars(page: Page, nine = 8, three = 2) {
  const rows = page.locator('[data-testid^="star-row-"]');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const id = (await row.getAttribute('data-testid'))!.replace('star-row-', '');
    const isNine = (await row.locator('button').count()) === 9;
    const stars = isNine ? nine : three;
    await row.getByTestId(`star-${id}-${stars}`).click();
    await expect(row).toHaveAttribute('data-score', String(stars));
  }
}

/**
 * Every star of a class-grid row: nine-star cells by typing `nine` on the focused cell (the
 * number keys), three-star cells by clicking star `three`. Answers the number of cells.
 */
export async function fillGridRow(page: Page, row: number, nine = 7, three = 2) {
  const cells = page.getByTestId('grid-table').locator('tr.ant-table-row').nth(row).getByTestId('grid-cell');
  // The grid is read after the page opens: count its cells once they are there.
  await expect(cells.first()).toBeVisible();
  const count = await cells.count();
  for (let i = 0; i < count; i += 1) {
    const cell = cells.nth(i);
    if ((await cell.locator('[data-star]').count()) === 9) {
      await cell.focus();
      await page.keyboard.press(String(nine));
      await expect(cell.locator('[data-star].is-on')).toHaveCount(nine);
    } else {
      await cell.locator(`[data-star="${three}"]`).click();
      await expect(cell.locator('[data-star].is-on')).toHaveCount(three);
    }
  }
  return count;
}

/**
 * 保存 on the class grid and its toast. The toast lives 3 s and a loaded machine can spend that
 * long acting on the click, so it is watched for from before the click.
 */
export async function saveGrid(page: Page, toastText: string) {
  const saved = expect(toast(page, toastText)).toBeVisible();
  await page.getByTestId('grid-save').click();
  await saved;
}
