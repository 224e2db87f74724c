import * as XLSX from '@e965/xlsx';
import { API, IMPORT_MESSAGES } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { processQuestions, questionBanks, students } from '../../db/schema';
import { tempDataDir, uploadExcel } from '../uploads/test-support';
import { importFixtures } from './test-support';

/** Issue 14 item 21: legacy .xls files (Excel 97-2003, as WPS saves them; E16, DECISIONS 36). */
const h = useHarness({ dataDir: tempDataDir('imports-xls') });
const { schoolIdOf, classOf, countIn, importAs } = importFixtures(h);
let admin: string;
let sunshineId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  sunshineId = await schoolIdOf('阳光幼儿园');
});

/** A real BIFF8 .xls, as Excel 97-2003 and WPS write it; `dates` columns carry a date format. */
function xls(rows: unknown[][], opts: { hiddenFirst?: boolean } = {}): Buffer {
  const book = XLSX.utils.book_new();
  if (opts.hiddenFirst) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['说明'], ['隐藏的工作表']]), '隐藏');
  }
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), '幼儿名单');
  if (opts.hiddenFirst) book.Workbook = { Sheets: [{ Hidden: 1 }, { Hidden: 0 }] };
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

describe('ImportStudent reads a legacy .xls', () => {
  it('imports children with dates typed as dates and as text, phones typed as numbers, guardians', async () => {
    const klass = await classOf(sunshineId, '大二班');
    const before = await countIn(klass.id);
    const data = xls(
      [
        ['姓名', '性别', '出生日期', '学号', '入园日期', '监护人1姓名', '监护人1关系', '监护人1电话'],
        [
          '旧表一',
          '男',
          new Date(Date.UTC(2021, 2, 15)),
          'X-01',
          '2024-09-01',
          '旧奶奶',
          '奶奶',
          13811112222,
        ],
        ['旧表二', '女', '2021/5/6'],
      ],
      { hiddenFirst: true },
    );
    expect(data.subarray(0, 4).toString('hex')).toBe('d0cf11e0'); // an OLE2 compound file
    const res = await importAs(admin, 'Student', data, { ClassId: klass.id });
    expect(res.json()).toEqual({ success: true, msg: '导入成功 2 条', response: { Count: 2 } });
    expect(await countIn(klass.id)).toBe(before + 2);
    const [one] = await h.db.select().from(students).where(eq(students.name, '旧表一'));
    expect(one).toMatchObject({
      birthday: '2021-03-15',
      studentNo: 'X-01',
      entryDate: '2024-09-01',
      guardians: [{ name: '旧奶奶', relation: '奶奶', phone: '13811112222', primary: true }],
    });
    const [two] = await h.db.select().from(students).where(eq(students.name, '旧表二'));
    expect(two!.birthday).toBe('2021-05-06');
  });

  it('names the wrong rows of an .xls as of an .xlsx, and writes nothing', async () => {
    const klass = await classOf(sunshineId, '大一班');
    const before = await countIn(klass.id);
    const data = xls([
      ['姓名', '性别', '出生日期'],
      ['好的', '男', '2021-01-01'],
      ['', '男孩', '2021-01-01'],
    ]);
    const res = await importAs(admin, 'Student', data, { ClassId: klass.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.Errors).toEqual([{ Row: 3, Reason: '姓名不能为空；性别只能是男或女' }]);
    expect(await countIn(klass.id)).toBe(before);
  });

  it('answers a clear 400 for a damaged .xls', async () => {
    // The OLE2 signature and a Workbook stream name pass the upload check; the rest is noise.
    const broken = Buffer.alloc(4096, 0x5a);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(broken);
    Buffer.from('Workbook', 'utf16le').copy(broken, 1024);
    const klass = await classOf(sunshineId, '大二班');
    const res = await importAs(admin, 'Student', broken, { ClassId: klass.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: IMPORT_MESSAGES.xlsUnreadable });
  });
});

describe('ImportQuestion reads a legacy .xls', () => {
  it('imports process questions into a bank', async () => {
    const Name = 'xls导入分类';
    const added = await h.call(API.questionBank.addBank, { Name, TypeId: 1 }, admin);
    expect(added.statusCode, added.body).toBe(200);
    const data = xls([
      ['适用范围', '问题', '排序'],
      ['通用', '能安静地听完别人说话', 1],
      ['中班', '愿意把玩具分享给同伴', 2],
    ]);
    const res = await h.call(
      API.imports.questions,
      { fileName: await uploadExcel(h, admin, data), OtherName: Name },
      admin,
    );
    expect(res.json()).toMatchObject({ success: true, response: { Count: 2 } });
    const rows = await h.db
      .select({ gradeName: processQuestions.gradeName, question: processQuestions.question })
      .from(processQuestions)
      .innerJoin(questionBanks, eq(questionBanks.id, processQuestions.bankId))
      .where(and(eq(questionBanks.schoolId, sunshineId), eq(questionBanks.name, Name)))
      .orderBy(asc(processQuestions.orderSort));
    expect(rows).toEqual([
      { gradeName: '通用', question: '能安静地听完别人说话' },
      { gradeName: '中班', question: '愿意把玩具分享给同伴' },
    ]);
  });
});
