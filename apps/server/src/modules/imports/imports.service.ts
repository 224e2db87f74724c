import {
  BankType,
  babyLevelFor,
  EXPORT_CLASS_COLUMN,
  Gender,
  GROWTH_TEMPLATE_MESSAGES,
  IMPORT_FILE_NAMES,
  IMPORT_MESSAGES,
  THEME_CONTENT_MESSAGES,
  THEME_IMPORT_FILE_NAMES,
  type TImportClassRequest,
  type TImportKind,
  type TImportQuestionRequest,
  type TImportRowError,
  type TImportStudentRequest,
  type TImportTeacherRequest,
  type TImportThemeQuestionRequest,
  WHOLE_SCHOOL_CLASS,
  type ZGrowthImportRequest,
} from '@kg/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { refuseDuplicate } from '../../lib/unique-violation';
import { growthObservationsRepository } from '../growth-observations/growth-observations.repository';
import {
  logSheetModule,
  questionModule,
  writePoints,
  writeQuestions,
} from '../growth-observations/growth-observations.service';
import { pointKey } from '../growth-observations/log-sheet';
import { questionBankRepository } from '../question-bank/question-bank.repository';
import { bankByName } from '../question-bank/question-bank.service';
import { callerStructure, schoolStructure } from '../school-structure/school-structure.repository';
import { guardiansOfRow, toStored } from '../students/guardians';
import { themeContentRepository } from '../themes/theme-content.repository';
import { importTarget } from '../themes/theme-content.service';
import type { FileStore } from '../uploads/file-store';
import { readExcel } from '../uploads/uploads.service';
import { GROWTH_IMPORT_TEMPLATE_NAMES, type TSheetKind } from './growth-kinds';
import { importsRepository } from './imports.repository';
import {
  checkClasses,
  checkGrowthQuestions,
  checkObservations,
  checkQuestions,
  checkStudents,
  checkTeachers,
  checkThemeQuestions,
  type TChecked,
  themeQuestionKey,
} from './rows';
import { exportWorkbook, readSpec, templateWorkbook } from './sheets';
import { readRows, type TSheetRow } from './workbook';

/** Written N rows, or refused with every wrong row and nothing written. */
export type TImportOutcome = { count: number } | { errors: TImportRowError[] };

type TDeps = { db: Db; store: FileStore };

/** The school's today (its time zone), not the server's UTC date. */
const today = (p: Principal) => schoolToday(p.timeZone);

/** The rows of an uploaded file of the caller's school, read by the kind's headers. */
async function sheetRows(
  deps: TDeps,
  p: Principal,
  fileName: string,
  kind: TSheetKind,
): Promise<TSheetRow[]> {
  const file = await readExcel(deps.db, deps.store, p.schoolId, fileName, IMPORT_MESSAGES.fileMissing);
  const spec = readSpec(kind);
  const rows = await readRows(file, spec.headers, spec.required, spec.isExample);
  if (rows.length === 0) throw AppError.badRequest(IMPORT_MESSAGES.empty);
  return rows;
}

/** All-or-nothing: the write runs only when no row is wrong, in one transaction. */
async function writeAll<T>(
  db: Db,
  checked: TChecked<T>,
  write: (tx: DbOrTx, records: T[]) => Promise<void>,
): Promise<TImportOutcome> {
  if (checked.errors.length) return { errors: checked.errors };
  await db.transaction((tx) => write(tx, checked.records));
  return { count: checked.records.length };
}

/** A class the caller may work with: this school's, and one of a teacher's own; else 404. */
async function requireClass(db: DbOrTx, p: Principal, classId: number) {
  return callerStructure(db, p).requireClass(classId);
}

/**
 * Children into one class (C11). Nursery status follows the class as in the child form
 * (students.service): a 托班 class makes them IsBaby with the age level of their birthday.
 */
