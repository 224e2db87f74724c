import { API } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classes, grades, schools, teachers } from '../../db/schema';
import { tempDataDir } from '../uploads/test-support';
import { importFixtures } from './test-support';

const h = useHarness({ dataDir: tempDataDir('imports-staff') });
const { classOf, yearOf, teacherCount, classCount, filled, workbook, loaded, importAs } = importFixtures(h);
let admin: string;
let teacher: string;
let _doctor: string;
let rainbow: string;
let sunshineId: number;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  _doctor = await h.login('doctor');
  rainbow = await h.login('rainbow');
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  sunshineId = all.find((s) => s.name === '阳光幼儿园')!.id;
  rainbowId = all.find((s) => s.name === '彩虹幼儿园')!.id;
});

describe('ImportTeacher (C11)', () => {
  it('imports teachers; headers may carry a required mark; order of columns is free', async () => {
    const before = await teacherCount(sunshineId);
    const data = await workbook([
      ['手机号', '姓名*', '职务', '性别'],
      ['13911110001', '钱老师', '配班教师', '女'],
      ['', '孙老师', '保育员', '男'],
    ]);
    const res = await importAs(admin, 'Teacher', data);
    expect(res.json()).toMatchObject({ success: true, response: { Count: 2 } });
    expect(await teacherCount(sunshineId)).toBe(before + 2);
    const [row] = await h.db.select().from(teachers).where(eq(teachers.name, '孙老师'));
    expect(row).toMatchObject({ gender: 1, phone: null, title: '保育员', schoolId: sunshineId });
  });

  it('refuses a taken phone, a phone twice, a bad phone and a bad gender; writes nothing', async () => {
    const before = await teacherCount(sunshineId);
    const rows = [
      ['周老师', '女', '13800000002', '配班'], // 王丽's phone
      ['吴老师', '女', '13911110009'],
      ['郑老师', '女', '13911110009'],
      ['冯老师', '未知', '1391111'],
    ];
    const res = await importAs(admin, 'Teacher', await filled('teacher', rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: '该手机号已被其他教师使用' },
      { Row: 5, Reason: '与第4行手机号重复' },
      { Row: 6, Reason: '性别只能是男或女；手机号格式不正确' },
    ]);
    expect(await teacherCount(sunshineId)).toBe(before);
  });
});

describe('ImportClass (C11)', () => {
  it('imports classes into a study year: grades by name, sort given or after the last', async () => {
    const year = await yearOf(sunshineId);
    const before = await classCount(year);
    const res = await importAs(
      admin,
      'Class',
      await filled('class', [
        ['小三班', '小班', 20],
        ['大三班', '大班'],
      ]),
      {
        StudyYearId: year,
      },
    );
    expect(res.json()).toMatchObject({ success: true, response: { Count: 2 } });
    expect(await classCount(year)).toBe(before + 2);
    const rows = await h.db
      .select({ name: classes.name, grade: grades.name, sort: classes.sort })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(and(eq(classes.studyYearId, year), eq(classes.enabled, true)));
    expect(rows.find((r) => r.name === '小三班')).toMatchObject({ grade: '小班', sort: 20 });
    expect(rows.find((r) => r.name === '大三班')!.sort).toBeGreaterThan(20);
  });

  it('refuses an unknown grade, a taken name, a name twice and a bad sort; writes nothing', async () => {
    const year = await yearOf(sunshineId);
    const before = await classCount(year);
    const rows = [
      ['学前一班', '学前班'],
      ['小一班', '小班'],
      ['新一班', '中班'],
      ['新一班', '中班', 'abc'],
    ];
    const res = await importAs(admin, 'Class', await filled('class', rows), { StudyYearId: year });
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: '年级不存在（可填：托班、小班、中班、大班）' },
      { Row: 4, Reason: '该学年已有同名班级' },
      { Row: 6, Reason: '排序只能是 0 到 9999 的整数；与第5行班级名称重复' },
    ]);
    expect(await classCount(year)).toBe(before);
  });

  it("answers 404 for another school's study year", async () => {
    const res = await importAs(admin, 'Class', await filled('class', [['新班', '小班']]), {
      StudyYearId: await yearOf(rainbowId),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('exports (C11): same columns as the templates, so an export imports again', () => {
  it('children of a class, re-imported into an empty class (of another school: 学号 are per school)', async () => {
    const from = await classOf(sunshineId, '大二班');
    const res = await h.call(API.imports.exportStudents, { ClassId: from.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="children.xlsx"; filename*=UTF-8''${encodeURIComponent('幼儿名单_大二班.xlsx')}`,
    );
    const sheet = await loaded(res.rawPayload);
    expect(sheet.rowCount).toBe(1 + 25);
    // In the same school the same children are refused by their 学号 (imports-children-details).
    const theirs = await classOf(rainbowId, '大一班');
    const empty = await h.f.klass({
      schoolId: rainbowId,
      studyYearId: theirs.studyYearId,
      gradeId: theirs.gradeId,
      name: '大九班',
    });
    const again = await importAs(rainbow, 'Student', res.rawPayload, { ClassId: empty.id });
    expect(again.json().response).toEqual({ Count: 25 });
  });

  it('全园 adds the class column; a teacher gets only their classes; 404 outside them', async () => {
    const all = await loaded((await h.call(API.imports.exportStudents, undefined, admin)).rawPayload);
    expect(all.getRow(1).getCell(17).value).toBe('班级');
    const mine = await h.call(API.imports.exportStudents, { ClassId: 0 }, teacher);
    const classesSeen = new Set((await loaded(mine.rawPayload)).getColumn(17).values.slice(2));
    expect(classesSeen).toEqual(new Set(['小一班', '小二班']));
    const other = await classOf(sunshineId, '大二班');
    expect((await h.call(API.imports.exportStudents, { ClassId: other.id }, teacher)).statusCode).toBe(404);
    const theirs = await classOf(rainbowId, '小一班');
    expect((await h.call(API.imports.exportStudents, { ClassId: theirs.id }, admin)).statusCode).toBe(404);
  });

  it('teachers, re-imported by another school', async () => {
    const res = await h.call(API.imports.exportTeachers, undefined, admin);
    const rows = (await loaded(res.rawPayload)).rowCount - 1;
    expect(rows).toBe(await teacherCount(sunshineId));
    const before = await teacherCount(rainbowId);
    const again = await importAs(rainbow, 'Teacher', res.rawPayload);
    expect(again.json().response).toEqual({ Count: rows });
    expect(await teacherCount(rainbowId)).toBe(before + rows);
  });

  it('classes of a study year, re-imported into a new study year', async () => {
    const year = await yearOf(sunshineId);
    const res = await h.call(API.imports.exportClasses, { StudyYearId: year }, admin);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('班级列表_2026-2027学年.xlsx'));
    const sheet = await loaded(res.rawPayload);
    expect(sheet.getRow(2).values).toEqual([undefined, '托一班', '托班', 1]);
    const next = await h.f.studyYear({
      schoolId: sunshineId,
      startYear: 2027,
      current: false,
      openCycle: false,
    });
    const again = await importAs(admin, 'Class', res.rawPayload, { StudyYearId: next.year.id });
    expect(again.json().response).toEqual({ Count: sheet.rowCount - 1 });
    expect(
      (await h.call(API.imports.exportClasses, { StudyYearId: await yearOf(rainbowId) }, admin)).statusCode,
    ).toBe(404);
  });
});
