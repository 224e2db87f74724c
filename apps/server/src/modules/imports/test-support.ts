import { API } from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Harness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { classes, students, studyYears, teachers } from '../../db/schema';
import { uploadExcel } from '../uploads/test-support';
import type { TSheetKind } from './growth-kinds';

/** The children's file's columns, as the template offers them and the export writes them. */
export const CHILD_COLUMNS = [
  '姓名',
  '性别',
  '出生日期',
  '学号',
  '入园日期',
  '监护人1姓名',
  '监护人1关系',
  '监护人1电话',
  '监护人2姓名',
  '监护人2关系',
  '监护人2电话',
  '监护人3姓名',
  '监护人3关系',
  '监护人3电话',
  '过敏',
  '健康备注',
];

/** What the import tests read and build: rows counted, templates filled, workbooks made. */
export function importFixtures(h: Harness) {
  async function classOf(schoolId: number, name: string) {
    const [row] = await h.db
      .select({ id: classes.id, studyYearId: classes.studyYearId, gradeId: classes.gradeId })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.name, name)));
    return row!;
  }
  const yearOf = async (schoolId: number) =>
    (await h.db.select({ id: studyYears.id }).from(studyYears).where(eq(studyYears.schoolId, schoolId)))[0]!
      .id;
  const countIn = async (classId: number) =>
    (
      await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.status, 1)))
    )[0]!.n;
  const teacherCount = async (schoolId: number) =>
    (
      await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(teachers)
        .where(and(eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)))
    )[0]!.n;
  const classCount = async (studyYearId: number) =>
    (
      await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(classes)
        .where(and(eq(classes.studyYearId, studyYearId), eq(classes.enabled, true)))
    )[0]!.n;

  /** The downloaded template with `rows` from row 3 on (the example row 2 is left in: it is skipped). */
  async function filled(kind: TSheetKind, rows: unknown[][]) {
    const res = await h.call(API.imports.template, { kind });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    rows.forEach((values, i) => {
      sheet.getRow(3 + i).values = values as ExcelJS.CellValue[];
    });
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const workbook = async (rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const loaded = async (data: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
    return book.worksheets[0]!;
  };
  const IMPORTS = {
    Student: API.imports.students,
    Teacher: API.imports.teachers,
    Class: API.imports.classes,
  };
  const importAs = async (token: string, kind: keyof typeof IMPORTS, data: Buffer, body: object = {}) =>
    h.call(IMPORTS[kind], { fileName: await uploadExcel(h, token, data), ...body }, token);

  const child = (name: string, over: Partial<Record<number, unknown>> = {}) => {
    // 姓名 性别 出生日期 学号 入园日期 监护人1姓名/关系/电话 监护人2姓名/关系/电话
    const row: unknown[] = [
      name,
      '女',
      new Date(Date.UTC(2022, 4, 6)),
      '',
      null,
      '林妈妈',
      '母亲',
      '13987654321',
      '林爸爸',
      '父亲',
      '13912345678',
    ];
    for (const [i, v] of Object.entries(over)) row[Number(i)] = v;
    return row;
  };

  return {
    schoolIdOf: (name: string) => schoolIdOf(h, name),
    classOf,
    yearOf,
    countIn,
    teacherCount,
    classCount,
    filled,
    workbook,
    loaded,
    importAs,
    child,
  };
}
