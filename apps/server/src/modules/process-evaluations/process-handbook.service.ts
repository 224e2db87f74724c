import {
  isTeacher,
  PROCESS_MESSAGES as M,
  Permission,
  ProcessPageType,
  type THandbook,
  type THandbookItem,
  type THandbookQuery,
  type TRatingAnswer,
  type TTableAnswer,
} from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { can, type Principal } from '../../lib/principal';
import { callerStructure, type TChildPlace } from '../school-structure/school-structure.repository';
import { processPagesRepository, type TProcessPageRow } from './process-pages.repository';

/** The page types a handbook prints between its cover and its back cover. */
const PRINTED_TYPES: readonly number[] = [
  ProcessPageType.message,
  ProcessPageType.media,
  ProcessPageType.table1,
  ProcessPageType.table2,
];

const text = (content: unknown) => (typeof content === 'string' ? content : '');

/** H41: a page item as the handbook prints it; the tables travel typed. */
function handbookItem(page: TProcessPageRow, child: TChildPlace): THandbookItem {
  const rating = page.type === ProcessPageType.table2 ? (page.content as TRatingAnswer | null) : null;
  return {
    Id: page.id,
    Type: page.type,
    CateName: page.cateName,
    Dimension: page.dimension,
    Content: text(page.content),
    StudentName: child.name,
    GradeName: child.gradeName,
    ClassName: child.className,
    ImgList: page.images,
    VideoList: page.videos,
    Table: page.type === ProcessPageType.table1 ? (page.content as TTableAnswer | null) : null,
    Title: rating?.title ?? '',
    List: rating?.List ?? [],
    UpdatedAt: page.updatedAt.toISOString(),
  };
}

/**
 * H27, H41: up to four of a child's entries as one growth handbook: per entry (earliest start
 * first) its title, range, the cover's recorder and photo, and its open pages that are written
 * (H47) of Types 2-5. Any id that is not an entry of this child, in the caller's school and
 * classes, is 404: a handbook never prints part of what was asked. Not finished entries print
 * what is written of them (the list offers only finished ones, H08).
 */
export async function handbook(db: DbOrTx, p: Principal, q: THandbookQuery): Promise<THandbook> {
  const child = await callerStructure(db, p).childFor(q.studentId, 'read', M.notYourClass);
  const repo = processPagesRepository(db, p.schoolId);
  const entries = await repo.evaluationsIn(q.Ids);
  if (entries.length !== q.Ids.length || entries.some((e) => e.studentId !== child.id)) {
    throw AppError.notFound();
  }
  const pages = await repo.pagesOfAll(entries.map((e) => e.id));
  return {
    SchoolName: p.schoolName,
    StudentId: child.id,
    StudentName: child.name,
    GradeName: child.gradeName,
    ClassName: child.className,
    // Design Q7: a writer of the child's class may change the tables on the page.
    Editable: can(p, Permission.processEvalWrite) && (p.isSuper || isTeacher(p.userIdentity)),
    groups: entries.map((entry) => {
      const own = pages.filter((page) => page.evaluationId === entry.id);
      const cover = own.find((page) => page.type === ProcessPageType.cover);
      return {
        Id: entry.id,
        title: entry.title,
        StartDate: entry.startsOn ?? '',
        EndDate: entry.endsOn ?? '',
        Recorder: text(cover?.content),
        CoverImg: cover?.images[0] ?? '',
        infos: own
          .filter((page) => page.status === 1 && page.isFinish && PRINTED_TYPES.includes(page.type))
          .map((page) => handbookItem(page, child)),
      };
    }),
  };
}
