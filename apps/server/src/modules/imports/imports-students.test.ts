import { API, babyLevelFor, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schools, students } from '../../db/schema';
import { DEFAULT_TIME_ZONE, schoolToday } from '../../lib/dates';
import { tempDataDir, uploadExcel } from '../uploads/test-support';
import { CHILD_COLUMNS, importFixtures } from './test-support';

const h = useHarness({ dataDir: tempDataDir('imports-students') });
const { classOf, countIn, filled, workbook, loaded, importAs, child } = importFixtures(h);
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshineId: number;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  doctor = await h.login('doctor');
  rainbow = await h.login('rainbow');
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  sunshineId = all.find((s) => s.name === '阳光幼儿园')!.id;
  rainbowId = all.find((s) => s.name === '彩虹幼儿园')!.id;
});

describe('access (C11)', () => {
  const body = { fileName: '00000000-0000-4000-8000-000000000000.xlsx', ClassId: 1, StudyYearId: 1 };
  itGuards(
    h,
    [
      [API.imports.students, body],
      [API.imports.teachers, body],
      [API.imports.classes, body],
      API.imports.exportTeachers,
    ],
    () => teacher,
  );
  // Exports need the list's read permission: the doctor sees children, not classes.
  itGuards(h, [API.imports.exportClasses], () => doctor);

  it('the templates are public blank forms (D17)', async () => {
    const res = await h.call(API.imports.template, { kind: 'teacher' });
    expect(res.statusCode).toBe(200);
  });
});

