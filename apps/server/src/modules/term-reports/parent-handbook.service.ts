import {
  BankType,
  PARENT_HANDBOOK_MESSAGES as M,
  Permission,
  RATE_MAX,
  type TParentCategory,
  type TParentHandbook,
  type TParentHandbookQuery,
  type TParentMessageRequest,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { can, type Principal } from '../../lib/principal';
import { bankFits } from '../question-bank/child-banks';
import { questionBankRepository } from '../question-bank/question-bank.repository';
import { parentAnswers } from '../questionnaire/parent-answers';
import { callerStructure, schoolStructure } from '../school-structure/school-structure.repository';
import { termReportRepository } from './term-report.repository';
import { evidence, isBaby, refuseStale, writeTarget } from './term-report.service';

/**
 * H42-H46: the parent edition of a child's handbook for a term. Every questionnaire bank of the
 * child's kind is a category: the term's rated items beside the previous term's with the chart
 * series (the questionnaire's own parentAnswers), the child's photos of that area, and the
 * parents' words. A bank not answered yet is there with IsStatus 0, so the page says so.
 */
export async function parentHandbook(
  db: Db,
  p: Principal,
  q: TParentHandbookQuery,
): Promise<TParentHandbook> {
  const structure = callerStructure(db, p);
  const child = await structure.requireChild(q.StudentId, { includeLeft: true });
  const answers = await parentAnswers(db, p, { CycleId: q.CycleId, StudentId: child.id });
  const baby = isBaby(child);
  const repo = termReportRepository(db, p.schoolId);
  const [banks, school, messages, term] = await Promise.all([
    questionBankRepository(db, p.schoolId).banks(),
    structure.school(),
    repo.parentMessages(child.id, answers.CycleId),
    schoolStructure(db, p.schoolId).term(answers.CycleId),
  ]);
  const photosOf = await evidence(db, p, child, term!.startDate, term!.endDate);
  const categories: TParentCategory[] = banks
    .filter((bank) => bankFits(bank.TypeId, baby))
    .map((bank) => {
      const answered = answers.Categories.find((c) => c.CateId === bank.Id);
      const message = messages.find((m) => m.bankId === bank.Id);
      return {
        CateId: bank.Id,
        CateName: bank.Name,
        Description: bank.Description,
        IsBaby: bank.TypeId === BankType.nursery,
        Max: answered?.Max ?? (bank.TypeId === BankType.nursery ? 1 : RATE_MAX),
        Content: answered?.Content ?? [],
        ImgList: photosOf(bank.Name).join(','),
        VideoList: '',
        AudioList: '',
        ParentMessage: message?.content ?? '',
        ParentMessageUpdatedAt: message ? message.updatedAt.toISOString() : null,
        IsStatus: answered ? 1 : 0,
        Legend_data: answered?.Legend_data ?? [],
        Xaxis_data: answered?.Xaxis_data ?? [],
        Series: answered?.Series ?? [],
      };
    });
  return {
    SchoolName: school?.name ?? '',
    StudentId: child.id,
    StudentName: child.name,
    GradeName: child.gradeName,
    ClassName: child.className,
    CycleId: answers.CycleId,
    CycleName: answers.CycleName,
    PreviousCycleName: answers.PreviousCycleName,
    IsBaby: baby,
    Categories: categories,
    Editable: can(p, Permission.termReportWrite),
  };
}

/** The parents' words of one category (≤ 1000); 409 when someone saved since the writer's copy. */
export async function saveParentMessage(db: Db, p: Principal, body: TParentMessageRequest) {
  return db.transaction(async (tx) => {
    const { child, cycle } = await writeTarget(tx, p, body.StudentId, body.CycleId);
    const bank = await questionBankRepository(tx, p.schoolId).findBank(body.CateId);
    if (!bank) throw AppError.notFound();
    if (!bankFits(bank.typeId, isBaby(child))) throw AppError.badRequest(M.categoryRequired);
    const repo = termReportRepository(tx, p.schoolId);
    const now = (await repo.parentMessages(child.id, cycle.id)).find((m) => m.bankId === bank.id);
    refuseStale(now, body.UpdatedAt, M.changedMeanwhile);
    const updatedAt = await repo.setParentMessage(
      { studentId: child.id, cycleId: cycle.id, bankId: bank.id },
      body.Content,
      p.userId,
    );
    return { UpdatedAt: updatedAt.toISOString() };
  });
}