export async function importStudents(
  deps: TDeps,
  p: Principal,
  req: TImportStudentRequest,
): Promise<TImportOutcome> {
  const klass = await requireClass(deps.db, p, req.ClassId);
  const rows = await sheetRows(deps, p, req.fileName, 'student');
  const existing = await importsRepository(deps.db, p.schoolId).studentKeys(klass.id);
  const studentNos = await importsRepository(deps.db, p.schoolId).studentNos();
  const on = today(p);
  const checked = checkStudents(rows, {
    today: on,
    exists: (name, birthday) => existing.has(`${name}|${birthday}`),
    studentNoTaken: (no) => studentNos.has(no),
  });
  const isBaby = klass.gradeLevel === 0;
  // The unique index answers a 学号 another request has just taken.
  return refuseDuplicate(IMPORT_MESSAGES.studentNoTaken, () =>
    writeAll(deps.db, checked, async (tx, records) => {
      // Checked again inside the transaction: another import may have just added the same child.
      const now = await importsRepository(tx, p.schoolId).studentKeys(klass.id);
      if (records.some((r) => now.has(`${r.name}|${r.birthday}`)))
        throw AppError.badRequest(IMPORT_MESSAGES.studentExists);
      await importsRepository(tx, p.schoolId).insertStudents(
        records.map((r) => ({
          ...r,
          guardians: toStored(r.guardians),
          classId: klass.id,
          isBaby,
          babyLevel: isBaby ? babyLevelFor(r.birthday, on) : null,
        })),
      );
    }),
  );
}

/** Teachers of the school (C11); a phone belongs to one teacher only. */
export async function importTeachers(
  deps: TDeps,
  p: Principal,
  req: TImportTeacherRequest,
): Promise<TImportOutcome> {
  const rows = await sheetRows(deps, p, req.fileName, 'teacher');
  const phones = await importsRepository(deps.db, p.schoolId).teacherPhones();
  const checked = checkTeachers(rows, { phoneTaken: (phone) => phones.has(phone) });
  return writeAll(deps.db, checked, (tx, records) =>
    importsRepository(tx, p.schoolId).insertTeachers(records),
  );
}

/** Classes of a study year (C11); grades by name; names unique within the year. */
export async function importClasses(
  deps: TDeps,
  p: Principal,
  req: TImportClassRequest,
): Promise<TImportOutcome> {
  const repo = importsRepository(deps.db, p.schoolId);
  const year = await schoolStructure(deps.db, p.schoolId).studyYear(req.StudyYearId);
  if (!year) throw AppError.notFound();
  const rows = await sheetRows(deps, p, req.fileName, 'class');
  const grades = await repo.gradesOf(year.id);
  const names = await repo.classNames(year.id);
  const checked = checkClasses(rows, { grades, nameTaken: (name) => names.has(name) });
  return writeAll(deps.db, checked, async (tx, records) => {
    const txRepo = importsRepository(tx, p.schoolId);
    // New classes without a sort go after every class, including those the file numbers itself.
    let next = Math.max(await txRepo.maxClassSort(), ...records.map((r) => r.sort ?? 0));
    await txRepo.insertClasses(
      records.map((r) => ({
        studyYearId: year.id,
        gradeId: r.gradeId,
        name: r.name,
        sort: r.sort ?? ++next,
      })),
    );
  });
}

/**
 * Process questions into the bank named `OtherName` (D13-D16): all rows or none; a row that
 * repeats a question of the same scope, in the file or in the bank, is refused by number.
 */
