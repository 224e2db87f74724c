import {
  API,
  THEME_CONTENT_MESSAGES as C,
  IMPORT_MESSAGES as M,
  REQUEST_MESSAGES,
  THEME_MESSAGES,
  type TThemeQuestion,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, students, themeClasses, themeQuestions, themeResults, themes } from '../../db/schema';
import { addRainbowTheme, freshMiddleTheme, latestThemeOf } from '../themes/test-support';
import { tempDataDir, uploadExcel } from '../uploads/test-support';
import { importFixtures } from './test-support';

const h = useHarness({ dataDir: tempDataDir('imports-theme') });
const { schoolIdOf, filled, workbook, loaded } = importFixtures(h);
const HEADER = ['关键词', '主题描述', '排序', '类型'];
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
/** the demo's latest 小班 theme (given to the teacher's classes, not scored) and 中班 one (not hers) */
let smallTheme: number;
let middleTheme: number;
let rainbowTheme: number;

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'doctor', 'rainbow'].map((name) => h.login(name)),
  )) as [string, string, string, string];
  const sunshine = await schoolIdOf('阳光幼儿园');
  smallTheme = await latestThemeOf(h, sunshine, '小班');
  middleTheme = await latestThemeOf(h, sunshine, '中班');
  const other = await schoolIdOf('彩虹幼儿园');
  rainbowTheme = await addRainbowTheme(h, rainbow, other);
});

const freshTheme = (title: string) => freshMiddleTheme(h, admin, title);

const sheet = (rows: unknown[][]) => workbook([HEADER, ...rows]);
const importInto = async (themeId: number, data: Buffer, detailId = 11, token = admin) =>
  h.call(
    API.imports.themeQuestions,
    { fileName: await uploadExcel(h, token, data), eval_ThemeDetailId: detailId, themeId },
    token,
  );
/** An entry's questions as the editor reads them (E08). */
const listed = async (themeId: number, detailId = 11, token = admin): Promise<TThemeQuestion[]> =>
  (await h.call(API.themeContent.questions, { Id: detailId, ThemeId: themeId }, token)).json().response
    .question;
const described = async (themeId: number, detailId = 11) =>
  (await listed(themeId, detailId)).map((q) => q.Describe);

describe('access (E15)', () => {
  itGuards(
    h,
    [
      [
        API.imports.themeQuestions,
        { fileName: '00000000-0000-4000-8000-000000000000.xlsx', eval_ThemeDetailId: 11, themeId: 1 },
      ],
    ],
    () => doctor,
  );

  it("answers 404 for another school's theme, an entry of the other template, and a teacher's theme not given to her", async () => {
    const data = await sheet([['倾听与表达', '彩虹之外的描述']]);
    const before = await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, rainbowTheme));
    const foreign = await importInto(rainbowTheme, data);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(REQUEST_MESSAGES.notFound);
    expect(await h.db.select().from(themeQuestions).where(eq(themeQuestions.themeId, rainbowTheme))).toEqual(
      before,
    );
    const id = await freshTheme('别的模板');
    expect((await importInto(id, data, 51)).statusCode).toBe(404);
    expect((await importInto(id, data, 99)).statusCode).toBe(404);
    const notHers = await importInto(middleTheme, data, 11, teacher);
    expect(notHers.statusCode).toBe(404);
    expect(await described(middleTheme)).not.toContain('彩虹之外的描述');
  });

  it('a teacher imports into a theme of her class', async () => {
    const res = await importInto(smallTheme, await sheet([['人际交往', '老师导入的描述', 50]]), 12, teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 1 条', response: { Count: 1 } });
    expect(await described(smallTheme, 12)).toContain('老师导入的描述');
  });
});

