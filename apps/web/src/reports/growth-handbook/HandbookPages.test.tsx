import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../locales/i18n';
import { mountPerTest } from '../../test/testRoot';
import { HandbookPages } from './HandbookPages';
import { handbookGroup, handbookItem, handbookOf } from './handbookFixtures';
import type { THandbookEditor } from './useHandbookEdits';

const mount = mountPerTest();

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces('reports');
});

afterEach(() => {
  window.__KG_RENDER__ = undefined;
});

const data = handbookOf([
  handbookGroup(
    1,
    [
      handbookItem(11, 2, { Content: '小米这个月进步很大。' }),
      handbookItem(12, 3, {
        CateName: '健康与体能',
        Content: '自己穿好了鞋子。',
        ImgList: ['/files/a', '/files/b'],
        VideoList: ['/files/v'],
      }),
      handbookItem(13, 4),
      handbookItem(14, 5, {
        Title: '健康表现评价表',
        List: [
          { manifestation: '自己洗手', isActivite: 1 },
          { manifestation: '按时午睡', isActivite: 0 },
        ],
      }),
    ],
    { title: '三月的成长', EndDate: '2026-03-31' },
  ),
]);

const render = (editor: THandbookEditor) =>
  act(() => mount.root.render(<HandbookPages data={data} editor={editor} />));
const all = (selector: string) => [...mount.host.querySelectorAll<HTMLElement>(selector)];
const sheet = (kind: string) =>
  mount.host.querySelector<HTMLElement>(`[data-testid="handbook-page"][data-kind="${kind}"]`)!;

describe('the handbook’s sheets', () => {
  it('are the cover, 寄语, the category page, both tables and the 封底, numbered in order', () => {
    render(null);
    expect(all('[data-testid="handbook-page"]').map((s) => `${s.dataset.kind}:${s.dataset.type}`)).toEqual([
      'cover:1',
      'message:2',
      'media:3',
      'table1:4',
      'table2:5',
      'back:6',
    ]);
    expect(all('[data-testid="report-page"]').map((s) => s.dataset.page)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(sheet('cover').textContent).toContain('阳光幼儿园');
    expect(sheet('cover').textContent).toContain('三月的成长');
    expect(sheet('cover').textContent).toContain('王丽');
    expect(sheet('message').textContent).toContain('小米这个月进步很大。');
    expect(sheet('table2').textContent).toContain('小一班 李小米 健康表现评价表');
    // the printed fixed words (zh-CN)
    expect(sheet('cover').textContent).toContain('李小米的成长手册');
    expect(sheet('message').textContent).toContain('寄语');
    for (const level of ['真棒', '较好', '加油']) expect(sheet('table2').textContent).toContain(level);
    expect(sheet('back').textContent).toContain('封底');
  });

  it('shows the photos and the playable video on screen (H31)', () => {
    render(null);
    const media = sheet('media');
    expect(media.querySelectorAll('img[data-testid="handbook-photo"]')).toHaveLength(2);
    expect(media.querySelectorAll('video[controls]')).toHaveLength(1);
    expect(media.querySelector('[data-testid="handbook-media"]')?.getAttribute('data-count')).toBe('3');
  });

  it('leaves the video out in the print browser, and lays the grid out for the photos only (H38)', () => {
    window.__KG_RENDER__ = true;
    render(null);
    const media = sheet('media');
    expect(media.querySelectorAll('video')).toHaveLength(0);
    expect(media.querySelector('[data-testid="handbook-media"]')?.getAttribute('data-count')).toBe('2');
    expect(media.querySelectorAll('[data-testid="handbook-media-cell"]')).toHaveLength(2);
  });

  it('is read-only without an editor: marks, titles as text, no buttons, no inputs (design Q7)', () => {
    render(null);
    expect(all('button')).toHaveLength(0);
    expect(all('input')).toHaveLength(0);
    expect(all('[data-testid="handbook-edit-hint"]')).toHaveLength(0);
    const marked = all('td[data-testid="rating-cell"][data-marked="true"]');
    expect(marked.map((c) => [c.dataset.row, c.dataset.level])).toEqual([['0', '1']]);
    expect(sheet('table1').textContent).toContain('观察日期');
  });
});

describe('a writer’s edits on the page (H33, H34)', () => {
  const editor = () => ({ rate: vi.fn(), retitle: vi.fn(), saving: new Set<number>() });

  it('sets a row’s level with a click on its cell', () => {
    const e = editor();
    render(e);
    const cells = all('button[data-testid="rating-cell"]');
    expect(cells).toHaveLength(6);
    const cell = cells.find((c) => c.dataset.row === '1' && c.dataset.level === '3')!;
    act(() => cell.click());
    expect(e.rate).toHaveBeenCalledWith(expect.objectContaining({ Id: 14 }), 1, 3);
  });

  it('renames a title (at most 10 characters) on Enter, and puts it back on Escape', () => {
    const e = editor();
    render(e);
    const inputs = all('input[data-testid="table-title"]') as HTMLInputElement[];
    // the four header titles and the four default rows
    expect(inputs.map((i) => i.dataset.field)).toEqual([
      'titleTab1',
      'titleTab2',
      'titleTab3',
      'titleTab4',
      'row-0',
      'row-1',
      'row-2',
      'row-3',
    ]);
    const first = inputs[0]!;
    expect(first.maxLength).toBe(10);
    const type = (input: HTMLInputElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    act(() => {
      first.focus();
      type(first, '幼儿姓名');
    });
    act(() => first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(e.retitle).toHaveBeenCalledWith(
      expect.objectContaining({ Id: 13 }),
      { field: 'titleTab1' },
      '幼儿姓名',
    );

    const row = inputs[5]!;
    act(() => {
      row.focus();
      type(row, '原因');
    });
    act(() => row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(e.retitle).toHaveBeenCalledTimes(1);
    expect(row.value).toBe('问题原因');
  });

  it('says a save is under way on the table being saved', () => {
    render({ ...editor(), saving: new Set([14]) });
    expect(sheet('table2').dataset.saving).toBe('true');
    expect(sheet('table1').dataset.saving).toBeUndefined();
  });
});
