import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test/testRoot';
import { textEm } from '../growing-footprint/footprintLayout';
import { StructureFigure, structureVariant, type TStructureDomain, wrapElements } from './StructureFigure';

const mount = mountPerTest();

const kindergarten: TStructureDomain[] = [
  { name: '健康', elements: ['身心状况', '动作发展', '生活习惯与生活能力'] },
  { name: '语言', elements: ['倾听与表达', '阅读与书写准备'] },
  { name: '社会', elements: ['人际交往', '社会适应'] },
  { name: '科学', elements: ['科学探究', '数学认知'] },
  { name: '艺术', elements: ['感受与欣赏', '表现与创造'] },
];
const nursery: TStructureDomain[] = [
  { name: '生活习惯', elements: ['饮食', '睡眠'] },
  { name: '动作发展', elements: ['大肌肉动作', '精细动作'] },
  { name: '语言发展', elements: ['倾听与理解', '表达与交流'] },
  { name: '认知发展', elements: ['感知觉', '数概念'] },
  { name: '情感与社会性', elements: ['情绪情感', '人际交往'] },
  { name: '艺术感受', elements: ['音乐', '美术'] },
];

const render = (domains: TStructureDomain[], gender: 'girl' | 'boy' = 'girl') =>
  act(() => mount.root.render(<StructureFigure domains={domains} gender={gender} childName="李小米" />));
const figure = () => mount.host.querySelector<SVGSVGElement>('[data-testid="term-structure"]')!;
const slots = () => [...mount.host.querySelectorAll<SVGElement>('[data-testid="structure-slot"]')];

describe('the indicator-structure figure', () => {
  it('has 5 slots for 5 domains and 6 for 6 (and for more)', () => {
    expect([4, 5, 6, 7].map(structureVariant)).toEqual([5, 5, 6, 6]);
    render(kindergarten);
    expect(figure().dataset.variant).toBe('5');
    expect(slots()).toHaveLength(5);
    render(nursery);
    expect(figure().dataset.variant).toBe('6');
    expect(slots()).toHaveLength(6);
  });

  it('draws a girl or a boy', () => {
    render(kindergarten, 'girl');
    expect(figure().dataset.gender).toBe('girl');
    expect(mount.host.querySelector('[data-testid="figure-girl"]')).not.toBeNull();
    expect(mount.host.querySelector('[data-testid="figure-boy"]')).toBeNull();
    const girl = mount.host.querySelector('[data-testid="figure-girl"]')!.innerHTML;
    render(kindergarten, 'boy');
    expect(figure().dataset.gender).toBe('boy');
    expect(mount.host.querySelector('[data-testid="figure-girl"]')).toBeNull();
    expect(mount.host.querySelector('[data-testid="figure-boy"]')!.innerHTML).not.toBe(girl);
  });

  it('names every domain with its elements, and the child', () => {
    render(nursery);
    const text = figure().textContent;
    for (const domain of nursery) {
      expect(text).toContain(domain.name);
      for (const element of domain.elements) expect(text).toContain(element);
    }
    expect(text).toContain('李小米');
    expect(slots().map((s) => s.dataset.domain)).toEqual(nursery.map((d) => d.name));
    expect(figure().getAttribute('aria-label')).toContain('情感与社会性');
    expect(figure().getAttribute('font-family')).toBe('inherit');
  });

  it('leaves the last slot empty (dashed, without text) for 4 domains', () => {
    render(kindergarten.slice(0, 4));
    expect(figure().dataset.variant).toBe('5');
    const empty = slots().filter((s) => s.dataset.empty === 'true');
    expect(empty).toHaveLength(1);
    expect(empty[0]!.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(slots()[4]).toBe(empty[0]);
  });
});

describe('the element lines', () => {
  it('break after an element where they can and never start with 、', () => {
    expect(wrapElements(['身心状况', '动作发展', '生活习惯与生活能力'], 12, 3)).toEqual([
      '身心状况、动作发展、',
      '生活习惯与生活能力',
    ]);
    const long = wrapElements(['一二三四五六七八九十一二三四'], 12, 3);
    expect(long).toEqual(['一二三四五六七八九十一二', '三四']);
  });

  it('are at most three, the last ending with … when the list is longer', () => {
    const many = Array.from({ length: 12 }, (_, i) => `第${i + 1}个要素`);
    const lines = wrapElements(many, 12, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textEm(line)).toBeLessThanOrEqual(12);
  });
});
