import { Gender, type TClassRosterStudent } from '@kg/contracts';
import { ageAt, type TChildAge } from '../../features/students/childAge';
import { paginate, planPages, type TRowsPerPage } from '../framework/pagination';

/**
 * The roster's page geometry in mm. The CSS reads the same numbers (set inline from here), so
 * the row count per page and the printed heights can never disagree.
 */
export const ROSTER_MM = {
  /** height of a content page's body: 297 − 20 top − 18 bottom */
  body: 259,
  /** the 幼儿名单 heading on the first table page */
  heading: 22,
  /** the table's header row, repeated on every page */
  head: 9,
  /** one child's row (holds an 11 mm photo) */
  row: 14,
} as const;

/** How many fixed-height rows fit under a header row in `available` mm. */
export function rowsThatFit(available: number, head: number, row: number): number {
  return Math.max(1, Math.floor((available - head) / row));
}

export const ROSTER_ROWS: Required<TRowsPerPage> = {
  perPage: rowsThatFit(ROSTER_MM.body, ROSTER_MM.head, ROSTER_MM.row),
  firstPage: rowsThatFit(ROSTER_MM.body - ROSTER_MM.heading, ROSTER_MM.head, ROSTER_MM.row),
};

/** `?ClassId=` as a positive id, or null for anything else (the page then says 班级不存在). */
export function parseClassId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** The data's AsOf day (YYYY-MM-DD) as a local date: ages are counted on it, not on the viewer's clock. */
export function asOfDate(asOf: string): Date {
  const [y, m, d] = asOf.slice(0, 10).split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : new Date(Number.NaN);
}

export type TRosterRow = TClassRosterStudent & { no: number; birthday: string; age: TChildAge | null };

// Pinyin order, the way parents look for their child's name on the classroom door.
const byName = new Intl.Collator('zh-CN', { sensitivity: 'base', numeric: true });

/** The children in roster order (pinyin, then id), numbered from 1, with their age on `asOf`. */
export function rosterRows(students: readonly TClassRosterStudent[], asOf: Date): TRosterRow[] {
  return [...students]
    .sort((a, b) => byName.compare(a.Name, b.Name) || a.Id - b.Id)
    .map((s, index) => {
      const birthday = s.Birthday ? s.Birthday.slice(0, 10) : '';
      return { ...s, no: index + 1, birthday, age: birthday ? ageAt(birthday, asOf) : null };
    });
}

export type TRosterStats = {
  total: number;
  boys: number;
  girls: number;
  babies: number;
  /** mean age of the children with a birthday, in whole months; null when none has one */
  averageAge: TChildAge | null;
};

export function rosterStats(rows: readonly TRosterRow[]): TRosterStats {
  const ages = rows.flatMap((r) => (r.age ? [r.age.years * 12 + r.age.months] : []));
  const mean = ages.length ? Math.floor(ages.reduce((a, b) => a + b, 0) / ages.length) : null;
  return {
    total: rows.length,
    boys: rows.filter((r) => r.Gender === Gender.boy).length,
    girls: rows.filter((r) => r.Gender === Gender.girl).length,
    babies: rows.filter((r) => r.IsBaby).length,
    averageAge: mean === null ? null : { years: Math.floor(mean / 12), months: mean % 12 },
  };
}

/** One bar of the age chart: completed years (null: no birthday) with boys and girls. */
export type TAgeBucket = { years: number | null; boys: number; girls: number };

/**
 * Children by completed years and gender, every year from the youngest to the oldest (an empty
 * year still shows as a gap), then those without a birthday.
 */
export function ageBuckets(rows: readonly TRosterRow[]): TAgeBucket[] {
  const years = rows.flatMap((r) => (r.age ? [r.age.years] : []));
  const buckets: TAgeBucket[] = [];
  if (years.length) {
    for (let y = Math.min(...years); y <= Math.max(...years); y += 1)
      buckets.push({ years: y, boys: 0, girls: 0 });
  }
  const unknown: TAgeBucket = { years: null, boys: 0, girls: 0 };
  for (const row of rows) {
    const bucket = row.age ? buckets.find((b) => b.years === row.age?.years) : unknown;
    if (!bucket) continue;
    if (row.Gender === Gender.boy) bucket.boys += 1;
    else if (row.Gender === Gender.girl) bucket.girls += 1;
  }
  if (unknown.boys + unknown.girls > 0) buckets.push(unknown);
  return buckets;
}

export type TRosterTitles = { overview: string; roster: string };

/** The roster's pages in order: cover, catalogue, overview, the table pages, back cover. */
export function rosterPlan(rows: readonly TRosterRow[], titles: TRosterTitles) {
  const tablePages = paginate(rows, ROSTER_ROWS);
  const plan = planPages([
    { key: 'cover', pages: 1 },
    { key: 'catalogue', pages: 1 },
    { key: 'overview', title: titles.overview, pages: 1 },
    { key: 'roster', title: titles.roster, pages: tablePages.length },
    { key: 'back', pages: 1 },
  ]);
  return { ...plan, tablePages };
}
