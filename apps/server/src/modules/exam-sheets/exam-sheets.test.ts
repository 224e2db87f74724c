import {
  API,
  HTTP_MESSAGES,
  IMPORT_MESSAGES,
  importText,
  EXAM_SHEET_MESSAGES as M,
  type TExamSheet,
} from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, schools, studentPhysicalExams, students } from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';
import { importFixtures } from '../imports/test-support';
import { tempDataDir, uploadExcel } from '../uploads/test-support';

const h = useHarness({ dataDir: tempDataDir('exam-sheets') });
const { workbook } = importFixtures(h);
const E = API.physicalExams;
let admin: string;
let teacher: string;
let doctor: string;
let kitchen: string;
let rainbow: string;
let sunshine: number;
let ownClass: number;
let otherClass: number;
let rainbowClass: number;
let rainbowChild: number;
let sheet: TExamSheet;

const schoolId = async (name: string) =>
  (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
const classOf = async (school: number, name: string) =>
  (
    await h.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, school), eq(classes.name, name)))
  )[0]!.id;
const examCount = async () =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(studentPhysicalExams))[0]!.n;
const readSheet = async (ClassId = ownClass, token = doctor) => {
  const res = await h.call(E.sheet, { TermId: 0, ClassId }, token);
  expect(res.statusCode).toBe(200);
  return res.json().response as TExamSheet;
};

beforeAll(async () => {
  [admin, teacher, doctor, kitchen, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'doctor', 'kitchen', 'rainbow'].map((n) => h.login(n)),
  )) as [string, string, string, string, string];
  sunshine = await schoolId(DEMO_SCHOOL);
  ownClass = await classOf(sunshine, '小一班');
  otherClass = await classOf(sunshine, '大一班');
  const other = await schoolId(OTHER_SCHOOL);
  rainbowClass = await classOf(other, '小一班');
  rainbowChild = (
    await h.db.select({ id: students.id }).from(students).where(eq(students.classId, rainbowClass))
  )[0]!.id;
  sheet = await readSheet();
});

/** A row that passes every check, for the sheet's n-th child. */
const entry = (n: number, over: Record<string, unknown> = {}) => ({
  StudentId: sheet.Rows[n]!.StudentId,
  Time: sheet.DefaultDate,
  Height: '101.5',
  Weight: '16.2',
  VisionLeft: '5.0',
  VisionRight: '4.9',
  HearingLeft: '通过',
  HearingRight: '通过',
  Tooth: '0',
  Hemoglobin: '122',
  ...over,
});
const save = (Rows: unknown[], token = doctor, ClassId = ownClass) =>
  h.call(E.saveSheet, { TermId: sheet.TermId, ClassId, Rows }, token);

