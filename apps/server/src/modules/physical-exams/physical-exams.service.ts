import {
  AnswerItemType,
  PHYSICAL_EXAM_MESSAGES as M,
  PHYSICAL_FIELDS,
  PhysicalSource,
  type TAddStudentPhysicalRequest,
  type TAnswerItem,
  type TMedicalItem,
  type TStudentPhysical,
  ZItemsAnswer,
  ZMedicalContent,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { physicalExamsRepository, type TExamRow, type TPhysicalRecordRow } from './physical-exams.repository';

type TField = (typeof PHYSICAL_FIELDS)[number];
type TValues = Record<TField, string>;
const isField = (type: string): type is TField => (PHYSICAL_FIELDS as readonly string[]).includes(type);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A child of the caller's school and, for a teacher, of their classes; else 404. */
async function visibleStudent(db: DbOrTx, p: Principal, studentId: number) {
  return callerStructure(db, p).requireChild(studentId, { includeLeft: true });
}

/** An exam's measures as every wire shape names them (the growth record's page, 体检管理's sheet). */
export function examMeasures(row: TExamRow): Omit<TStudentPhysical, 'Source'> {
  return {
    Time: row.examDate,
    Height: row.height,
    Weight: row.weight,
    VisionLeft: row.visionLeft,
    VisionRight: row.visionRight,
    HearingLeft: row.hearingLeft,
    HearingRight: row.hearingRight,
    Tooth: row.tooth,
    Hemoglobin: row.hemoglobin,
  };
}

/** The wire shape of an exam (the one place a row becomes ZStudentPhysical). */
function presentExam(row: TExamRow): TStudentPhysical {
  return { ...examMeasures(row), Source: PhysicalSource.exam };
}

/** The items a record answers, in order: a group (视力, 听力) stands for its children. */
function leavesOf(content: unknown): TMedicalItem[] {
  const parsed = ZMedicalContent.safeParse(content);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) =>
    item.children?.length
      ? item.children.map((child) => ({ ...child, isOpen: item.isOpen && child.isOpen }))
      : [item],
  );
}

/** Which medical item each physical answer item answers: by position, else by its title. */
function pairItems(items: TAnswerItem[], leaves: TMedicalItem[]): [TAnswerItem, TMedicalItem | undefined][] {
  const open = leaves.filter((leaf) => leaf.isOpen);
  if (items.length === leaves.length) return items.map((item, i) => [item, leaves[i]]);
  if (items.length === open.length) return items.map((item, i) => [item, open[i]]);
  return items.map((item) => [item, leaves.find((leaf) => leaf.title === item.Describe.trim())]);
}

/**
 * The exam values a finished 体检记录 page holds, by the field each medical item names
 * (`type`, F45); a radio item's 1/0 becomes its label (正常/异常). Null when none is found.
 */
function presentRecord(row: TPhysicalRecordRow, timeZone: string): TStudentPhysical | null {
  const answer = ZItemsAnswer.safeParse(row.answer);
  if (!answer.success) return null;
  const physical = answer.data.List.filter((i) => i.Type === AnswerItemType.physical);
  const values = Object.fromEntries(PHYSICAL_FIELDS.map((f) => [f, ''])) as TValues;
  let found = false;
  for (const [item, leaf] of pairItems(physical, leavesOf(row.content))) {
    const raw = item.Value.trim();
    if (!leaf || !raw || !isField(leaf.type) || values[leaf.type]) continue;
    const label =
      leaf.topicType === 'radio' ? leaf.answerList.find((a) => String(a.value) === raw)?.label : null;
    values[leaf.type] = label ?? raw;
    found = true;
  }
  if (!found) return null;
  // The page's own date when it has one, else the day it was last saved.
  const dated = answer.data.List.find((i) => i.Type === AnswerItemType.time && DATE.test(i.Content.trim()));
  const time = dated?.Content.trim() ?? schoolToday(timeZone, row.updatedAt);
  return { Time: time, ...values, Source: PhysicalSource.record };
}

/**
 * G33: what a child's 体检记录 page starts from: the latest exam of the health check, else
 * the values of the child's last finished 体检记录 page, else null.
 */
export async function getStudentPhysical(
  db: Db,
  p: Principal,
  studentId: number,
): Promise<TStudentPhysical | null> {
  const student = await visibleStudent(db, p, studentId);
  const repo = physicalExamsRepository(db, p.schoolId);
  const exam = await repo.latestExam(student.id);
  if (exam) return presentExam(exam);
  for (const record of await repo.finishedPhysicalRecords(student.id)) {
    const values = presentRecord(record, p.timeZone);
    if (values) return values;
  }
  return null;
}

/** G33: records one exam of a child of the school, entered by the health staff. */
export async function addStudentPhysical(db: Db, p: Principal, form: TAddStudentPhysicalRequest) {
  return db.transaction(async (tx) => {
    const student = await visibleStudent(tx, p, form.StudentId);
    if (form.Time > schoolToday(p.timeZone)) throw AppError.badRequest(M.timeFuture);
    const id = await physicalExamsRepository(tx, p.schoolId).insertExam({
      studentId: student.id,
      examDate: form.Time,
      height: form.Height,
      weight: form.Weight,
      visionLeft: form.VisionLeft,
      visionRight: form.VisionRight,
      hearingLeft: form.HearingLeft,
      hearingRight: form.HearingRight,
      tooth: form.Tooth,
      hemoglobin: form.Hemoglobin,
    });
    return { Id: id };
  });
}