export async function importQuestions(
  deps: TDeps,
  p: Principal,
  req: TImportQuestionRequest,
): Promise<TImportOutcome> {
  const bank = await bankByName(deps.db, p, req.OtherName);
  const rows = await sheetRows(deps, p, req.fileName, 'question');
  const keyOf = (gradeName: string, question: string) => `${gradeName}|${question}`;
  const keys = async (db: DbOrTx) =>
    new Set(
      (await questionBankRepository(db, p.schoolId).questionsOf(bank.id)).map((q) =>
        keyOf(q.gradeName, q.question),
      ),
    );
  const existing = await keys(deps.db);
  const checked = checkQuestions(rows, {
    nursery: bank.typeId === BankType.nursery,
    exists: (gradeName, question) => existing.has(keyOf(gradeName, question)),
  });
  const write = () =>
    writeAll(deps.db, checked, async (tx, records) => {
      // Checked again inside the transaction: someone may have just added the same question.
      const now = await keys(tx);
      if (records.some((r) => now.has(keyOf(r.gradeName, r.question))))
        throw AppError.badRequest(IMPORT_MESSAGES.questionExists);
      const repo = questionBankRepository(tx, p.schoolId);
      // Rows without a sort go after every question, including those the file numbers itself.
      let next = Math.max(await repo.maxQuestionOrder(bank.id), ...records.map((r) => r.sort ?? 0));
      await repo.insertQuestions(
        records.map((r) => ({
          bankId: bank.id,
          gradeName: r.gradeName,
          question: r.question,
          orderSort: r.sort ?? ++next,
        })),
      );
    });
  return refuseDuplicate(IMPORT_MESSAGES.questionExists, write);
}

export type TGrowthImportRequest = z.infer<typeof ZGrowthImportRequest>;

/**
 * Observation points into the log sheet of module `tempDetailId` of template `tempId` (F42):
 * all rows or none; a point already in the sheet or twice in the file is refused by row.
 */
export async function importObservations(
  deps: TDeps,
  p: Principal,
  req: TGrowthImportRequest,
): Promise<TImportOutcome> {
  const target = await logSheetModule(deps.db, p, req.tempDetailId, req.tempId);
  const rows = await sheetRows(deps, p, req.fileName, 'observation');
  const existing = new Set(
    (await growthObservationsRepository(deps.db, p.schoolId).points(target.id)).map(pointKey),
  );
  const checked = checkObservations(rows, { exists: (r) => existing.has(pointKey(r)) });
  // writePoints checks again inside the transaction (and the sheet's size limit).
  return refuseDuplicate(GROWTH_TEMPLATE_MESSAGES.pointExists, () =>
    writeAll(deps.db, checked, async (tx, records) => {
      await writePoints(tx, p, target.id, records);
    }),
  );
}

/** Growth questions into type 12 module `tempDetailId` of template `tempId` (F42). */
export async function importGrowthQuestions(
  deps: TDeps,
  p: Principal,
  req: TGrowthImportRequest,
): Promise<TImportOutcome> {
  const target = await questionModule(deps.db, p, req.tempDetailId, req.tempId);
  const rows = await sheetRows(deps, p, req.fileName, 'growth-question');
  const existing = await growthObservationsRepository(deps.db, p.schoolId).questionNames(target.id);
  const checked = checkGrowthQuestions(rows, { exists: (name) => existing.has(name) });
  return refuseDuplicate(GROWTH_TEMPLATE_MESSAGES.questionExists, () =>
    writeAll(deps.db, checked, async (tx, records) => {
      await writeQuestions(tx, p, target.id, records);
    }),
  );
}

/**
 * Questions into entry `eval_ThemeDetailId` of theme `themeId` (E15): all rows or none, the
 * question dialog's rules by row; a keyword and description already in the entry or twice in
 * the file is refused by row. A theme a child is scored in refuses it (DECISIONS 44).
 */