describe('access', () => {
  itGuards(
    h,
    [
      [E.sheet, { TermId: 0, ClassId: 0 }],
      [E.followUp, { TermId: 0, ClassId: 0 }],
      [E.statistics, { TermId: 0 }],
      [E.exportSheet, { TermId: 1, ClassId: 1 }],
    ],
    () => kitchen,
  );
  itGuards(h, [E.saveSheet, E.importSheet], () => teacher);

  it('the kitchen may not enter exams either; the doctor and the 园长 may', async () => {
    const refused = await save([entry(0)], kitchen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(HTTP_MESSAGES[403]);
    expect((await save([entry(0)], admin)).statusCode).toBe(200);
    expect((await save([entry(0)], doctor)).statusCode).toBe(200);
  });

  it('a teacher reads her own classes only (404 for another class)', async () => {
    const own = await readSheet(ownClass, teacher);
    expect(own.Rows.length).toBeGreaterThan(0);
    expect(own.Classes.map((c) => c.ClassId)).not.toContain(otherClass);
    expect((await h.call(E.sheet, { TermId: 0, ClassId: otherClass }, teacher)).statusCode).toBe(404);
    expect((await h.call(E.followUp, { TermId: 0, ClassId: otherClass }, teacher)).statusCode).toBe(404);
    const stats = (await h.call(E.statistics, { TermId: 0 }, teacher)).json().response;
    expect(new Set(stats.Rows.map((r: { ClassId: number }) => r.ClassId))).not.toContain(otherClass);
  });

  it('answers 404 for another school’s class, child and term', async () => {
    expect((await h.call(E.sheet, { TermId: 0, ClassId: rainbowClass }, doctor)).statusCode).toBe(404);
    expect((await h.call(E.sheet, { TermId: 0, ClassId: ownClass }, rainbow)).statusCode).toBe(404);
    expect((await h.call(E.sheet, { TermId: sheet.TermId, ClassId: 0 }, rainbow)).statusCode).toBe(404);
    expect(
      (await h.call(E.exportSheet, { TermId: sheet.TermId, ClassId: rainbowClass }, doctor)).statusCode,
    ).toBe(404);
    const before = await examCount();
    expect((await save([entry(0, { StudentId: rainbowChild })])).statusCode).toBe(404);
    expect((await save([entry(0)], rainbow, rainbowClass)).statusCode).toBe(404);
    expect((await save([entry(0)], doctor, rainbowClass)).statusCode).toBe(404);
    expect(await examCount()).toBe(before);
  });
});

describe('saveSheet validation', () => {
  const refusedWith = async (rows: unknown[], msg: string) => {
    const before = await examCount();
    const res = await save(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    // A text the G33 entry shares (体检日期, 血红蛋白) keeps that catalogue's code.
    const key = Object.entries(M).find(([, v]) => v === msg)![0];
    expect(res.json().code).toMatch(new RegExp(`^(examSheets|physicalExams)\\.${key}$`));
    expect(await examCount()).toBe(before);
  };

  it.each([
    ['Height', '59.9', M.height],
    ['Height', '160.5', M.height],
    ['Height', 'abc', M.height],
    ['Weight', '7', M.weight],
    ['Weight', '61', M.weight],
    ['VisionLeft', '5.4', M.vision],
    ['VisionRight', '1.0', M.vision],
    ['HearingLeft', '正常', M.hearing],
    ['Tooth', '21', M.tooth],
    ['Tooth', '1.5', M.tooth],
    ['Hemoglobin', '59', M.hemoglobin],
    ['Hemoglobin', '201', M.hemoglobin],
    ['Time', '2026-02-30', M.timeRequired],
  ])('%s %s: %s', async (field, value, msg) => {
    await refusedWith([entry(0, { [field]: value })], msg);
  });

  it('refuses a row without height or weight, an empty sheet and a child twice', async () => {
    await refusedWith([entry(0, { Height: '' })], M.heightWeightRequired);
    await refusedWith([], M.rowsRequired);
    await refusedWith([entry(0), entry(0)], M.duplicateStudent);
  });

  it('refuses a date in the future and one outside the term', async () => {
    const tomorrow = new Date(Date.parse(`${sheet.Today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await refusedWith([entry(0, { Time: tomorrow })], M.timeFuture);
    const term = sheet.Terms.find((t) => t.Id === sheet.TermId)!;
    const before = new Date(Date.parse(`${term.StartDate}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await refusedWith([entry(0, { Time: before })], M.timeOutsideTerm);
  });

  it('one transaction: a wrong last row leaves the earlier rows unwritten', async () => {
    const before = (await readSheet()).Rows.slice(0, 2).map((r) => r.Exam);
    const tomorrow = new Date(Date.parse(`${sheet.Today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await save([
      entry(0, { Height: '120.0' }),
      entry(1, { Height: '120.0' }),
      entry(2, { Time: tomorrow }),
    ]);
    expect(res.statusCode).toBe(400);
    const other = await save([entry(0, { Height: '120.0' }), entry(1, { StudentId: rainbowChild })]);
    expect(other.statusCode).toBe(404);
    expect((await readSheet()).Rows.slice(0, 2).map((r) => r.Exam)).toEqual(before);
  });
});

describe('saveSheet, the evaluation, 需关注 and statistics', () => {
  it('saves three children in one go, one exam per child and term, each evaluated', async () => {
    const res = await save([
      entry(0, { Height: '103.0', Weight: '16.0' }),
      entry(1, { Hemoglobin: '100', Tooth: '2' }),
      entry(2, { VisionLeft: '4.7', HearingRight: '未通过', Weight: '9.0' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      response: { Count: 3 },
      msg: importText(M.saved, { count: 3 }),
    });
    const before = await examCount();
    expect((await save([entry(0, { Height: '103.0', Weight: '16.0' })])).statusCode).toBe(200);
    expect(await examCount()).toBe(before);

    const rows = (await readSheet()).Rows;
    const [a, b, c] = rows;
    expect(a!.Exam).toMatchObject({ Height: '103.0', Weight: '16.0', Time: sheet.DefaultDate });
    // 16 / 1.03² = 15.08
    expect(a!.Evaluation!.Bmi).toBe(15.1);
    expect(a!.Evaluation!.Flags).toEqual([]);
    expect(b!.Evaluation!.Flags).toEqual(['anaemia', 'caries']);
    expect(c!.Evaluation!.Flags).toEqual(expect.arrayContaining(['vision', 'hearing']));
    // The demo's spring exam is the previous one: the change is measured from it.
    if (c!.Evaluation!.PreviousTime) {
      expect(c!.Evaluation!.WeightChange).toBeLessThan(0);
      expect(c!.Evaluation!.Flags).toContain('weightLoss');
    }
  });

  it('the type-8 page reads the exam the sheet wrote (the latest)', async () => {
    const res = await h.call(E.student, { Id: sheet.Rows[0]!.StudentId }, teacher);
    expect(res.json().response).toMatchObject({ Height: '103.0', Weight: '16.0' });
  });

  it('需关注 lists the flagged children of the class and of the school', async () => {
    const ofClass = (await h.call(E.followUp, { TermId: 0, ClassId: ownClass }, doctor)).json().response;
    const ids = ofClass.Rows.map((r: { StudentId: number }) => r.StudentId);
    expect(ids).toContain(sheet.Rows[1]!.StudentId);
    expect(ids).not.toContain(sheet.Rows[0]!.StudentId);
    const school = (await h.call(E.followUp, { TermId: 0, ClassId: 0 }, doctor)).json().response;
    expect(school.Rows.length).toBeGreaterThanOrEqual(ofClass.Rows.length);
    expect(new Set(school.Rows.map((r: { ClassId: number }) => r.ClassId)).size).toBeGreaterThan(1);
  });

  it('statistics by class and sex (L12)', async () => {
    const res = await h.call(E.statistics, { TermId: 0 }, doctor);
    expect(res.statusCode).toBe(200);
    const rows = res.json().response.Rows as {
      ClassId: number;
      SexType: number;
      Children: number;
      Examined: number;
      AvgHeight: number | null;
      Flags: Record<string, number>;
    }[];
    const own = rows.filter((r) => r.ClassId === ownClass);
    expect(own.map((r) => r.SexType)).toEqual([1, 2]);
    const children = await h.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, ownClass), eq(students.status, 1)));
    expect(own.reduce((n, r) => n + r.Children, 0)).toBe(children.length);
    expect(own.reduce((n, r) => n + r.Examined, 0)).toBe(children.length);
    expect(own.reduce((n, r) => n + r.Flags.anaemia!, 0)).toBeGreaterThanOrEqual(1);
    for (const r of own) expect(r.AvgHeight).toBeGreaterThan(60);
  });
});

describe('Excel export and import', () => {
  const sheetOf = async (data: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    return book.worksheets[0]!;
  };
  const HEADER = [
    '姓名',
    '学号',
    '体检日期',
    '身高(cm)',
    '体重(kg)',
    '左眼视力',
    '右眼视力',
    '左耳听力',
    '右耳听力',
    '龋齿(颗)',
    '血红蛋白(g/L)',
  ];
  const importFile = async (rows: unknown[][], token = doctor, ClassId = ownClass) =>
    h.call(
      E.importSheet,
      {
        TermId: sheet.TermId,
        ClassId,
        fileName: await uploadExcel(h, token, await workbook([HEADER, ...rows])),
      },
      token,
    );

  it('exports the class’s sheet with the import’s columns', async () => {
    const res = await h.call(E.exportSheet, { TermId: sheet.TermId, ClassId: ownClass }, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ws = await sheetOf(res.rawPayload);
    expect((ws.getRow(1).values as unknown[]).slice(1, 12)).toEqual(HEADER);
    expect(ws.getRow(2).getCell(1).value).toBe(sheet.Rows[0]!.Name);
  });

  it('refuses the whole file naming each wrong row and its reason', async () => {
    const before = await examCount();
    const res = await importFile([
      [sheet.Rows[3]!.Name, '', sheet.DefaultDate, '104', '17', '5.0', '5.0', '通过', '通过', 0, 120],
      ['不存在的孩子', '', sheet.DefaultDate, '104', '17', '', '', '', '', '', ''],
      [sheet.Rows[4]!.Name, '', sheet.DefaultDate, '170', '17', '', '', '', '', '', ''],
      [sheet.Rows[5]!.Name, '', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(importText(IMPORT_MESSAGES.failed, { count: 2 }));
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: importText(M.importUnknownChild, { name: '不存在的孩子' }) },
      { Row: 4, Reason: M.height },
    ]);
    expect(await examCount()).toBe(before);
  });

  it('imports by name and by 学号; rows without measurements are left out', async () => {
    const [noChild] = await h.db
      .update(students)
      .set({ studentNo: 'EX-0007' })
      .where(eq(students.id, sheet.Rows[4]!.StudentId))
      .returning({ id: students.id });
    expect(noChild).toBeTruthy();
    const res = await importFile([
      [sheet.Rows[3]!.Name, '', sheet.DefaultDate, '104.2', '17.1', '5.0', '5.0', '通过', '通过', 0, 120],
      ['名字写错了', 'EX-0007', '', 105, 17.5, 4.8, '5.0', '通过', '通过', 1, 108],
      [sheet.Rows[5]!.Name, '', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ Count: 2 });
    const rows = (await readSheet()).Rows;
    expect(rows[3]!.Exam).toMatchObject({ Height: '104.2', Weight: '17.1' });
    expect(rows[4]!.Exam).toMatchObject({ Height: '105', Hemoglobin: '108', Time: sheet.Today });
    expect(rows[4]!.Evaluation!.Flags).toEqual(expect.arrayContaining(['anaemia', 'caries', 'vision']));
  });

  it('a teacher may not import; another school’s class is 404', async () => {
    expect(
      (await h.call(E.importSheet, { TermId: sheet.TermId, ClassId: ownClass, fileName: 'x.xlsx' }, teacher))
        .statusCode,
    ).toBe(403);
    expect(
      (await importFile([[sheet.Rows[3]!.Name, '', '', '104', '17']], doctor, rainbowClass)).statusCode,
    ).toBe(404);
  });
});
