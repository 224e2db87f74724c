import {
  PROCESS_MESSAGES as M,
  ProcessPageType,
  processEvaluationFinished,
  processPageFinished,
  type TProcessPageDetail,
  type TProcessPages,
  type TSubmitProcessPageRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { sameMoment, staleSave } from '../../lib/stale-save';
import { bankFits, isNurseryGrade, questionsForGrade } from '../question-bank/child-banks';
import { questionBankRepository } from '../question-bank/question-bank.repository';
import { callerStructure } from '../school-structure/school-structure.repository';
import { requireReadableMedia } from '../uploads/media-refs';
import { processChild, requireWriter } from './process-evaluations.service';
import { contentText, pageContentOf } from './process-page-content';
import { processPagesRepository, type TProcessPageRow } from './process-pages.repository';

const repoOf = (db: DbOrTx, p: Principal) => processPagesRepository(db, p.schoolId);

/**
 * An entry of the school and its child, for reading (outside the caller's classes: 404) or
 * writing (outside them: 403 `notYourClass`, as adding one is).
 */
async function entryFor(db: DbOrTx, p: Principal, id: number, mode: 'read' | 'write') {
  const evaluation = await repoOf(db, p).evaluation(id);
  if (!evaluation) throw AppError.notFound();
  const child = await callerStructure(db, p).childFor(evaluation.studentId, mode, M.notYourClass);
  return { evaluation, child };
}

/** A page item of the school with its entry and child; the row is locked when writing. */
async function pageFor(db: DbOrTx, p: Principal, id: number, mode: 'read' | 'write') {
  const page = await repoOf(db, p).page(id, { lock: mode === 'write' });
  if (!page) throw AppError.notFound();
  return { page, ...(await entryFor(db, p, page.evaluationId, mode)) };
}

const finishedFlag = (finished: boolean) => (finished ? 1 : 0);

/** H47: the entry's status from its pages, stored when it changed; answers the status. */
async function settleStatus(db: DbOrTx, p: Principal, evaluation: { id: number; status: number }) {
  const pages = await repoOf(db, p).pagesOf(evaluation.id);
  const status = finishedFlag(processEvaluationFinished(pages));
  if (status !== evaluation.status) await repoOf(db, p).setEvaluationStatus(evaluation.id, status);
  return status;
}

/** What the item list and the item detail both say of a page. */
const itemFields = (page: TProcessPageRow) => ({
  Id: page.id,
  Type: page.type,
  Name: page.name,
  CateName: page.cateName,
  Dimension: page.dimension,
  Status: page.status,
  IsFinish: finishedFlag(page.isFinish),
});

/** H13, H14: an entry's page items in order, with its child (another child's StudentId: 404). */
export async function pageItems(
  db: Db,
  p: Principal,
  q: { StudentId: number; Id: number },
): Promise<TProcessPages> {
  const { evaluation, child } = await entryFor(db, p, q.Id, 'read');
  if (evaluation.studentId !== q.StudentId) throw AppError.notFound();
  const pages = await repoOf(db, p).pagesOf(evaluation.id);
  return {
    Evaluation: {
      Id: evaluation.id,
      Title: evaluation.title,
      Status: evaluation.status,
      StartDate: evaluation.startsOn ?? '',
      EndDate: evaluation.endsOn ?? '',
      CycleId: evaluation.cycleId,
    },
    Child: processChild(child),
    Items: pages.map((page) => ({
      ...itemFields(page),
      Img: page.images[0] ?? '',
      MediaCount: page.images.length + page.videos.length,
    })),
  };
}

/** Q6: the process banks a child of this grade fills tables from, by name in their order. */
async function bankNames(db: DbOrTx, p: Principal, gradeName: string) {
  const nursery = isNurseryGrade(gradeName);
  return (await questionBankRepository(db, p.schoolId).banks())
    .filter((bank) => bankFits(bank.TypeId, nursery))
    .map((bank) => bank.Name);
}

const TABLE_TYPES: readonly number[] = [ProcessPageType.table1, ProcessPageType.table2];

/** H19: one page item to edit, with the child and, for the tables, the banks to fill from. */
export async function pageDetail(db: Db, p: Principal, id: number): Promise<TProcessPageDetail> {
  const { page, child } = await pageFor(db, p, id, 'read');
  return {
    ...itemFields(page),
    EvaluationId: page.evaluationId,
    StudentId: child.id,
    StudentName: child.name,
    GradeName: child.gradeName,
    ClassName: child.className,
    Content: contentText(page.content),
    ImgList: page.images,
    VideoList: page.videos,
    AudioList: page.audios,
    UpdatedAt: page.updatedAt.toISOString(),
    Banks: TABLE_TYPES.includes(page.type) ? await bankNames(db, p, child.gradeName) : [],
  };
}

/**
 * H16, H17: opens (1) or closes (0) a page item, and settles the entry's status (H47), in one
 * transaction. The back cover has no buttons and the server agrees; asking for the state a page
 * is already in changes nothing.
 */
export async function setPageOpen(db: Db, p: Principal, id: number, open: boolean) {
  requireWriter(p);
  return db.transaction(async (tx) => {
    const { page, evaluation } = await pageFor(tx, p, id, 'write');
    if (page.type === ProcessPageType.plate) throw AppError.badRequest(M.plateFixed);
    const status = open ? 1 : 0;
    if (page.status !== status) await repoOf(tx, p).setPageStatus(page.id, status, p.userId);
    return { Status: status, EvaluationStatus: await settleStatus(tx, p, evaluation) };
  });
}

/**
 * H20-H26: saves a page item's content, photos and videos, its IsFinish and the entry's status
 * (H47) in one transaction. Refused: a closed page, the back cover, a type that is not the
 * page's, files that are not the school's or not the caller's to see, and a save over a newer
 * one than the dialog started from (409, what was typed stays in the dialog).
 */
export async function submitPage(db: Db, p: Principal, body: TSubmitProcessPageRequest) {
  requireWriter(p);
  return db.transaction(async (tx) => {
    const { page, evaluation } = await pageFor(tx, p, body.id, 'write');
    if (page.type === ProcessPageType.plate) throw AppError.badRequest(M.plateFixed);
    if (body.type !== page.type) throw AppError.badRequest(M.typeMismatch);
    if (page.status !== 1) throw AppError.badRequest(M.pageClosed);
    if (body.UpdatedAt && !sameMoment(page.updatedAt, body.UpdatedAt))
      throw await staleSave(tx, p, M.stalePage, { by: page.updatedBy, at: page.updatedAt });

    const written = pageContentOf(page.type, body);
    const images = await requireReadableMedia(tx, p, written.images, 'image', M.fileInvalid);
    const videos = await requireReadableMedia(tx, p, written.videos, 'video', M.fileInvalid);
    // Q13: audio is kept as sent (no dialog records any); it must be a file the school stored
    // through UploadFile, whose files are of the video kind.
    const audios = await requireReadableMedia(tx, p, body.audioList, 'video', M.fileInvalid);
    const isFinish = processPageFinished(page.type, written.content, { images, videos });
    const updatedAt = new Date();
    await repoOf(tx, p).setPageContent(page.id, {
      content: written.content,
      images,
      videos,
      audios,
      isFinish,
      updatedBy: p.userId,
      updatedAt,
    });
    return {
      IsFinish: finishedFlag(isFinish),
      EvaluationStatus: await settleStatus(tx, p, evaluation),
      UpdatedAt: updatedAt.toISOString(),
    };
  });
}

/** H25, Q6: the rating table's printed header line: `{class} {child} {title}`. */
export async function tableHeader(db: Db, p: Principal, q: { StudentId: number; Name: string }) {
  const child = await callerStructure(db, p).childFor(q.StudentId, 'read', M.notYourClass);
  return [child.className, child.name, q.Name].filter(Boolean).join(' ');
}

/** H26, Q6: a bank's questions for the child's scope, by the bank's name ([] for no such bank). */
export async function bankQuestions(db: Db, p: Principal, q: { StudentId: number; Name: string }) {
  const child = await callerStructure(db, p).childFor(q.StudentId, 'read', M.notYourClass);
  const nursery = isNurseryGrade(child.gradeName);
  const bank = (await questionBankRepository(db, p.schoolId).banks()).find(
    (b) => b.Name === q.Name && bankFits(b.TypeId, nursery),
  );
  if (!bank) return [];
  const questions = await questionsForGrade(
    db,
    p.schoolId,
    { id: bank.Id, typeId: bank.TypeId },
    child.gradeName,
  );
  return questions.map((question) => question.question);
}