export async function importThemeQuestions(
  deps: TDeps,
  p: Principal,
  req: TImportThemeQuestionRequest,
): Promise<TImportOutcome> {
  const target = await importTarget(deps.db, p, req.themeId, req.eval_ThemeDetailId);
  const rows = await sheetRows(deps, p, req.fileName, 'theme-question');
  const questionsOf = async (db: DbOrTx) =>
    themeContentRepository(db, p.schoolId).entryQuestions(target.theme.id, target.entry.Id);
  const existing = new Set(
    (await questionsOf(deps.db)).map((q) => themeQuestionKey(q.keywordId, q.describe)),
  );
  const checked = checkThemeQuestions(rows, {
    exists: (keywordId, describe) => existing.has(themeQuestionKey(keywordId, describe)),
  });
  return writeAll(deps.db, checked, async (tx, records) => {
    // Checked again inside the transaction: a child may have just been scored, a question added.
    await importTarget(tx, p, target.theme.id, target.entry.Id);
    const now = await questionsOf(tx);
    const keys = new Set(now.map((q) => themeQuestionKey(q.keywordId, q.describe)));
    if (records.some((r) => keys.has(themeQuestionKey(r.keywordId, r.describe))))
      throw AppError.badRequest(THEME_CONTENT_MESSAGES.questionExists);
    // Rows without a sort go after every question, including those the file numbers itself.
    let next = Math.max(0, ...now.map((q) => q.sort), ...records.map((r) => r.sort ?? 0));
    await themeContentRepository(tx, p.schoolId).insertQuestions(
      target.theme.id,
      records.map((r) => ({
        detailId: target.entry.Id,
        keywordId: r.keywordId,
        keyword: r.keyword,
        describe: r.describe,
        sort: r.sort ?? ++next,
        questionType: r.questionType,
      })),
    );
  });
}

/** The template to download (D17). */
export async function template(kind: TSheetKind) {
  const name =
    kind in GROWTH_IMPORT_TEMPLATE_NAMES
      ? GROWTH_IMPORT_TEMPLATE_NAMES[kind as keyof typeof GROWTH_IMPORT_TEMPLATE_NAMES]
      : kind in THEME_IMPORT_FILE_NAMES
        ? THEME_IMPORT_FILE_NAMES[kind as keyof typeof THEME_IMPORT_FILE_NAMES]
        : IMPORT_FILE_NAMES.template[kind as TImportKind];
  return { name, data: await templateWorkbook(kind) };
}

const genderText = (g: number) => (g === Gender.boy ? '男' : '女');
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fileName = (kind: TImportKind, name = '') => IMPORT_FILE_NAMES.export[kind].replace('{name}', name);

/** Children of one class, or of every class the caller sees (全园, with a class column). */
export async function exportStudents(db: Db, p: Principal, classId: number) {
  const repo = importsRepository(db, p.schoolId);
  const klass = classId ? await requireClass(db, p, classId) : null;
  const rows = await repo.exportStudents(klass ? [klass.id] : await callerStructure(db, p).visibleClassIds());
  const data = await exportWorkbook(
    'student',
    rows.map((r) => {
      // The one to call first is 监护人1, as the import reads it.
      const guardians = guardiansOfRow(r).sort((a, b) => Number(b.Primary) - Number(a.Primary));
      return [
        r.name,
        genderText(r.gender),
        asDate(r.birthday),
        r.studentNo,
        r.entryDate ? asDate(r.entryDate) : null,
        ...[0, 1, 2].flatMap((i) => {
          const g = guardians[i];
          return g ? [g.Name, g.Relation, g.Phone] : [null, null, null];
        }),
        r.allergies,
        r.healthNotes,
        ...(klass ? [] : [r.className]),
      ];
    }),
    klass ? undefined : { header: EXPORT_CLASS_COLUMN, width: 12 },
  );
  return { name: fileName('student', klass?.name ?? WHOLE_SCHOOL_CLASS.Name), data, count: rows.length };
}

export async function exportTeachers(db: Db, p: Principal) {
  const rows = await importsRepository(db, p.schoolId).exportTeachers();
  const data = await exportWorkbook(
    'teacher',
    rows.map((r) => [r.name, genderText(r.gender), r.phone, r.title]),
  );
  return { name: fileName('teacher'), data, count: rows.length };
}

/** Classes of a study year (0: the current one) the caller sees. */
export async function exportClasses(db: Db, p: Principal, studyYearId: number) {
  const repo = importsRepository(db, p.schoolId);
  const structure = callerStructure(db, p);
  const year = studyYearId ? await structure.studyYear(studyYearId) : await structure.currentStudyYear();
  if (!year) throw AppError.notFound();
  const rows = await repo.exportClasses(year.id, await structure.visibleClassIds());
  const data = await exportWorkbook(
    'class',
    rows.map((r) => [r.name, r.grade, r.sort]),
  );
  return { name: fileName('class', year.name), data, count: rows.length };
}
