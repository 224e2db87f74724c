import {
  filePath,
  ProcessPageType,
  processEvaluationFinished,
  processPageFinished,
  type TProcessContent,
  type TProcessPageState,
  type TRatingAnswer,
} from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { processPages } from '../db/schema';
import { addDays } from '../lib/dates';
import type { TEvaluationInsert } from '../modules/process-evaluations/process-evaluations.repository';
import { prng } from './names';
import { demoPhotoPages, type TDemoPhoto } from './process-demo-album';
import { demoMessage, demoObservation, demoRemark } from './process-demo-texts';

/** An entry covers four weeks: two finished ones the term's first eight, the begun one the next four. */
const ENTRY_DAYS = 28;
/** The rating table's title (the 健康 bank's behaviours are its rows). */
const RATING_TITLE = '健康表现评价表';

export type TDemoChild = { id: number; name: string };

/** A class the demo writes for: its head teacher (recorder, uploader), children and album. */
export type TDemoClass = {
  id: number;
  gradeName: string;
  recorder: string;
  userId: number | null;
  children: TDemoChild[];
  album: Array<TDemoPhoto & { fileId: string }>;
};

type TWritten = { content: TProcessContent; images: string[] };

/** What an entry says: its row, and what is written on a page (undefined: left as it is). */
export type TEntryPlan = {
  row: TEvaluationInsert;
  write: (page: { type: number; dimension: number | null }) => TWritten | undefined;
  /** the finished entry closes the photo pages it did not write (H47: every open page written) */
  closeUnwritten: boolean;
  by: number | null;
};

/** 6-10 of the behaviours, from a place `n` chooses, rated mostly 真棒 or 较好, now and then 加油. */
function demoRating(behaviours: readonly string[], n: number, seed: number): TRatingAnswer {
  const rand = prng(seed);
  const count = Math.min(6 + (n % 5), behaviours.length);
  return {
    title: RATING_TITLE,
    List: Array.from({ length: count }, (_, i) => {
      const r = rand();
      return {
        manifestation: behaviours[(n * 2 + i) % behaviours.length]!,
        isActivite: r < 0.45 ? 1 : r < 0.85 ? 2 : 3,
      };
    }),
  };
}

/**
 * The three entries of an evaluated child (`n` varies the words): the term's first and second
 * four weeks finished (cover, 寄语, the photo pages the album allows, both tables; the other
 * photo pages closed), so a handbook binds two of them, and the next four weeks begun (the
 * cover only), so the list shows a 未完成 one too.
 */
export function entriesOf(
  klass: TDemoClass,
  child: TDemoChild,
  n: number,
  term: { id: number; startDate: string; endDate: string },
  behaviours: readonly string[],
): TEntryPlan[] {
  const inTerm = (day: string) => (day < term.endDate ? day : term.endDate);
  const weeks = (from: number) => ({
    from: inTerm(addDays(term.startDate, from)),
    to: inTerm(addDays(term.startDate, from + ENTRY_DAYS - 1)),
  });
  const row = (range: { from: string; to: string }): TEvaluationInsert => ({
    studentId: child.id,
    cycleId: term.id,
    classId: klass.id,
    title: `${range.from}至${range.to}`,
    startsOn: range.from,
    endsOn: range.to,
    createdBy: klass.userId,
  });
  const photoPages = demoPhotoPages(klass.album, child.id);
  const mine = klass.album.filter((p) => p.studentIds.includes(child.id));
  const cover: TWritten = {
    content: klass.recorder,
    images: mine.length ? [filePath(mine[n % mine.length]!.fileId)] : [],
  };
  const given = child.name.length >= 3 ? child.name.slice(1) : child.name;
  const finishedPage =
    (range: { from: string }, n: number) =>
    (page: { type: number; dimension: number | null }): TWritten | undefined => {
      switch (page.type) {
        case ProcessPageType.cover:
          return cover;
        case ProcessPageType.message:
          return { content: demoMessage(given, n), images: [] };
        case ProcessPageType.media: {
          const photos = photoPages.find((p) => p.dimension === page.dimension)?.photos;
          return photos && page.dimension
            ? {
                content: demoRemark(page.dimension, n + page.dimension),
                images: photos.map((p) => filePath(p.fileId)),
              }
            : undefined;
        }
        case ProcessPageType.table1: {
          const looktime = addDays(range.from, 5 + ((n * 4) % 20));
          return {
            content: demoObservation({ name: child.name, looktime, writename: klass.recorder }, n),
            images: [],
          };
        }
        case ProcessPageType.table2:
          return { content: demoRating(behaviours, n, child.id * 7919 + n), images: [] };
        default:
          return undefined;
      }
    };
  const first = weeks(0);
  const second = weeks(ENTRY_DAYS);
  return [
    { row: row(first), write: finishedPage(first, n), closeUnwritten: true, by: klass.userId },
    { row: row(second), write: finishedPage(second, n + 7), closeUnwritten: true, by: klass.userId },
    {
      row: row(weeks(2 * ENTRY_DAYS)),
      write: (page) => (page.type === ProcessPageType.cover ? cover : undefined),
      closeUnwritten: false,
      by: klass.userId,
    },
  ];
}

