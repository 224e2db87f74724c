import {
  COMMON_SCOPE,
  DIMENSION_NAME_MAX,
  GROWTH_TEMPLATE_MESSAGES as G,
  Gender,
  GROWTH_QUESTION_MAX,
  GUARDIAN_RELATIONS,
  guardiansFromParents,
  importText,
  IMPORT_MESSAGES as M,
  NURSERY_SCOPE,
  PHONE_PATTERN,
  POINT_NAME_MAX,
  parentsFromGuardians,
  QUESTION_MAX,
  QUESTION_SCOPES,
  STUDENT_NO_PATTERN,
  THEME_CONTENT_MESSAGES as TC,
  type TGuardian,
  type TGuardianRelation,
  THEME_DESCRIBE_MAX,
  THEME_KEYWORDS,
  THEME_QUESTION_TYPE_NAMES,
  THEME_QUESTION_TYPES,
  ThemeQuestionType,
  type TImportRowError,
  type TParentFields,
  type TThemeQuestionType,
} from '@kg/contracts';
import { GROWTH_IMPORT_MESSAGES as GI } from './growth-kinds';
import { cellDate, cellText, type TSheetRow } from './workbook';

/**
 * Checking every row of a file before anything is written (all-or-nothing): each rule adds
 * its reason to the row; a row with no reason becomes a record.
 */
export type TChecked<T> = { records: T[]; errors: TImportRowError[] };

class RowCheck {
  readonly reasons: string[] = [];
  constructor(readonly sheetRow: TSheetRow) {}
  text(key: string) {
    return cellText(this.sheetRow.cells[key] ?? null);
  }
  fail(reason: string) {
    this.reasons.push(reason);
  }
  /** required text up to `max` characters */
  name(key: string, max: number, empty: string, tooLong: string): string {
    const value = this.text(key);
    if (!value) this.fail(empty);
    else if (value.length > max) this.fail(tooLong);
    return value;
  }
  optional(key: string, max: number, tooLong: string): string | null {
    const value = this.text(key);
    if (value.length > max) this.fail(tooLong);
    return value || null;
  }
  gender(): 1 | 2 {
    const value = this.text('gender');
    if (value === '男') return Gender.boy;
    if (value === '女') return Gender.girl;
    this.fail(M.genderInvalid);
    return Gender.girl;
  }
  /** an optional display order, a whole number 0..9999; null when left empty */
  sort(key: string, invalid: string = M.sortInvalid): number | null {
    const text = this.text(key);
    if (!text) return null;
    const sort = Number(text);
    if (!Number.isInteger(sort) || sort < 0 || sort > 9999) this.fail(invalid);
    return sort;
  }
  /** an optional mobile number; spaces and dashes typed inside are dropped */
  phone(key: string, invalid: string): string | null {
    const value = this.text(key).replace(/[\s-]/g, '');
    if (!value) return null;
    if (!PHONE_PATTERN.test(value)) this.fail(invalid);
    return value;
  }
}

type TTwin<T> = { key: (record: T) => string | null; message: string };

/** Runs `check` on every row; each `twin` finds a row's earlier twin in the same file. */
function checkAll<T>(
  rows: TSheetRow[],
  check: (c: RowCheck) => T,
  twin?: TTwin<T> | TTwin<T>[],
): TChecked<T> {
  const records: T[] = [];
  const errors: TImportRowError[] = [];
  const twins = twin ? [twin].flat() : [];
  const firstRows = twins.map(() => new Map<string, number>());
  for (const sheetRow of rows) {
    const c = new RowCheck(sheetRow);
    const record = check(c);
    twins.forEach((t, i) => {
      const key = t.key(record);
      if (!key) return;
      const earlier = firstRows[i]!.get(key);
      if (earlier !== undefined) c.fail(importText(t.message, { row: earlier }));
      else firstRows[i]!.set(key, sheetRow.row);
    });
    if (c.reasons.length) errors.push({ Row: sheetRow.row, Reason: c.reasons.join('；') });
    else records.push(record);
  }
  return { records, errors };
}

