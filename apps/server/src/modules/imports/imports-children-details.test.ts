import { API, IMPORT_MESSAGES as M } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { students } from '../../db/schema';
import { tempDataDir } from '../uploads/test-support';
import { CHILD_COLUMNS, importFixtures } from './test-support';

/** Issue 14 item 5: 学号, 入园日期, 监护人1-3, 过敏 and 健康备注 in the children's Excel files. */
const h = useHarness({ dataDir: tempDataDir('imports-children-details') });
const { schoolIdOf, classOf, countIn, filled, workbook, loaded, importAs } = importFixtures(h);
let admin: string;
let sunshineId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  sunshineId = await schoolIdOf('阳光幼儿园');
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** 姓名 性别 出生日期 学号 入园日期, 监护人1-3 (姓名 关系 电话), 过敏 健康备注 */
const row = (name: string, over: Partial<Record<number, unknown>> = {}) => {
  const values: unknown[] = [
    name,
    '男',
    day('2021-04-01'),
    '',
    day('2024-09-01'),
    '李娜',
    '母亲',
    '13900001111',
    '张奶奶',
    '奶奶',
    '13800002222',
    '',
    '',
    '',
    '',
    '',
  ];
  for (const [i, v] of Object.entries(over)) values[Number(i)] = v;
  return values;
};

describe('children import: the new columns', () => {
  it('refuses each wrong value with its reason and the row, writing nothing', async () => {
    const klass = await classOf(sunshineId, '中一班');
    const before = await countIn(klass.id);
    const [seeded] = await h.db
      .select({ no: students.studentNo })
      .from(students)
      .where(eq(students.schoolId, sunshineId))
      .limit(1);
    const rows = [
      row('号码错', { 3: '学号一' }), // 3
      row('号码有人', { 3: seeded!.no }), // 4
      row('号码一', { 3: 'D-1' }), // 5
      row('号码二', { 3: 'D-1' }), // 6
      row('入园错', { 4: '2024-13-01' }), // 7
      row('入园早', { 4: day('2020-01-01') }), // 8
      row('无姓名', { 5: '', 6: '母亲' }), // 9
      row('关系错', { 9: '舅舅' }), // 10
      row('电话错', { 10: '1380000' }), // 11
      row('名太长', { 11: '名'.repeat(51), 12: '其他' }), // 12
      row('过敏长', { 14: '过'.repeat(501), 15: '注'.repeat(1001) }), // 13
    ];
    const res = await importAs(admin, 'Student', await filled('student', rows), { ClassId: klass.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: M.studentNoInvalid },
      { Row: 4, Reason: M.studentNoTaken },
      { Row: 6, Reason: '与第5行学号重复' },
      { Row: 7, Reason: M.entryDateInvalid },
      { Row: 8, Reason: M.entryBeforeBirth },
      { Row: 9, Reason: '监护人1已填写关系或电话，请填写姓名' },
      { Row: 10, Reason: '监护人2关系只能是 父亲、母亲、爷爷、奶奶、外公、外婆 或 其他' },
      { Row: 11, Reason: '监护人2电话格式不正确' },
      { Row: 12, Reason: '监护人3姓名不能超过50个字' },
      { Row: 13, Reason: `${M.allergiesTooLong}；${M.healthNotesTooLong}` },
    ]);
    expect(await countIn(klass.id)).toBe(before);
  });

  it('round trip: what the export writes imports again, 监护人1 being the one to call', async () => {
    const from = await classOf(sunshineId, '中二班');
    const rows = [
      row('往返一', { 3: 'RT-1', 8: '王外公', 9: '外公', 14: '牛奶蛋白过敏', 15: '午睡需提醒' }),
      row('往返二', { 3: 'RT-2', 5: '', 6: '', 7: '', 8: '', 9: '', 10: '' }),
    ];
    expect(
      (await importAs(admin, 'Student', await filled('student', rows), { ClassId: from.id })).json(),
    ).toMatchObject({ success: true, response: { Count: 2 } });
    const [one] = await h.db.select().from(students).where(eq(students.studentNo, 'RT-1'));
    expect(one).toMatchObject({
      entryDate: '2024-09-01',
      motherName: '李娜',
      motherPhone: '13900001111',
      fatherName: null,
      allergies: '牛奶蛋白过敏',
      healthNotes: '午睡需提醒',
      guardians: [
        { name: '李娜', relation: '母亲', phone: '13900001111', primary: true },
        { name: '王外公', relation: '外公', phone: '13800002222', primary: false },
      ],
    });

    const exported = await h.call(API.imports.exportStudents, { ClassId: from.id }, admin);
    const sheet = await loaded(exported.rawPayload);
    const line = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(line(1)).toEqual(CHILD_COLUMNS);
    const all = Array.from({ length: sheet.rowCount - 1 }, (_, i) => line(i + 2));
    expect(all.find((r) => r[3] === 'RT-1')).toEqual([
      '往返一',
      '男',
      day('2021-04-01'),
      'RT-1',
      day('2024-09-01'),
      '李娜',
      '母亲',
      '13900001111',
      '王外公',
      '外公',
      '13800002222',
      undefined,
      undefined,
      undefined,
      '牛奶蛋白过敏',
      '午睡需提醒',
    ]);
    // Every demo child comes out with a 学号 and someone to call (往返二 was given nobody).
    expect(all.filter((r) => r[0] !== '往返二').every((r) => r[3] && r[5] && r[7])).toBe(true);

    // The same file into another class: each 学号 is taken now, so every row is refused by number.
    const to = await classOf(sunshineId, '大一班');
    const again = await importAs(admin, 'Student', Buffer.from(exported.rawPayload), { ClassId: to.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().response.Errors).toHaveLength(all.length);
    expect(again.json().response.Errors[0].Reason).toBe(M.studentNoTaken);
  });

  it('a file of the older template (父亲/母亲 columns) still imports, guardians derived', async () => {
    const klass = await classOf(sunshineId, '小一班');
    const data = await workbook([
      ['姓名', '性别', '出生日期', '父亲姓名', '父亲手机号', '母亲姓名', '母亲手机号'],
      ['老模板', '女', '2022-02-02', '陈强', '13811113333', '', ''],
    ]);
    expect((await importAs(admin, 'Student', data, { ClassId: klass.id })).json().success).toBe(true);
    const [child] = await h.db.select().from(students).where(eq(students.name, '老模板'));
    expect(child).toMatchObject({
      fatherName: '陈强',
      guardians: [{ name: '陈强', relation: '父亲', phone: '13811113333', primary: true }],
    });
  });
});
