import { backgroundUrl, type TFootprint, type TFootprintRecord, TypeNum, VIDEO_TYPES } from '@kg/contracts';
import { paginate, planPages } from '../framework/pagination';
import { imageItems, itemsAnswer, textItems } from './footprintAnswers';
import { monthPages, termPages } from './footprintObservations';
import { coverPhoto, coverWords, itemTime, platePage, wordsPage } from './footprintPlates';
import { exercisePages, physicalPages, ratingPages, tablePages } from './footprintTables';
import type { TFootprintPage, TPageBody } from './footprintTypes';

/** Backgrounds for a page whose module has none, and for a cover made for a booklet without one. */
export const DEFAULT_BACKGROUND = backgroundUrl('paper-notes');
export const COVER_BACKGROUND = backgroundUrl('sunny-meadow');
/** 目录 entries per page: the first page carries the heading. */
export const CATALOGUE_ROWS = { firstPage: 15, perPage: 19 } as const;
/** The report page Type of a term observation's text page (DECISIONS 18). */
export const TERM_TEXT_TYPE = -4;

export type TFootprintPlan = {
  pages: TFootprintPage[];
  total: number;
  /** G52: the catalogue's entries, from the plan (never typed in) */
  muluList: Array<{ Title: string; Page: number }>;
};

type TGroup = {
  key: string;
  record: TFootprintRecord | null;
  /** listed in the catalogue */
  listed: boolean;
  sub: string;
  pages: Array<{ type: number; body: TPageBody }>;
};

const nothingSaved = (r: TFootprintRecord) => !r.Answer.trim();
const one = (type: number, body: TPageBody) => [{ type, body }];

/** A record's pages (G47-G51); null for a page the booklet leaves out (videos, G50). */
function recordPages(r: TFootprintRecord): Pick<TGroup, 'sub' | 'pages'> | null {
  if (VIDEO_TYPES.includes(r.Type)) return null;
  if (r.Type === TypeNum.closing) return { sub: '', pages: one(r.Type, wordsPage(r, true)) };
  if (nothingSaved(r) && r.Type !== TypeNum.catalogue)
    return { sub: '', pages: one(r.Type, { kind: 'pending' }) };
  const all = (type: number, bodies: TPageBody[]) => bodies.map((body) => ({ type, body }));
  switch (r.Type) {
    case TypeNum.catalogue:
      return { sub: '', pages: [] };
    case TypeNum.termObservation: {
      const { table, text } = termPages(r);
      return { sub: r.CycleName, pages: [...all(r.Type, table), ...all(TERM_TEXT_TYPE, text)] };
    }
    case TypeNum.monthlyObservation:
      return { sub: r.TimeCopy, pages: all(r.Type, monthPages(r)) };
    case TypeNum.rating: {
      const rating = ratingPages(r);
      return { sub: rating.sub, pages: all(r.Type, rating.pages) };
    }
    case TypeNum.exercise:
      return { sub: '', pages: all(r.Type, exercisePages(r)) };
    case TypeNum.physical:
      return { sub: itemTime(r), pages: all(r.Type, physicalPages(r)) };
    case TypeNum.table:
      return { sub: '', pages: all(r.Type, tablePages(r)) };
    case TypeNum.epilogue:
      return { sub: '', pages: one(r.Type, wordsPage(r, false)) };
    default: {
      // G51: plates, and any other type, as pictures and words; words alone as a letter.
      const list = itemsAnswer(r.Answer)?.List ?? [];
      if (r.Type !== TypeNum.plate && imageItems(list).length === 0) {
        if (textItems(list).length === 0) return { sub: '', pages: one(r.Type, { kind: 'pending' }) };
        return { sub: '', pages: one(r.Type, wordsPage(r, false)) };
      }
      return { sub: itemTime(r), pages: one(r.Type, platePage(r)) };
    }
  }
}

/**
 * The booklet's pages in print order, numbered (G52): normal mode a cover (the type 1 record,
 * or one made from the child's data), then every record in the template's order (types 4
 * split into the table and its -4 text page, videos dropped), the closing page (type 2) last
 * like a back cover; the catalogue lists every page between with the page it starts on.
 * Preview mode (G42) prints only the pages of the one record asked for.
 */
export function planFootprint(data: TFootprint, options: { preview: boolean }): TFootprintPlan {
  const coverRecord = data.List.find((r) => r.Type === TypeNum.cover);
  const groups: TGroup[] = [];
  const closing: TGroup[] = [];
  if (!options.preview || coverRecord) {
    const photo = coverPhoto(coverRecord, data.Photo);
    const words = coverWords(coverRecord, data.StudentName);
    groups.push({
      key: 'cover',
      record: coverRecord ?? null,
      listed: false,
      sub: '',
      pages: one(TypeNum.cover, { kind: 'cover', photo, words }),
    });
  }
  data.List.forEach((r, index) => {
    if (r.Type === TypeNum.cover) return;
    const built = recordPages(r);
    if (!built) return;
    const group: TGroup = { key: `r${index}-${r.Id}`, record: r, listed: false, ...built };
    if (r.Type === TypeNum.closing) closing.push(group);
    else {
      group.listed = !options.preview && r.Type !== TypeNum.catalogue;
      groups.push(group);
    }
  });
  groups.push(...closing);

  // The catalogue's size depends only on how many entries it lists, so it is known up front.
  const listed = groups.filter((g) => g.listed);
  const catalogueChunks = paginate(listed, CATALOGUE_ROWS);
  for (const g of groups) {
    if (g.record?.Type !== TypeNum.catalogue) continue;
    g.pages = catalogueChunks.map(() => ({
      type: TypeNum.catalogue,
      body: { kind: 'catalogue', muluList: [], firstNo: 1 },
    }));
  }

  const plan = planPages(
    groups.map((g) => ({ key: g.key, title: g.listed ? g.record?.Title : undefined, pages: g.pages.length })),
  );
  const muluList = plan.catalogue.map((c) => ({ Title: c.title, Page: c.page }));
  const pages = groups.flatMap((g) =>
    g.pages.map(({ type, body }, i): TFootprintPage => {
      const filled: TPageBody =
        body.kind === 'catalogue'
          ? {
              ...body,
              muluList: pageEntries(muluList, i),
              firstNo: i === 0 ? 1 : CATALOGUE_ROWS.firstPage + (i - 1) * CATALOGUE_ROWS.perPage + 1,
            }
          : body;
      const kind = filled.kind;
      return {
        ...filled,
        key: `${g.key}-${i}`,
        moduleId: g.record?.Id ?? 0,
        type,
        title: g.record?.Title ?? '',
        sub: g.sub,
        background: g.record?.BackCoverImg || (kind === 'cover' ? COVER_BACKGROUND : DEFAULT_BACKGROUND),
        page: (plan.startOf[g.key] ?? 1) + i,
        footer: kind !== 'cover' && kind !== 'closing',
        continued: i > 0 && type === g.pages[i - 1]?.type,
      };
    }),
  );
  return { pages, total: plan.total, muluList };
}

function pageEntries<T>(entries: readonly T[], index: number): T[] {
  return paginate(entries, CATALOGUE_ROWS)[index] ?? [];
}