export type TStudentRecord = {
  name: string;
  gender: 1 | 2;
  birthday: string;
  studentNo: string | null;
  entryDate: string | null;
  guardians: TGuardian[];
  fatherName: string | null;
  fatherPhone: string | null;
  motherName: string | null;
  motherPhone: string | null;
  allergies: string | null;
  healthNotes: string | null;
};

/**
 * 监护人1-3 of a row (监护人1 is the one to call); a file of the older template brings
 * 父亲/母亲 columns instead, read as the API reads a client that sends only those.
 */
function guardiansOf(c: RowCheck): TGuardian[] {
  const list: TGuardian[] = [];
  for (const n of [1, 2, 3] as const) {
    const name = c.text(`guardian${n}Name`);
    const typed = c.text(`guardian${n}Relation`);
    const phone = c.phone(`guardian${n}Phone`, importText(M.guardianPhoneInvalid, { n }));
    if (!name && !typed && !phone) continue;
    if (!name) c.fail(importText(M.guardianNameRequired, { n }));
    else if (name.length > 50) c.fail(importText(M.guardianNameTooLong, { n }));
    const relation = (typed || '其他') as TGuardianRelation;
    if (!GUARDIAN_RELATIONS.includes(relation)) c.fail(importText(M.guardianRelationInvalid, { n }));
    list.push({ Name: name, Relation: relation, Phone: phone, Primary: list.length === 0 });
  }
  return list;
}

/**
 * Children rows; `exists` says whether the class already has that name born that day,
 * `studentNoTaken` whether a child of the school has the 学号.
 */
export function checkStudents(
  rows: TSheetRow[],
  ctx: {
    today: string;
    exists: (name: string, birthday: string) => boolean;
    studentNoTaken: (studentNo: string) => boolean;
  },
): TChecked<TStudentRecord> {
  return checkAll(
    rows,
    (c) => {
      const name = c.name('name', 50, M.nameRequired, M.nameTooLong);
      const gender = c.gender();
      let birthday = '';
      if (!c.text('birthday')) c.fail(M.birthdayRequired);
      else {
        birthday = cellDate(c.sheetRow.cells.birthday ?? null) ?? '';
        if (!birthday) c.fail(M.birthdayInvalid);
        else if (birthday > ctx.today) c.fail(M.birthdayFuture);
      }
      const studentNo = c.text('studentNo') || null;
      if (studentNo && !STUDENT_NO_PATTERN.test(studentNo)) c.fail(M.studentNoInvalid);
      else if (studentNo && ctx.studentNoTaken(studentNo)) c.fail(M.studentNoTaken);
      let entryDate: string | null = null;
      if (c.text('entryDate')) {
        entryDate = cellDate(c.sheetRow.cells.entryDate ?? null);
        if (!entryDate) c.fail(M.entryDateInvalid);
        else if (birthday && entryDate < birthday) c.fail(M.entryBeforeBirth);
      }
      let guardians = guardiansOf(c);
      let parents: TParentFields;
      if (guardians.length) parents = parentsFromGuardians(guardians);
      else {
        parents = {
          FatherName: c.optional('fatherName', 50, M.parentNameTooLong),
          FatherPhone: c.phone('fatherPhone', M.fatherPhoneInvalid),
          MotherName: c.optional('motherName', 50, M.parentNameTooLong),
          MotherPhone: c.phone('motherPhone', M.motherPhoneInvalid),
        };
        guardians = guardiansFromParents(parents);
      }
      const record = {
        name,
        gender,
        birthday,
        studentNo,
        entryDate,
        guardians,
        fatherName: parents.FatherName,
        fatherPhone: parents.FatherPhone,
        motherName: parents.MotherName,
        motherPhone: parents.MotherPhone,
        allergies: c.optional('allergies', 500, M.allergiesTooLong),
        healthNotes: c.optional('healthNotes', 1000, M.healthNotesTooLong),
      };
      if (name && birthday && ctx.exists(name, birthday)) c.fail(M.studentExists);
      return record;
    },
    [
      { key: (r) => (r.name && r.birthday ? `${r.name}|${r.birthday}` : null), message: M.studentTwice },
      { key: (r) => r.studentNo, message: M.studentNoTwice },
    ],
  );
}

