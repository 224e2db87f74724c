import {
  isBlockQuestion,
  starLevelOf,
  TermItemSource,
  TermLevel,
  type TScoredDimension,
  type TTermDomain,
  type TTermItem,
  termColorOf,
  termCounts,
  termLegend,
  termLevelOf,
  themeEntry,
  themeKeyword,
} from '@kg/contracts';
import type { TFrameworkDimension } from '../../seed/growth-observation-frameworks';

/**
 * The term report as pure data (DECISIONS 45): the term's observation answers and theme stars
 * in, the domains with their tables, levels, 教育建议 and chart counts out. No database here.
 */

/** A theme answer to one star question, as the repository reads it. */
export type TThemeStar = {
  themeId: number;
  title: string;
  detailId: number;
  keywordId: number;
  keyword: string;
  questionType: number;
  score: number;
};

/** The 教育建议 of an item, and whether it is the child's own. */
export type TAdviceOf = (
  dimension: string,
  element: string,
  point: string,
) => { text: string; adjusted: boolean };

type TLevelItem = { title: string; point: string; stars: number; source: TTermItem['Source'] };
/** domain → element → items, in the order first met */
type TTree = Map<string, Map<string, TLevelItem[]>>;

const branch = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
};

/**
 * The term's observation points: every point of every answer, in the sheet's order; a point in
 * two records keeps the later observed value (a later 0 does not erase an observation).
 */
export function observationTree(answers: readonly TScoredDimension[][]): TTree {
  const tree: TTree = new Map();
  for (const dims of answers)
    for (const d of dims)
      for (const e of d.info) {
        const elements = branch(tree, d.Name, () => new Map<string, TLevelItem[]>());
        const items = branch(elements, e.Name, (): TLevelItem[] => []);
        for (const point of e.info) {
          const known = items.find((i) => i.point === point.Name);
          if (!known)
            items.push({ title: point.Name, point: point.Name, stars: point.Value, source: 'observation' });
          else if (point.Value > 0) known.stars = point.Value;
        }
      }
  return tree;
}

/** The framework's structure, nothing observed: a child without a record still sees every domain. */
export function frameworkTree(framework: readonly TFrameworkDimension[]): TTree {
  return new Map(
    framework.map((d) => [
      d.dimension,
      new Map(
        d.elements.map((e) => [
          e.element,
          e.points.map((p) => ({ title: p, point: p, stars: 0, source: TermItemSource.observation })),
        ]),
      ),
    ]),
  );
}

/**
 * Adds the theme evaluations: one item per theme and keyword (the keyword is a sub-area of the
 * guideline, i.e. an element), at the rounded mean level of the child's stars there — the
 * class report's rule. A keyword whose domain the report has not got is left out (the nursery
 * framework has other domains).
 */
export function addThemes(tree: TTree, stars: readonly TThemeStar[], themeItem: (title: string) => string) {
  const groups = new Map<string, { domain: string; element: string; title: string; levels: number[] }>();
  for (const star of stars) {
    if (isBlockQuestion(star.questionType)) continue;
    const level = starLevelOf(themeEntry(star.detailId)?.Type ?? 0, star.score);
    const domain = themeKeyword(star.keywordId)?.Domain;
    if (level <= 0 || !domain || !tree.has(domain)) continue;
    const key = `${star.themeId}\u0000${star.keyword}`;
    branch(groups, key, () => ({ domain, element: star.keyword, title: star.title, levels: [] })).levels.push(
      level,
    );
  }
  for (const g of groups.values()) {
    const items = branch(tree.get(g.domain)!, g.element, (): TLevelItem[] => []);
    const mean = Math.round(g.levels.reduce((a, b) => a + b, 0) / g.levels.length);
    items.push({ title: themeItem(g.title), point: '', stars: mean, source: TermItemSource.theme });
  }
  return tree;
}

/** Every level of a tree's domain (0 for not observed). */
const levelsOf = (tree: TTree | undefined, domain: string, baby: boolean) =>
  [...(tree?.get(domain)?.values() ?? [])].flat().map((i) => termLevelOf(i.stars, baby));

export type TComposeInput = {
  current: TTree;
  /** the previous term's, when it had an observed item */
  previous: { name: string; tree: TTree } | null;
  cycleName: string;
  baby: boolean;
  adviceOf: TAdviceOf;
  photosOf: (domain: string) => string[];
};

/** I07, I09, I11: the domains of the report. */
export function composeDomains(input: TComposeInput): TTermDomain[] {
  const { current, previous, baby } = input;
  const legend = termLegend(baby);
  return [...current.entries()].map(([domain, elements]) => {
    const table = [...elements.entries()].map(([element, items]) => ({
      CategoryName: element,
      data: items.map((item): TTermItem => {
        const level = termLevelOf(item.stars, baby);
        const advice = level === TermLevel.keepTrying ? input.adviceOf(domain, element, item.point) : null;
        return {
          title: item.title,
          Level: level,
          Color: termColorOf(level),
          Iscolor: level !== TermLevel.none,
          InterveneContent: advice?.text ?? '',
          AdviceAdjusted: advice?.adjusted ?? false,
          Source: item.source,
          Point: item.point,
        };
      }),
    }));
    const now = levelsOf(current, domain, baby);
    const before = previous ? termCounts(levelsOf(previous.tree, domain, baby), baby) : null;
    const counts = termCounts(now, baby);
    return {
      Name: domain,
      table,
      ListImg: input.photosOf(domain).join(','),
      Legend_data: legend.map((l) => l.Name),
      Xaxis_data: previous ? [previous.name, input.cycleName] : [input.cycleName],
      Series: legend.map((l, i) => ({
        name: l.Name,
        data: before ? [before[i]!, counts[i]!] : [counts[i]!],
      })),
      Observed: now.filter((l) => l !== TermLevel.none).length,
      Items: now.length,
    };
  });
}

/** Whether a tree has any observed item (the previous term is charted only then). */
export const anyObserved = (tree: TTree) =>
  [...tree.values()].some((elements) =>
    [...elements.values()].some((items) => items.some((i) => i.stars > 0)),
  );