describe('template (E15, D17)', () => {
  it('theme-question: a public .xlsx with 关键词, 主题描述, 排序, 类型 and an example row', async () => {
    const res = await h.call(API.imports.template, { kind: 'theme-question' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('主题评价内容导入模板.xlsx')}`,
    );
    const first = await loaded(res.rawPayload);
    expect(first.name).toBe('评价内容');
    expect(first.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(first.getRow(2).values).toEqual([
      undefined,
      '倾听与表达',
      '能大胆讲述自己在主题活动中的发现',
      1,
      '无',
    ]);
  });

  it('a filled template imports its rows and skips the example row', async () => {
    const id = await freshTheme('模板导入');
    const before = (await listed(id)).length;
    const res = await importInto(
      id,
      await filled('theme-question', [['科学探究', '愿意动手探索落叶的秘密']]),
    );
    expect(res.json()).toEqual({ success: true, msg: '导入成功 1 条', response: { Count: 1 } });
    expect(await described(id)).toHaveLength(before + 1);
    expect(await described(id)).not.toContain('能大胆讲述自己在主题活动中的发现');
  });
});

describe('ImportThemeQuestion (E15)', () => {
  it('imports every row into the entry: keyword, description, sort (empty: after the last), type (empty: 无)', async () => {
    const id = await freshTheme('导入的主题');
    const before = await listed(id);
    const otherEntry = await listed(id, 12);
    const last = Math.max(...before.map((q) => q.Sort));
    const res = await importInto(
      id,
      await sheet([
        ['倾听与表达', ' 能安静地倾听同伴讲述秋天的发现 ', 3, '无'],
        ['科学 · 数学认知', '能按大小给树叶排序', '', ''],
        ['表现与创造', '用树叶拼贴出自己的作品', null, '图片＋文字'],
        ['社会适应', '老师的话', 200, '文字'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 4 条', response: { Count: 4 } });
    const after = await listed(id);
    expect(after).toHaveLength(before.length + 4);
    const pick = (describe: string) => {
      const q = after.find((x) => x.Describe === describe)!;
      return [q.KeyWordsId, q.KeyWords, q.Sort, q.QuestionType, q.Eval_ThemeDetailId, q.ThemeId];
    };
    expect(pick('能安静地倾听同伴讲述秋天的发现')).toEqual([4, '倾听与表达', 3, 5, 11, id]);
    expect(pick('能按大小给树叶排序')).toEqual([9, '数学认知', 201, 5, 11, id]);
    expect(pick('用树叶拼贴出自己的作品')).toEqual([11, '表现与创造', 202, 4, 11, id]);
    expect(pick('老师的话')).toEqual([7, '社会适应', 200, 3, 11, id]);
    expect(last).toBeLessThan(200);
    // The other entries are untouched; the content home counts the new descriptions and block.
    expect(await listed(id, 12)).toEqual(otherEntry);
    const tile = (await h.call(API.themeContent.editInfo, { ThemeId: id }, admin))
      .json()
      .response.Tiles.find((t: { Eval_ThemeDetailId: number }) => t.Eval_ThemeDetailId === 11);
    expect(tile.QuestionCount + tile.BlockCount).toBe(before.length + 4);
  });

  it('without a sort anywhere, the rows follow the entry’s last question in file order', async () => {
    const id = await freshTheme('无排序');
    const last = Math.max(...(await listed(id, 13)).map((q) => q.Sort));
    expect(
      (
        await importInto(
          id,
          await sheet([
            ['感受与欣赏', '喜欢听秋天的歌'],
            ['动作发展', '能双脚跳过落叶堆'],
          ]),
          13,
        )
      ).statusCode,
    ).toBe(200);
    const rows = await listed(id, 13);
    expect(rows.slice(-2).map((q) => [q.Describe, q.Sort])).toEqual([
      ['喜欢听秋天的歌', last + 1],
      ['能双脚跳过落叶堆', last + 2],
    ]);
  });

  it('wrong rows are named by their Excel row with the dialog’s messages, and nothing is written', async () => {
    const id = await freshTheme('有误的文件');
    const before = await described(id);
    const res = await importInto(
      id,
      await sheet([
        ['倾听与表达', '这一行没有问题', 1, '无'], // row 2: fine
        ['', '缺关键词', 1, '无'], // row 3
        ['唱歌', '关键词不存在', 1, '无'], // row 4
        ['人际交往', '', 1, '无'], // row 5
        ['人际交往', '述'.repeat(101), 1, '无'], // row 6
        ['人际交往', '排序不是数字', 'abc', '无'], // row 7
        ['人际交往', '排序超出范围', 10000, '无'], // row 8
        ['人际交往', '类型不存在', 1, '视频'], // row 9
        ['', '', -1, '音频'], // row 10: four reasons
        [], // row 11: blank, skipped
        ['人际交往', '述'.repeat(100), 9999, '图片'], // row 12: at the limits, fine
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      msg: '导入失败：8 行数据有误，本次未导入任何数据，请修改后重新导入',
    });
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: C.keywordRequired },
      { Row: 4, Reason: C.keywordUnknown },
      { Row: 5, Reason: C.describeRequired },
      { Row: 6, Reason: C.describeTooLong },
      { Row: 7, Reason: C.sortRequired },
      { Row: 8, Reason: C.sortRequired },
      { Row: 9, Reason: C.typeUnknown },
      {
        Row: 10,
        Reason: [C.keywordRequired, C.describeRequired, C.sortRequired, C.typeUnknown].join('；'),
      },
    ]);
    expect(C.keywordUnknown).toBe(
      '关键词只能是：身心状况、动作发展、生活习惯与生活能力、倾听与表达、阅读与书写准备、人际交往、社会适应、科学探究、数学认知、感受与欣赏、表现与创造',
    );
    expect(await described(id)).toEqual(before);
  });

  it('a keyword and description twice in the file, or already in the entry, is refused by row', async () => {
    const id = await freshTheme('重复的文件');
    const [existing] = await listed(id);
    const before = await described(id);
    const res = await importInto(
      id,
      await sheet([
        ['倾听与表达', '愿意讲述自己的发现'], // row 2
        ['倾听与表达', ' 愿意讲述自己的发现 '], // row 3: twin of row 2
        ['人际交往', '愿意讲述自己的发现'], // row 4: another keyword, fine
        [existing!.KeyWords, existing!.Describe], // row 5: already in the entry
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: '与第2行重复（关键词和主题描述都相同）' },
      { Row: 5, Reason: C.questionExists },
    ]);
    expect(await described(id)).toEqual(before);
    // The same description under the same keyword in another entry is not a repeat.
    const elsewhere = await importInto(id, await sheet([[existing!.KeyWords, existing!.Describe]]), 12);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('importing the same file twice refuses every row the second time', async () => {
    const id = await freshTheme('两次导入');
    const data = await sheet([
      ['科学探究', '能说出落叶的颜色变化'],
      ['数学认知', '能数出十片树叶'],
    ]);
    expect((await importInto(id, data)).statusCode).toBe(200);
    const count = (await listed(id)).length;
    const again = await importInto(id, data);
    expect(again.statusCode).toBe(400);
    expect(again.json().response.Errors).toEqual([
      { Row: 2, Reason: C.questionExists },
      { Row: 3, Reason: C.questionExists },
    ]);
    expect(await listed(id)).toHaveLength(count);
  });

  it('a missing or foreign file, a sheet without rows or without a column: the import’s messages', async () => {
    const id = await freshTheme('文件问题');
    const missing = await h.call(
      API.imports.themeQuestions,
      { fileName: '00000000-0000-4000-8000-000000000000.xlsx', eval_ThemeDetailId: 11, themeId: id },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(M.fileMissing);
    const theirs = await uploadExcel(h, rainbow, await sheet([['倾听与表达', '彩虹的文件']]));
    const foreign = await h.call(
      API.imports.themeQuestions,
      { fileName: theirs, eval_ThemeDetailId: 11, themeId: id },
      admin,
    );
    expect(foreign.json().msg).toBe(M.fileMissing);
    expect((await importInto(id, await filled('theme-question', []))).json().msg).toBe(M.empty);
    expect((await importInto(id, await sheet([]))).json().msg).toBe(M.empty);
    const noColumn = await importInto(
      id,
      await workbook([
        ['关键词', '描述'],
        ['倾听与表达', '缺少主题描述列'],
      ]),
    );
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().msg).toBe('表格缺少列：主题描述。请使用下载的模板填写');
    expect(await described(id)).not.toContain('彩虹的文件');
  });

  it.each([
    ['no file name', { fileName: undefined }, M.fileRequired],
    ['an empty file name', { fileName: ' ' }, M.fileRequired],
    ['no entry', { eval_ThemeDetailId: undefined }, undefined],
    ['no theme', { themeId: 0 }, undefined],
  ])('refuses %s (400)', async (_, over, msg) => {
    const res = await h.call(
      API.imports.themeQuestions,
      { fileName: 'x.xlsx', eval_ThemeDetailId: 11, themeId: 1, ...over },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    if (msg) expect(res.json().msg).toBe(msg);
  });
});

describe('the content lock (DECISIONS 44)', () => {
  it('once a child of the theme is scored, an import is refused with the lock message and writes nothing', async () => {
    const id = await freshTheme('锁定后导入');
    const data = await sheet([['倾听与表达', '锁定后不能导入']]);
    const [theme] = await h.db.select().from(themes).where(eq(themes.id, id));
    const [klass] = await h.db.select().from(classes).where(eq(classes.name, '中一班'));
    const [map] = await h.db
      .insert(themeClasses)
      .values({ schoolId: theme!.schoolId, themeId: id, classId: klass!.id })
      .returning();
    const fileName = await uploadExcel(h, admin, data);
    const [child] = await h.db.select().from(students).where(eq(students.classId, klass!.id));
    await h.db
      .insert(themeResults)
      .values({ schoolId: theme!.schoolId, themeClassId: map!.id, studentId: child!.id });
    const before = await described(id);
    const res = await h.call(
      API.imports.themeQuestions,
      { fileName, eval_ThemeDetailId: 11, themeId: id },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(THEME_MESSAGES.locked);
    expect(await described(id)).toEqual(before);
  });
});