type TPageRow = typeof processPages.$inferSelect;
/** A page as the demo leaves it. */
export type TPageWrite = TWritten & { id: number; status: number; isFinish: boolean; by: number | null };

/**
 * What the plans do to their entries' pages: the pages written or closed, each written page's
 * IsFinish from processPageFinished, and which entries H47 then calls finished (the status is
 * never set by hand, as after a teacher's last save).
 */
export function pageWrites(
  entries: ReadonlyArray<{ id: number; plan: TEntryPlan }>,
  pages: readonly TPageRow[],
): { writes: TPageWrite[]; finished: number[] } {
  const writes: TPageWrite[] = [];
  const finished: number[] = [];
  for (const { id, plan } of entries) {
    const states: TProcessPageState[] = [];
    for (const page of pages.filter((p) => p.evaluationId === id)) {
      const written = plan.write(page);
      if (written) {
        const isFinish = processPageFinished(page.type, written.content, { ...written, videos: [] });
        writes.push({ id: page.id, ...written, status: page.status, isFinish, by: plan.by });
        states.push({ type: page.type, status: page.status, isFinish });
      } else if (plan.closeUnwritten && page.type === ProcessPageType.media) {
        writes.push({
          id: page.id,
          content: page.content as TProcessContent,
          images: page.images,
          status: 0,
          isFinish: page.isFinish,
          by: plan.by,
        });
        states.push({ type: page.type, status: 0, isFinish: page.isFinish });
      } else states.push(page);
    }
    if (processEvaluationFinished(states)) finished.push(id);
  }
  return { writes, finished };
}

/**
 * Writes the pages in one statement (an update from a list of values). The API's
 * processPagesRepository.setPageContent writes one page a statement: ~200 of them cost a demo
 * copy 200-450 ms more on PGlite (measured), and every journey file makes a copy.
 */
export async function writePages(tx: DbOrTx, schoolId: number, writes: readonly TPageWrite[], at: Date) {
  if (writes.length === 0) return;
  const values = sql.join(
    writes.map(
      (w) =>
        sql`(${w.id}::int, ${JSON.stringify(w.content)}::jsonb, ${JSON.stringify(w.images)}::jsonb, ${w.status}::smallint, ${w.isFinish}::boolean, ${w.by}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${processPages} set content = v.content, images = v.images, status = v.status,
      is_finish = v.is_finish, updated_by = v.updated_by, updated_at = ${at.toISOString()}::timestamptz
    from (values ${values}) as v(id, content, images, status, is_finish, updated_by)
    where ${processPages.id} = v.id and ${processPages.schoolId} = ${schoolId}`);
}