export type TTeacherRecord = { name: string; gender: 1 | 2; phone: string | null; title: string | null };

/** Teacher rows; `phoneTaken` says whether an enabled teacher of the school has the phone. */
export function checkTeachers(
  rows: TSheetRow[],
  ctx: { phoneTaken: (phone: string) => boolean },
): TChecked<TTeacherRecord> {
  return checkAll(
    rows,
    (c) => {
      const record = {
        name: c.name('name', 50, M.nameRequired, M.nameTooLong),
        gender: c.gender(),
        phone: c.phone('phone', M.phoneInvalid),
        title: c.optional('title', 30, M.titleTooLong),
      };
      if (record.phone && PHONE_PATTERN.test(record.phone) && ctx.phoneTaken(record.phone))
        c.fail(M.phoneTaken);
      return record;
    },
    { key: (r) => (r.phone && PHONE_PATTERN.test(r.phone) ? r.phone : null), message: M.phoneTwice },
  );
}

export type TClassRecord = { name: string; gradeId: number; sort: number | null };

/** Class rows; grades by name of the study year, `nameTaken` for classes already there. */
export function checkClasses(
  rows: TSheetRow[],
  ctx: { grades: Map<string, number>; nameTaken: (name: string) => boolean },
): TChecked<TClassRecord> {
  const gradeNames = [...ctx.grades.keys()].join('、');
  return checkAll(
    rows,
    (c) => {
      const name = c.name('name', 30, M.classNameRequired, M.classNameTooLong);
      const gradeId = ctx.grades.get(c.text('grade')) ?? 0;
      if (!gradeId) c.fail(importText(M.gradeNotFound, { grades: gradeNames }));
      const sort = c.sort('sort');
      if (name && ctx.nameTaken(name)) c.fail(M.classExists);
      return { name, gradeId, sort };
    },
    { key: (r) => r.name || null, message: M.classTwice },
  );
}

export type TQuestionRecord = { gradeName: string; question: string; sort: number | null };

/**
 * Process-question rows for one bank (D13): the scope empty means 通用, or 托班 in a nursery
 * bank (which takes nothing else); `exists` finds the same question in the same scope.
 */
export function checkQuestions(
  rows: TSheetRow[],
  ctx: { nursery: boolean; exists: (gradeName: string, question: string) => boolean },
): TChecked<TQuestionRecord> {
  return checkAll(
    rows,
    (c) => {
      const question = c.name('question', QUESTION_MAX, M.questionRequired, M.questionTooLong);
      const typed = c.text('scope');
      let gradeName = NURSERY_SCOPE;
      if (ctx.nursery) {
        if (typed && typed !== NURSERY_SCOPE) c.fail(M.nurseryScopeInvalid);
      } else {
        gradeName = typed || COMMON_SCOPE;
        if (!(QUESTION_SCOPES as readonly string[]).includes(gradeName)) c.fail(M.scopeInvalid);
      }
      const sort = c.sort('sort');
      if (question && ctx.exists(gradeName, question)) c.fail(M.questionExists);
      return { gradeName, question, sort };
    },
    { key: (r) => (r.question ? `${r.gradeName}|${r.question}` : null), message: M.questionTwice },
  );
}

export type TObservationRecord = { dimension: string; element: string; name: string };

/**
 * Observation points for one log sheet (F42): 维度, 要素 and 观察点 each required and within
 * their limits; `exists` finds the same point under the same dimension and element.
 */
