import { RATE_MAX, type TBankAverage, type TChildResults, type TClassResults, YesNo } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { parentAnswers } from './parent-answers';
import { questionnaireRepository } from './questionnaire.repository';
import { classTermAndBanks } from './questionnaire.service';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One result of answered values (0: unanswered, left out): the mean of the stars, or for a
 * yes/no bank the share of 是. Null when nothing was answered.
 */
export function bankAverage(values: number[], nursery: boolean): number | null {
  const answered = values.filter((v) => v > 0);
  if (answered.length === 0) return null;
  const points = nursery ? answered.map((v) => (v === YesNo.yes ? 1 : 0)) : answered;
  return round2(points.reduce((a, b) => a + b, 0) / points.length);
}

/** The mean of the children's averages that exist; each child counts once. */
function meanOf(averages: (number | null)[]) {
  const present = averages.filter((a): a is number => a !== null);
  return present.length ? round2(present.reduce((a, b) => a + b, 0) / present.length) : null;
}

/** A class's children × banks, each child's average per bank and the class's, in a term. */
export async function classResults(
  db: Db,
  p: Principal,
  q: { ClassId: number; CycleId: number },
): Promise<TClassResults> {
  const { klass, cycles, cycle, nursery, banks } = await classTermAndBanks(db, p, q);
  const repo = questionnaireRepository(db, p.schoolId);
  const children = await repo.classStudents(klass.id);
  const answers = await repo.answersOfStudents(
    children.map((c) => c.Id),
    cycle.id,
  );
  const items = await repo.itemsOf(answers.map((a) => a.id));
  const valuesOf = (studentId: number, bankId: number) => {
    const answer = answers.find((a) => a.studentId === studentId && a.bankId === bankId);
    return answer ? items.filter((i) => i.answerId === answer.id).map((i) => i.value) : [];
  };

  const students = children.map((child) => ({
    Id: child.Id,
    Name: child.Name,
    Gender: child.Gender,
    Photo: child.Photo,
    Averages: banks.map(
      (b): TBankAverage => ({ CateId: b.Id, Average: bankAverage(valuesOf(child.Id, b.Id), nursery) }),
    ),
  }));
  return {
    ClassId: klass.id,
    ClassName: klass.name,
    IsBaby: nursery,
    CycleId: cycle.id,
    CycleName: cycle.name,
    Cycles: cycles.map((c) => ({ Id: c.id, Name: c.name, IsOpen: c.isOpen })),
    Categories: banks.map((b) => ({ Id: b.Id, Name: b.Name, IsBaby: nursery, Max: nursery ? 1 : RATE_MAX })),
    Students: students,
    ClassAverages: banks.map((b, i) => {
      const averages = students.map((s) => s.Averages[i]!.Average);
      return {
        CateId: b.Id,
        Average: meanOf(averages),
        Answered: averages.filter((a) => a !== null).length,
      };
    }),
  };
}

/**
 * A child's answers by bank and question, this term beside the previous one: the parent
 * handbook's comparison (GetParentAnswers), with each bank's average for both terms.
 */
export async function childResults(
  db: Db,
  p: Principal,
  q: { CycleId: number; StudentId: number },
): Promise<TChildResults> {
  const { Categories, ...child } = await parentAnswers(db, p, q);
  return {
    ...child,
    Categories: Categories.map((c) => ({
      CateId: c.CateId,
      CateName: c.CateName,
      IsBaby: c.IsBaby,
      Max: c.Max,
      Content: c.Content,
      Average: bankAverage(
        c.Content.map((i) => i.Value),
        c.IsBaby,
      ),
      PreviousAverage: bankAverage(
        c.Content.map((i) => i.PreviousValue),
        c.IsBaby,
      ),
    })),
  };
}
