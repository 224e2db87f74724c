import { ADVICE_DEFAULTS } from '../../seed/term-advice-defaults';
import type { TAdviceOf } from './term-report.compose';
import type { TAdviceRow } from './term-report.repository';

/** The key of an advice item: its domain, element and point ('' for the element's own). */
export const adviceKey = (dimension: string, element: string, point: string) =>
  `${dimension}\u0000${element}\u0000${point}`;
const mapOf = (rows: readonly TAdviceRow[]) =>
  new Map(rows.map((r) => [adviceKey(r.dimension, r.element, r.point), r.advice]));

/** The product's advice by adviceKey. */
export const PRODUCT_ADVICE = mapOf(ADVICE_DEFAULTS);

/**
 * DECISIONS 45: an item's 教育建议 — the teacher's for this child, else the school's library,
 * else the product's; for the point, else for its element (a theme item, or a point the school
 * added to its sheet).
 */
export function adviceResolver(school: readonly TAdviceRow[], child: readonly TAdviceRow[]): TAdviceOf {
  const own = mapOf(school);
  const mine = mapOf(child);
  return (dimension, element, point) => {
    const adjusted = mine.get(adviceKey(dimension, element, point));
    if (adjusted) return { text: adjusted, adjusted: true };
    const text =
      (point &&
        (own.get(adviceKey(dimension, element, point)) ??
          PRODUCT_ADVICE.get(adviceKey(dimension, element, point)))) ||
      own.get(adviceKey(dimension, element, '')) ||
      PRODUCT_ADVICE.get(adviceKey(dimension, element, '')) ||
      '';
    return { text, adjusted: false };
  };
}
