import { describe, expect, it } from 'vitest';
import { observationFramework } from '../../seed/growth-observation-frameworks';
import {
  addThemes,
  anyObserved,
  composeDomains,
  frameworkTree,
  observationTree,
} from './term-report.compose';

const sheet = (values: number[]) => [
  {
    Name: '健康',
    Title: '',
    Describe: '',
    info: [
      {
        Name: '身心状况',
        info: values.map((Value, i) => ({ Id: i + 1, Name: `要点${i + 1}`, Value })),
      },
    ],
  },
];

const compose = (tree: ReturnType<typeof observationTree>, baby = false, previous = null) =>
  composeDomains({
    current: tree,
    previous,
    cycleName: '本学期',
    baby,
    adviceOf: (d, e, p) => ({ text: `${d}/${e}/${p}的建议`, adjusted: false }),
    photosOf: () => ['/files/a', '/files/b'],
  });

describe('the term report as data', () => {
  it('keeps a later observation over an earlier one, and an earlier one over a later 0', () => {
    const tree = observationTree([sheet([1, 2, 3]), sheet([3, 0, 0])]);
    expect(
      tree
        .get('健康')!
        .get('身心状况')!
        .map((i) => i.stars),
    ).toEqual([3, 2, 3]);
  });

  it('levels, colours, advice for red only, counts without the not observed', () => {
    const [health] = compose(observationTree([sheet([1, 2, 3, 0, 1])]));
    expect(health!.table[0]!.data.map((i) => [i.Level, i.Iscolor])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [0, false],
      [1, true],
    ]);
    expect(health!.table[0]!.data.map((i) => i.InterveneContent !== '')).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(health!.Series.map((s) => s.data)).toEqual([[2], [1], [1]]);
    expect([health!.Observed, health!.Items]).toEqual([4, 5]);
    expect(health!.ListImg).toBe('/files/a,/files/b');
  });

  it('a nursery child counts 2 and 3 stars as 真棒', () => {
    const [health] = compose(observationTree([sheet([1, 2, 3])]), true);
    expect(health!.Legend_data).toEqual(['加油', '真棒']);
    expect(health!.Series.map((s) => s.data)).toEqual([[1], [2]]);
  });

  it('charts the previous term beside this one when there is one', () => {
    const previous = { name: '上学期', tree: observationTree([sheet([1, 1, 1])]) };
    const [health] = composeDomains({
      current: observationTree([sheet([3, 3, 1])]),
      previous,
      cycleName: '本学期',
      baby: false,
      adviceOf: () => ({ text: '', adjusted: false }),
      photosOf: () => [],
    });
    expect(health!.Xaxis_data).toEqual(['上学期', '本学期']);
    expect(health!.Series.map((s) => s.data)).toEqual([
      [3, 1],
      [0, 0],
      [0, 2],
    ]);
  });

  it('theme stars join their keyword at the rounded mean level; other domains are left out', () => {
    const tree = frameworkTree(observationFramework(1));
    expect(anyObserved(tree)).toBe(false);
    addThemes(
      tree,
      [
        // 教师评价 nine stars: 9 → 好 (3); 幼儿自评 three stars: 1 → 需努力 (1): mean 2
        {
          themeId: 1,
          title: '秋天',
          detailId: 11,
          keywordId: 1,
          keyword: '身心状况',
          questionType: 5,
          score: 9,
        },
        {
          themeId: 1,
          title: '秋天',
          detailId: 13,
          keywordId: 1,
          keyword: '身心状况',
          questionType: 5,
          score: 1,
        },
        // a block (photos, words) is no star
        {
          themeId: 1,
          title: '秋天',
          detailId: 11,
          keywordId: 1,
          keyword: '身心状况',
          questionType: 2,
          score: 0,
        },
      ],
      (title) => `主题「${title}」`,
    );
    const items = tree.get('健康')!.get('身心状况')!;
    expect(items.at(-1)).toMatchObject({ title: '主题「秋天」', stars: 2, source: 'theme' });
    expect(anyObserved(tree)).toBe(true);
    const nursery = frameworkTree(observationFramework(0));
    addThemes(
      nursery,
      [
        {
          themeId: 1,
          title: '秋天',
          detailId: 11,
          keywordId: 1,
          keyword: '身心状况',
          questionType: 5,
          score: 9,
        },
      ],
      (t) => t,
    );
    expect([...nursery.keys()]).not.toContain('健康');
  });
});