describe('templates (D17)', () => {
  it('children: Chinese headers, an example row, drop-downs for 性别, a date column, a frozen header', async () => {
    const res = await h.call(API.imports.template, { kind: 'student' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('幼儿导入模板.xlsx')}`,
    );
    const sheet = await loaded(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...CHILD_COLUMNS]);
    expect(sheet.getRow(2).getCell(1).value).toBe('张小明');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    expect(validations.B2).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
    expect(validations.B500).toMatchObject({ type: 'list' });
    expect(validations.C2).toMatchObject({ type: 'date' });
    expect(sheet.getColumn(3).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getColumn(1).width).toBeGreaterThan(8);
  });

  it('classes: a drop-down of the four grades', async () => {
    const sheet = await loaded((await h.call(API.imports.template, { kind: 'class' })).rawPayload);
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    expect(validations.B2).toMatchObject({ type: 'list', formulae: ['"托班,小班,中班,大班"'] });
  });

  it('an unknown kind is refused', async () => {
    expect((await h.call(API.imports.template, { kind: 'parent' })).statusCode).toBe(400);
  });
});

describe('ImportStudent (C11)', () => {
  it('imports 30 children into a 小班 class: counted, listed, not nursery', async () => {
    const klass = await classOf(sunshineId, '中二班');
    const before = await countIn(klass.id);
    const rows = Array.from({ length: 30 }, (_, i) => child(`导入幼儿${i + 1}`, { 1: i % 2 ? '男' : '女' }));
    const res = await importAs(admin, 'Student', await filled('student', rows), { ClassId: klass.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 30 条', response: { Count: 30 } });
    expect(await countIn(klass.id)).toBe(before + 30);
    const [one] = await h.db.select().from(students).where(eq(students.name, '导入幼儿2'));
    expect(one).toMatchObject({
      gender: 1,
      birthday: '2022-05-06',
      isBaby: false,
      babyLevel: null,
      fatherPhone: '13912345678',
      motherName: '林妈妈',
    });
  });

  it('a 托班 class makes them nursery children with the age level of their birthday', async () => {
    const klass = await classOf(sunshineId, '托二班');
    const birthday = '2024-06-01';
    const res = await importAs(admin, 'Student', await filled('student', [['小托托', '男', birthday]]), {
      ClassId: klass.id,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await h.db.select().from(students).where(eq(students.name, '小托托'));
    const today = schoolToday(DEFAULT_TIME_ZONE);
    expect(row).toMatchObject({ isBaby: true, babyLevel: babyLevelFor(birthday, today), fatherName: null });
  });

  it('reads dates typed as text and phone numbers typed as numbers', async () => {
    const klass = await classOf(sunshineId, '中一班');
    const rows = [
      ['文本日期一', '男', '2021/9/3', '', '', '王家长', '母亲', 13800138000],
      ['文本日期二', '女', '2021年10月8日'],
      ['文本日期三', '女', '2021.11.12'],
    ];
    const res = await importAs(admin, 'Student', await filled('student', rows), { ClassId: klass.id });
    expect(res.json().response).toEqual({ Count: 3 });
    const [row] = await h.db.select().from(students).where(eq(students.name, '文本日期二'));
    expect(row!.birthday).toBe('2021-10-08');
    const [typed] = await h.db.select().from(students).where(eq(students.name, '文本日期一'));
    expect(typed!.motherPhone).toBe('13800138000');
  });

  it('refuses a file with wrong rows: nothing written, every wrong row listed with its Excel row number', async () => {
    const klass = await classOf(sunshineId, '大一班');
    const before = await countIn(klass.id);
    const future = new Date(Date.now() + 3 * 86_400_000);
    const rows = [
      child('好孩子一'), // row 3
      child('', { 1: '男孩' }), // row 4: two reasons
      child('未来宝宝', { 2: future }), // row 5
      child('错日期', { 2: '2021-02-30' }), // row 6
      child('没日期', { 2: null }), // row 7
      child('错电话', { 7: '123', 10: '1398765432' }), // row 8
      [], // row 9 blank: skipped
      child('好孩子一'), // row 10: twice in the file
      child('好孩子二'), // row 11
    ];
    const res = await importAs(admin, 'Student', await filled('student', rows), { ClassId: klass.id });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.msg).toBe('导入失败：6 行数据有误，本次未导入任何数据，请修改后重新导入');
    expect(body.response.Errors).toEqual([
      { Row: 4, Reason: '姓名不能为空；性别只能是男或女' },
      { Row: 5, Reason: '出生日期不能晚于今天' },
      { Row: 6, Reason: IMPORT_MESSAGES.birthdayInvalid },
      { Row: 7, Reason: '出生日期不能为空' },
      { Row: 8, Reason: '监护人1电话格式不正确；监护人2电话格式不正确' },
      { Row: 10, Reason: '与第3行重复（同名且同一天出生）' },
    ]);
    expect(await countIn(klass.id)).toBe(before);
  });

  it('reports a child already in the class instead of doubling them', async () => {
    const klass = await classOf(sunshineId, '小一班');
    const [seeded] = await h.db.select().from(students).where(eq(students.classId, klass.id)).limit(1);
    const before = await countIn(klass.id);
    const rows = [[seeded!.name, seeded!.gender === 1 ? '男' : '女', seeded!.birthday]];
    const res = await importAs(admin, 'Student', await filled('student', rows), { ClassId: klass.id });
    expect(res.json().response.Errors).toEqual([{ Row: 3, Reason: '该班级已有同名且同一天出生的幼儿' }]);
    expect(await countIn(klass.id)).toBe(before);
  });

  it("answers 404 for another school's class; another school's file is not found", async () => {
    const theirs = await classOf(rainbowId, '小一班');
    const data = await filled('student', [child('某某')]);
    expect((await importAs(admin, 'Student', data, { ClassId: theirs.id })).statusCode).toBe(404);
    const theirFile = await uploadExcel(h, rainbow, data);
    const ours = await classOf(sunshineId, '大二班');
    const res = await h.call(API.imports.students, { fileName: theirFile, ClassId: ours.id }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(IMPORT_MESSAGES.fileMissing);
  });

  it.each([
    ['no file name', { fileName: '' }, IMPORT_MESSAGES.fileRequired],
    ['no class', { ClassId: 0 }, IMPORT_MESSAGES.classRequired],
  ])('refuses %s with its message', async (_, over, msg) => {
    const ours = await classOf(sunshineId, '大二班');
    const res = await h.call(API.imports.students, { fileName: 'x.xlsx', ClassId: ours.id, ...over }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a sheet without the headers, an empty one, and too many rows', async () => {
    const ours = await classOf(sunshineId, '大二班');
    const noHeader = await importAs(
      admin,
      'Student',
      await workbook([
        ['名字', '性别'],
        ['张三', '男'],
      ]),
      {
        ClassId: ours.id,
      },
    );
    expect(noHeader.json().msg).toBe('表格缺少列：姓名、出生日期。请使用下载的模板填写');
    const empty = await importAs(admin, 'Student', await filled('student', []), { ClassId: ours.id });
    expect(empty.json().msg).toBe(IMPORT_MESSAGES.empty);
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`孩子${i}`, '男', '2022-01-01']);
    const tooMany = await importAs(
      admin,
      'Student',
      await workbook([['姓名', '性别', '出生日期'], ...many]),
      {
        ClassId: ours.id,
      },
    );
    expect(tooMany.json().msg).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(await countIn(ours.id)).toBe(25);
  });
});
