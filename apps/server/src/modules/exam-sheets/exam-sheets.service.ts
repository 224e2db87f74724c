import {
  EXAM_FIELD_CHECKS,
  EXAM_FIELDS,
  EXAM_FLAG_NAMES,
  EXAM_FLAGS,
  EXAM_SHEET_COLUMNS,
  EXAM_SHEET_FILE_NAME,
  EXAM_VISION_LINE,
  evaluateExam,
  IMPORT_MESSAGES,
  importText,
  isValidExamDate,
  EXAM_SHEET_MESSAGES as M,
  type TExamEntry,
  type TExamEvaluation,
  type TExamFlag,
  type TExamFollowUpRow,
  type TExamImportRequest,
  type TExamMeasures,
  type TExamSheet,
  type TExamSheetQuery,
  type TExamStatsRow,
  type TExamValues,
  type TImportRowError,
  type TSaveExamSheet,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import { newWorkbook } from '../../lib/excel';
import type { Principal } from '../../lib/principal';
import { cellDate, cellText, readRows } from '../imports/workbook';
import { examMeasures } from '../physical-exams/physical-exams.service';
import { callerStructure, schoolStructure } from '../school-structure/school-structure.repository';
import type { FileStore } from '../uploads/file-store';
import { readExcel } from '../uploads/uploads.service';
import {
  examSheetsRepository,
  type TExamRow,
  type TExamWrite,
  type TSheetChild,
} from './exam-sheets.repository';

type TTerm = Awaited<ReturnType<ReturnType<typeof schoolStructure>['termsWithYears']>>[number];

/** The chosen term: its id, else (0) the open term, else the newest; 404 for another school's. */
async function termOf(db: DbOrTx, p: Principal, termId: number) {
  const terms = await schoolStructure(db, p.schoolId).termsWithYears();
  const term = termId ? terms.find((t) => t.Id === termId) : (terms.find((t) => t.IsOpen) ?? terms[0]);
  if (!term) {
    if (termId) throw AppError.notFound();
    throw AppError.badRequest(M.noTerm);
  }
  return { term, terms };
}

function presentExam(row: TExamRow): TExamValues {
  return { Id: row.id, ...examMeasures(row) };
}

/**
 * The term's exam of each child evaluated against their previous exam (the latest one dated
 * before it). One query for the term's exams and their history.
 */
async function evaluated(db: DbOrTx, p: Principal, children: TSheetChild[], term: TTerm) {
  const repo = examSheetsRepository(db, p.schoolId);
  const ids = children.map((c) => c.id);
  const history = await repo.examsUntil(ids, term.EndDate);
  const byChild = new Map<number, TExamRow[]>();
  for (const row of history) byChild.set(row.studentId, [...(byChild.get(row.studentId) ?? []), row]);
  const result = new Map<number, { exam: TExamValues; evaluation: TExamEvaluation }>();
  for (const child of children) {
    const rows = byChild.get(child.id) ?? [];
    const exam = rows.find((r) => r.examDate >= term.StartDate);
    if (!exam) continue;
    const previous = rows.find((r) => r.examDate < exam.examDate);
    const values = presentExam(exam);
    result.set(child.id, {
      exam: values,
      evaluation: evaluateExam(
        { sexType: child.gender, birthday: child.birthday },
        values,
        previous ? presentExam(previous) : null,
        EXAM_VISION_LINE,
      ),
    });
  }
  return result;
}

/** The sheet of a class in a term: each child with the term's exam and its evaluation. */
export async function sheet(db: Db, p: Principal, q: TExamSheetQuery): Promise<TExamSheet> {
  const { term, terms } = await termOf(db, p, q.TermId);
  const caller = callerStructure(db, p);
  const repo = examSheetsRepository(db, p.schoolId);
  const classes = await caller.classesOfYear(term.StudyYearId, await caller.visibleClassIds());
  // The asked class (404 when not the caller's), else the first of the term's year.
  const asked = q.ClassId ? await caller.requireClass(q.ClassId) : null;
  const klass = asked ? { id: asked.id, name: asked.name } : classes[0];
  const today = schoolToday(p.timeZone);
  const ofYear = await repo.children(classes.map((c) => c.id));
  const examined = await repo.termExams(
    ofYear.map((c) => c.id),
    term.StartDate,
    term.EndDate,
  );
  const base = {
    Terms: terms,
    TermId: term.Id,
    StudyYearId: term.StudyYearId,
    Classes: classes.map((c) => {
      const kids = ofYear.filter((k) => k.classId === c.id);
      return {
        ClassId: c.id,
        ClassName: c.name,
        Children: kids.length,
        Examined: kids.filter((k) => examined.has(k.id)).length,
      };
    }),
    Today: today,
    // today, kept within the term (the middle of the three days)
    DefaultDate: [term.StartDate, today, term.EndDate].sort()[1]!,
    VisionLine: EXAM_VISION_LINE,
  };
  if (!klass) return { ...base, ClassId: 0, ClassName: '', Rows: [] };
  const children = await repo.children([klass.id]);
  const exams = await evaluated(db, p, children, term);
  return {
    ...base,
    ClassId: klass.id,
    ClassName: klass.name,
    Rows: children.map((c) => ({
      StudentId: c.id,
      Name: c.name,
      StudentNo: c.studentNo ?? '',
      SexType: c.gender,
      Birthday: c.birthday,
      Exam: exams.get(c.id)?.exam ?? null,
      Evaluation: exams.get(c.id)?.evaluation ?? null,
    })),
  };
}

const toWrite = (e: TExamEntry): TExamWrite => ({
  examDate: e.Time,
  height: e.Height,
  weight: e.Weight,
  visionLeft: e.VisionLeft,
  visionRight: e.VisionRight,
  hearingLeft: e.HearingLeft,
  hearingRight: e.HearingRight,
  tooth: e.Tooth,
  hemoglobin: e.Hemoglobin,
});

/** The date rule of an exam: a valid day, not after today, within the term; else its message. */
function dateProblem(time: string, term: TTerm, today: string): string | null {
  if (!isValidExamDate(time)) return M.timeRequired;
  if (time > today) return M.timeFuture;
  if (time < term.StartDate || time > term.EndDate) return M.timeOutsideTerm;
  return null;
}

/** Writes the rows (one exam per child and term) inside the caller's transaction. */
async function writeRows(tx: DbOrTx, p: Principal, childIds: number[], term: TTerm, rows: TExamEntry[]) {
  const repo = examSheetsRepository(tx, p.schoolId);
  const existing = await repo.termExams(childIds, term.StartDate, term.EndDate);
  for (const row of rows) await repo.upsert(row.StudentId, existing.get(row.StudentId)?.id, toWrite(row));
}

/**
 * Saves the entered rows of a class's sheet in one transaction: every child must be of the
 * class (else 404, like another school's child), once; every date within the term and not
 * after today. A child's exam of the term is overwritten, never doubled.
 */
export async function saveSheet(db: Db, p: Principal, body: TSaveExamSheet) {
  return db.transaction(async (tx) => {
    const { term } = await termOf(tx, p, body.TermId);
    const klass = await callerStructure(tx, p).requireClass(body.ClassId);
    const children = await examSheetsRepository(tx, p.schoolId).children([klass.id]);
    const inClass = new Set(children.map((c) => c.id));
    const seen = new Set<number>();
    const today = schoolToday(p.timeZone);
    for (const row of body.Rows) {
      if (!inClass.has(row.StudentId)) throw AppError.notFound();
      if (seen.has(row.StudentId)) throw AppError.badRequest(M.duplicateStudent);
      seen.add(row.StudentId);
      const problem = dateProblem(row.Time, term, today);
      if (problem) throw AppError.badRequest(problem);
    }
    await writeRows(tx, p, [...inClass], term, body.Rows);
    return { Count: body.Rows.length };
  });
}

/** 需关注: the children of a class (0: every class one may see) whose term exam raises a flag. */
export async function followUp(db: Db, p: Principal, q: { TermId: number; ClassId: number }) {
  const { term } = await termOf(db, p, q.TermId);
  const caller = callerStructure(db, p);
  const repo = examSheetsRepository(db, p.schoolId);
  const classIds = q.ClassId
    ? [(await caller.requireClass(q.ClassId)).id]
    : (await caller.classesOfYear(term.StudyYearId, await caller.visibleClassIds())).map((c) => c.id);
  const children = await repo.children(classIds);
  const exams = await evaluated(db, p, children, term);
  const rows: TExamFollowUpRow[] = [];
  for (const c of children) {
    const e = exams.get(c.id);
    if (!e || e.evaluation.Flags.length === 0) continue;
    rows.push({
      StudentId: c.id,
      Name: c.name,
      ClassId: c.classId,
      ClassName: c.className,
      SexType: c.gender,
      Exam: e.exam,
      Evaluation: e.evaluation,
    });
  }
  return { TermId: term.Id, Rows: rows };
}

const avg = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

/** L12: by class (of the term's year, those one may see) and sex: counts, averages, flags. */
export async function statistics(db: Db, p: Principal, q: { TermId: number }) {
  const { term } = await termOf(db, p, q.TermId);
  const repo = examSheetsRepository(db, p.schoolId);
  const caller = callerStructure(db, p);
  const classes = await caller.classesOfYear(term.StudyYearId, await caller.visibleClassIds());
  const children = await repo.children(classes.map((c) => c.id));
  const exams = await evaluated(db, p, children, term);
  const rows: TExamStatsRow[] = [];
  for (const klass of classes) {
    for (const sexType of [1, 2]) {
      const group = children.filter((c) => c.classId === klass.id && c.gender === sexType);
      const examined = group.flatMap((c) => {
        const e = exams.get(c.id);
        return e ? [e] : [];
      });
      const flags = Object.fromEntries(EXAM_FLAGS.map((f) => [f, 0])) as Record<TExamFlag, number>;
      for (const e of examined) for (const f of e.evaluation.Flags) flags[f] += 1;
      rows.push({
        ClassId: klass.id,
        ClassName: klass.name,
        SexType: sexType,
        Children: group.length,
        Examined: examined.length,
        AvgHeight: avg(examined.map((e) => Number(e.exam.Height)).filter((n) => n > 0)),
        AvgWeight: avg(examined.map((e) => Number(e.exam.Weight)).filter((n) => n > 0)),
        Flags: flags,
      });
    }
  }
  return { TermId: term.Id, Rows: rows };
}

// ── Excel ────────────────────────────────────────────────────────────────────────────

const C = EXAM_SHEET_COLUMNS;
type TColumn = keyof typeof C;
const FIELD_OF: Record<Exclude<TColumn, 'name' | 'studentNo' | 'time'>, (typeof EXAM_FIELDS)[number]> = {
  height: 'Height',
  weight: 'Weight',
  visionLeft: 'VisionLeft',
  visionRight: 'VisionRight',
  hearingLeft: 'HearingLeft',
  hearingRight: 'HearingRight',
  tooth: 'Tooth',
  hemoglobin: 'Hemoglobin',
};

/** The class's sheet of a term as .xlsx: one row per child, the flags in a last column. */
export async function exportSheet(db: Db, p: Principal, q: { TermId: number; ClassId: number }) {
  const data = await sheet(db, p, q);
  const book = await newWorkbook();
  const ws = book.addWorksheet('体检表', { views: [{ state: 'frozen', ySplit: 1, activeCell: 'A2' }] });
  const headers = [...Object.values(C), 'BMI', '需关注'];
  ws.columns = headers.map((_header, i) => ({
    key: String(i),
    width: i === 0 ? 12 : i === headers.length - 1 ? 24 : 12,
  }));
  const header = ws.getRow(1);
  header.values = headers;
  header.font = { bold: true };
  for (const row of data.Rows) {
    const e = row.Exam;
    ws.addRow([
      row.Name,
      row.StudentNo,
      e?.Time ?? '',
      e?.Height ?? '',
      e?.Weight ?? '',
      e?.VisionLeft ?? '',
      e?.VisionRight ?? '',
      e?.HearingLeft ?? '',
      e?.HearingRight ?? '',
      e?.Tooth ?? '',
      e?.Hemoglobin ?? '',
      row.Evaluation?.Bmi ?? '',
      row.Evaluation?.Flags.map((f) => EXAM_FLAG_NAMES[f]).join('、') ?? '',
    ]);
  }
  // Text cells, so 5.0 keeps its zero and a 学号 its digits.
  for (let col = 2; col <= 11; col += 1) ws.getColumn(col).numFmt = '@';
  return {
    name: EXAM_SHEET_FILE_NAME.replace('{class}', data.ClassName),
    data: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

type TDeps = { db: Db; store: FileStore };

/**
 * A class's exams of a term from Excel, every row or none: each child found by 学号 when given,
 * else by name within the class; every measurement checked as on screen; empty rows (a name
 * with no measurement) are left out. Wrong rows come back with their reasons.
 */
export async function importSheet(
  deps: TDeps,
  p: Principal,
  req: TExamImportRequest,
): Promise<{ count: number } | { errors: TImportRowError[] }> {
  const { term } = await termOf(deps.db, p, req.TermId);
  const klass = await callerStructure(deps.db, p).requireClass(req.ClassId);
  const file = await readExcel(deps.db, deps.store, p.schoolId, req.fileName, IMPORT_MESSAGES.fileMissing);
  const rows = await readRows(file, { ...C }, ['name']);
  const children = await examSheetsRepository(deps.db, p.schoolId).children([klass.id]);
  const today = schoolToday(p.timeZone);
  const entries: TExamEntry[] = [];
  const errors: TImportRowError[] = [];
  const firstRow = new Map<number, number>();
  for (const sheetRow of rows) {
    const text = (key: TColumn) => cellText(sheetRow.cells[key] ?? null);
    const values = Object.fromEntries(
      Object.entries(FIELD_OF).map(([key, field]) => [field, text(key as TColumn)]),
    ) as Record<(typeof EXAM_FIELDS)[number], string>;
    if (Object.values(values).every((v) => v === '')) continue;
    const reasons: string[] = [];
    const name = text('name');
    const no = text('studentNo');
    const matches = no ? children.filter((c) => c.studentNo === no) : children.filter((c) => c.name === name);
    let child: TSheetChild | undefined;
    if (matches.length === 1) child = matches[0];
    else if (matches.length > 1) reasons.push(importText(M.importAmbiguous, { name }));
    else reasons.push(importText(M.importUnknownChild, { name: name || no }));
    const rawDate = sheetRow.cells.time ?? null;
    const time = cellText(rawDate) === '' ? today : (cellDate(rawDate) ?? cellText(rawDate));
    const problem = dateProblem(time, term, today);
    if (problem) reasons.push(problem);
    for (const field of EXAM_FIELDS) {
      const v = values[field];
      if (v !== '' && !EXAM_FIELD_CHECKS[field].valid(v)) reasons.push(EXAM_FIELD_CHECKS[field].message);
    }
    if (values.Height === '' || values.Weight === '') reasons.push(M.heightWeightRequired);
    if (child) {
      const earlier = firstRow.get(child.id);
      if (earlier !== undefined) reasons.push(importText(M.importDuplicate, { row: earlier }));
      else firstRow.set(child.id, sheetRow.row);
    }
    if (reasons.length || !child) {
      errors.push({ Row: sheetRow.row, Reason: [...new Set(reasons)].join('；') });
      continue;
    }
    entries.push({ StudentId: child.id, Time: time, ...values });
  }
  if (errors.length) return { errors };
  if (entries.length === 0) throw AppError.badRequest(IMPORT_MESSAGES.empty);
  await deps.db.transaction((tx) =>
    writeRows(
      tx,
      p,
      children.map((c) => c.id),
      term,
      entries,
    ),
  );
  return { count: entries.length };
}

export type { TExamMeasures };
