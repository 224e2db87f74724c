import { BankType, RATE_MAX, type TParentAnswerCategory, type TParentAnswers, YesNo } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { questionBankRepository } from '../question-bank/question-bank.repository';
import { questionnaireRepository } from './questionnaire.repository';
import { termOf, visibleStudent } from './questionnaire.service';

type TItem = { questionId: number | null; question: string; value: number };

/** A value as a chart reads it: stars as they are; 是 1 and 否 0 for a yes/no question. */
const chartValue = (nursery: boolean, value: number) => (nursery ? (value === YesNo.yes ? 1 : 0) : value);

/** The previous term's value of the same question: by id, or by text once the id is gone. */
function previousValue(item: TItem, previous: TItem[]) {
  const match =
    (item.questionId !== null && previous.find((p) => p.questionId === item.questionId)) ||
    previous.find((p) => p.question === item.question);
  return match ? match.value : 0;
}

/**
 * Each bank a child was rated in this term, its items with this term's and the previous
 * term's values, and the series the parent handbook's comparison charts draw.
 */
export async function parentAnswers(
  db: Db,
  p: Principal,
  q: { CycleId: number; StudentId: number },
): Promise<TParentAnswers> {
  const student = await visibleStudent(db, p, q.StudentId);
  const cycle = await termOf(db, p, q.CycleId);
  const repo = questionnaireRepository(db, p.schoolId);
  const previous = await repo.previousCycle(cycle);
  const answers = await repo.answersOfStudent(student.id, previous ? [cycle.id, previous.id] : [cycle.id]);
  const items = await repo.itemsOf(answers.map((a) => a.id));
  const itemsOf = (answerId?: number) => items.filter((i) => i.answerId === answerId);

  const banks = await questionBankRepository(db, p.schoolId).banks();
  const categories: TParentAnswerCategory[] = [];
  for (const bank of banks) {
    const now = answers.find((a) => a.bankId === bank.Id && a.cycleId === cycle.id);
    if (!now) continue;
    const before = previous && answers.find((a) => a.bankId === bank.Id && a.cycleId === previous.id);
    const nursery = bank.TypeId === BankType.nursery;
    const previousItems = itemsOf(before ? before.id : undefined);
    const content = itemsOf(now.id).map((item) => ({
      Name: item.question,
      Value: item.value,
      PreviousValue: previousValue(item, previousItems),
    }));
    const series = [
      ...(before && previous
        ? [{ name: previous.name, data: content.map((c) => chartValue(nursery, c.PreviousValue)) }]
        : []),
      { name: cycle.name, data: content.map((c) => chartValue(nursery, c.Value)) },
    ];
    categories.push({
      CateId: bank.Id,
      CateName: bank.Name,
      IsBaby: nursery,
      Max: nursery ? 1 : RATE_MAX,
      Content: content,
      Legend_data: series.map((s) => s.name),
      Xaxis_data: content.map((c) => c.Name),
      Series: series,
    });
  }
  return {
    StudentId: student.id,
    StudentName: student.name,
    CycleId: cycle.id,
    CycleName: cycle.name,
    PreviousCycleId: previous?.id ?? null,
    PreviousCycleName: previous?.name ?? null,
    Categories: categories,
  };
}