export function checkObservations(
  rows: TSheetRow[],
  ctx: { exists: (record: TObservationRecord) => boolean },
): TChecked<TObservationRecord> {
  return checkAll(
    rows,
    (c) => {
      const record = {
        dimension: c.name('dimension', DIMENSION_NAME_MAX, G.dimensionRequired, GI.dimensionTooLong),
        element: c.name('element', DIMENSION_NAME_MAX, G.elementRequired, GI.elementTooLong),
        name: c.name('point', POINT_NAME_MAX, G.pointNameRequired, G.pointNameTooLong),
      };
      if (record.dimension && record.element && record.name && ctx.exists(record)) c.fail(G.pointExists);
      return record;
    },
    {
      key: (r) =>
        r.dimension && r.element && r.name ? `${r.dimension}\u0000${r.element}\u0000${r.name}` : null,
      message: GI.pointTwice,
    },
  );
}

/** Growth questions for one type 12 module (F42); `exists` finds a question already there. */
export function checkGrowthQuestions(
  rows: TSheetRow[],
  ctx: { exists: (name: string) => boolean },
): TChecked<string> {
  return checkAll(
    rows,
    (c) => {
      const name = c.name('question', GROWTH_QUESTION_MAX, G.questionRequired, G.questionTooLong);
      if (name && ctx.exists(name)) c.fail(G.questionExists);
      return name;
    },
    { key: (name) => name || null, message: GI.questionTwice },
  );
}

export type TThemeQuestionRecord = {
  keywordId: number;
  keyword: string;
  describe: string;
  sort: number | null;
  questionType: TThemeQuestionType;
};

/** What makes two questions of an entry the same: keyword and description. */
export const themeQuestionKey = (keywordId: number, describe: string) => `${keywordId}|${describe}`;

/** A keyword as typed: its name, or the dialog's `领域 · 名称`. */
const keywordKey = (text: string) => text.replace(/\s/g, '');
const KEYWORDS_BY_TEXT = new Map(
  THEME_KEYWORDS.flatMap((k) => [
    [k.Name, k],
    [`${k.Domain}·${k.Name}`, k],
  ]),
);
/** An answer type by its name (E12), 图片＋文字 with a full-width plus too. */
const TYPES_BY_NAME = new Map<string, TThemeQuestionType>(
  THEME_QUESTION_TYPES.map((type) => [THEME_QUESTION_TYPE_NAMES[type], type]),
);

/**
 * Questions for one entry of a theme (E15): the question dialog's rules (E09-E12) and
 * messages; 排序 empty goes after the last, 类型 empty is 无. `exists` finds the same keyword
 * and description already in the entry.
 */
export function checkThemeQuestions(
  rows: TSheetRow[],
  ctx: { exists: (keywordId: number, describe: string) => boolean },
): TChecked<TThemeQuestionRecord> {
  return checkAll(
    rows,
    (c) => {
      const typedKeyword = c.text('keyword');
      const keyword = KEYWORDS_BY_TEXT.get(keywordKey(typedKeyword));
      if (!typedKeyword) c.fail(TC.keywordRequired);
      else if (!keyword) c.fail(TC.keywordUnknown);
      const describe = c.name('describe', THEME_DESCRIBE_MAX, TC.describeRequired, TC.describeTooLong);
      const sort = c.sort('sort', TC.sortRequired);
      const typedType = c.text('type').replace(/\s/g, '').replace('＋', '+');
      const questionType = typedType ? TYPES_BY_NAME.get(typedType) : ThemeQuestionType.none;
      if (!questionType) c.fail(TC.typeUnknown);
      const record = {
        keywordId: keyword?.Id ?? 0,
        keyword: keyword?.Name ?? '',
        describe,
        sort,
        questionType: questionType ?? ThemeQuestionType.none,
      };
      if (keyword && describe && ctx.exists(keyword.Id, describe)) c.fail(TC.questionExists);
      return record;
    },
    {
      key: (r) => (r.keywordId && r.describe ? themeQuestionKey(r.keywordId, r.describe) : null),
      message: TC.questionTwice,
    },
  );
}
