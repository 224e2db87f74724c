import {
  API,
  GROWTH_TEMPLATE_MESSAGES as G,
  HTTP_MESSAGES,
  IMPORT_MESSAGES as M,
  TypeNum,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, type TGuardCase, useHarness } from '../../../test/harness';
import { LOG_SHEET_MESSAGES } from '../growth-observations/log-sheet';
import { growthFixtures } from '../growth-observations/test-support';
import { tempDataDir, uploadExcel } from '../uploads/test-support';
import { importFixtures } from './test-support';

const h = useHarness({ dataDir: tempDataDir('imports-growth') });
const g = growthFixtures(h);
const { filled, workbook, loaded } = importFixtures(h);
const POINT_HEADER = ['维度', '要素', '观察点'];
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let ours: Awaited<ReturnType<typeof g.template>>;
let other: Awaited<ReturnType<typeof g.template>>;
let theirs: Awaited<ReturnType<typeof g.template>>;

beforeAll(async () => {
  [admin, teacher, district, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'district', 'rainbow'].map((name) => h.login(name)),
  )) as [string, string, string, string];
  const sunshine = await g.sunshine();
  ours = await g.template(sunshine, '大班', 1);
  other = await g.template(sunshine, '大班', 2);
  theirs = await g.template(await g.rainbow(), '大班', 1);
});

/** A log-sheet module with 健康/身心状况 (2 points) and 语言/倾听 (1). */
async function observed(typeNum: number = TypeNum.termObservation, t = ours) {
  const m = await g.module(t, typeNum);
  await g.points(m, [
    ['健康', '身心状况', '情绪安定愉快'],
    ['健康', '身心状况', '能适应集体生活'],
    ['语言', '倾听', '能安静地听别人讲话'],
  ]);
  return m;
}
const importPoints = async (m: { id: number; templateId: number }, data: Buffer, token = admin) =>
  h.call(
    API.imports.observations,
    { tempId: m.templateId, tempDetailId: m.id, fileName: await uploadExcel(h, token, data) },
    token,
  );
const importQuestions = async (m: { id: number; templateId: number }, data: Buffer, token = admin) =>
  h.call(
    API.imports.growthQuestions,
    { tempId: m.templateId, tempDetailId: m.id, fileName: await uploadExcel(h, token, data) },
    token,
  );
const pointSheet = (rows: unknown[][]) => workbook([POINT_HEADER, ...rows]);
const questionSheet = (rows: unknown[][]) => workbook([['成长问题'], ...rows]);
const names = async (moduleId: number) =>
  (await g.sheetRows(moduleId)).map((r) => `${r.dimension}/${r.element}/${r.name}#${r.orderSort}`);

describe('access (F42)', () => {
  const body = { tempId: 1, tempDetailId: 1, fileName: '00000000-0000-4000-8000-000000000000.xlsx' };
  const routes: TGuardCase[] = [
    [API.imports.observations, body],
    [API.imports.growthQuestions, body],
  ];
  itGuards(h, routes, () => teacher);
  it.each([
    ['imports.observations', API.imports.observations],
    ['imports.growthQuestions', API.imports.growthQuestions],
  ])('%s: the district account gets 403', async (_, endpoint) => {
    const res = await h.call(endpoint, body, district);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
  });
});

describe('templates (F43)', () => {
  it('observation: a public .xlsx with 维度, 要素, 观察点 and an example row', async () => {
    const res = await h.call(API.imports.template, { kind: 'observation' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('观察记录表导入模板.xlsx')}`,
    );
    const first = await loaded(res.rawPayload);
    expect(first.name).toBe('观察记录表');
    expect(first.getRow(1).values).toEqual([undefined, ...POINT_HEADER]);
    expect(first.getRow(2).values).toEqual([
      undefined,
      '语言',
      '倾听与表达',
      '别人对自己说话时能注意听并做出回应',
    ]);
  });

  it('growth-question: a public .xlsx with 成长问题 and an example row', async () => {
    const res = await h.call(API.imports.template, { kind: 'growth-question' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('成长问题导入模板.xlsx')}`,
    );
    const first = await loaded(res.rawPayload);
    expect(first.getRow(1).values).toEqual([undefined, '成长问题']);
    expect(first.getRow(2).values).toEqual([undefined, '能主动向老师和小朋友问好']);
  });

  it('an unknown kind is refused', async () => {
    expect((await h.call(API.imports.template, { kind: 'growth' })).statusCode).toBe(400);
  });

  it('filled templates import their rows and skip the example row', async () => {
    const m = await observed();
    const points = await importPoints(
      m,
      await filled('observation', [['艺术', '表现与创造', '喜欢唱歌跳舞']]),
    );
    expect(points.json()).toEqual({ success: true, msg: '导入成功 1 条', response: { Count: 1 } });
    const q = await g.module(ours, TypeNum.rating);
    const questions = await importQuestions(q, await filled('growth-question', [['能自己吃饭']]));
    expect(questions.json()).toEqual({ success: true, msg: '导入成功 1 条', response: { Count: 1 } });
    expect(await g.questionNames(q.id)).toEqual(['能自己吃饭']);
  });
});

describe('ImportObservation (F42)', () => {
  it('imports points into their elements (new ones after their dimension, new dimensions at the end)', async () => {
    const m = await observed();
    const res = await importPoints(
      m,
      await pointSheet([
        ['艺术', '表现与创造', '喜欢唱歌跳舞'],
        [' 健康 ', '身心状况', ' 愿意午睡 '],
        ['健康', '动作发展', '能单脚连续向前跳'],
        ['艺术', '感受与欣赏', '喜欢看美丽的东西'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 4 条', response: { Count: 4 } });
    expect(await names(m.id)).toEqual([
      '健康/身心状况/情绪安定愉快#1',
      '健康/身心状况/能适应集体生活#2',
      '健康/身心状况/愿意午睡#3',
      '健康/动作发展/能单脚连续向前跳#4',
      '语言/倾听/能安静地听别人讲话#5',
      '艺术/表现与创造/喜欢唱歌跳舞#6',
      '艺术/感受与欣赏/喜欢看美丽的东西#7',
    ]);
  });

  it('into a type 5 module too', async () => {
    const m = await observed(TypeNum.monthlyObservation);
    expect(
      (await importPoints(m, await pointSheet([['社会', '人际交往', '愿意和小朋友一起玩']]))).statusCode,
    ).toBe(200);
    expect(await g.sheetRows(m.id)).toHaveLength(4);
  });

  it('wrong rows are named by their Excel row with every reason, and nothing is written', async () => {
    const m = await observed();
    const before = await names(m.id);
    const rows = [
      ['社会', '人际交往', '愿意和小朋友一起玩'], // row 2: fine
      ['', '人际交往', '能与同伴分享'], // row 3
      ['社会', '', '能与同伴分享'], // row 4
      ['社会', '人际交往', ''], // row 5
      ['维'.repeat(21), '要'.repeat(21), '点'.repeat(101)], // row 6: three reasons
      ['社会', '人际交往', '愿意和小朋友一起玩'], // row 7: twin of row 2
      ['健康', '身心状况', '情绪安定愉快'], // row 8: already in the sheet
      [], // row 9: blank, skipped
      ['语言', '表达', '情绪安定愉快'], // row 10: another element, fine
      ['维'.repeat(20), '要'.repeat(20), '点'.repeat(100)], // row 11: at the limits, fine
    ];
    const res = await importPoints(m, await pointSheet(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      msg: '导入失败：6 行数据有误，本次未导入任何数据，请修改后重新导入',
    });
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: G.dimensionRequired },
      { Row: 4, Reason: G.elementRequired },
      { Row: 5, Reason: G.pointNameRequired },
      { Row: 6, Reason: `维度不能超过20个字；要素不能超过20个字；${G.pointNameTooLong}` },
      { Row: 7, Reason: '与第2行重复（维度、要素和观察点都相同）' },
      { Row: 8, Reason: G.pointExists },
    ]);
    expect(await names(m.id)).toEqual(before);
  });

  it('importing the same file twice refuses every row the second time', async () => {
    const m = await observed();
    const data = await pointSheet([
      ['社会', '人际交往', '愿意和小朋友一起玩'],
      ['社会', '社会适应', '喜欢上幼儿园'],
    ]);
    expect((await importPoints(m, data)).statusCode).toBe(200);
    const again = await importPoints(m, data);
    expect(again.statusCode).toBe(400);
    expect(again.json().response.Errors).toEqual([
      { Row: 2, Reason: G.pointExists },
      { Row: 3, Reason: G.pointExists },
    ]);
    expect(await g.sheetRows(m.id)).toHaveLength(5);
  });

  it('refuses a file that would take the sheet over its limit, writing nothing', async () => {
    const m = await g.module(ours, TypeNum.termObservation);
    await g.points(
      m,
      Array.from(
        { length: 299 },
        (_, i) => ['健康', '身心状况', `观察点${i + 1}`] as [string, string, string],
      ),
    );
    const res = await importPoints(
      m,
      await pointSheet([
        ['语言', '倾听', '一'],
        ['语言', '倾听', '二'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(LOG_SHEET_MESSAGES.logSheetFull);
    expect(await g.sheetRows(m.id)).toHaveLength(299);
  });

  it('refuses a module without a log sheet (该模块没有观察记录表)', async () => {
    const m = await g.module(ours, TypeNum.rating);
    const res = await importPoints(m, await pointSheet([['社会', '人际交往', '愿意和小朋友一起玩']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(G.noLogSheet);
  });

  it('answers 404 when the module is not of the template named, or of another school', async () => {
    const m = await observed();
    const data = await pointSheet([['社会', '人际交往', '愿意和小朋友一起玩']]);
    const mismatch = await importPoints({ id: m.id, templateId: other.id }, data);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().msg).toBe('数据不存在或已被删除');
    const foreign = await observed(TypeNum.termObservation, theirs);
    expect((await importPoints(foreign, data)).statusCode).toBe(404);
    expect(await g.sheetRows(foreign.id)).toHaveLength(3);
    expect(await g.sheetRows(m.id)).toHaveLength(3);
  });

  it("another school's uploaded file is not found", async () => {
    const m = await observed();
    const theirFile = await uploadExcel(h, rainbow, await pointSheet([['社会', '人际交往', '彩虹的']]));
    const res = await h.call(
      API.imports.observations,
      { tempId: m.templateId, tempDetailId: m.id, fileName: theirFile },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.fileMissing);
  });

  it('refuses a sheet without the 观察点 column, and one without rows', async () => {
    const m = await observed();
    const noHeader = await importPoints(
      m,
      await workbook([
        ['维度', '要素', '内容'],
        ['社会', '人际交往', '某点'],
      ]),
    );
    expect(noHeader.json().msg).toBe('表格缺少列：观察点。请使用下载的模板填写');
    const empty = await importPoints(m, await filled('observation', []));
    expect(empty.json().msg).toBe(M.empty);
  });

  it.each([
    ['no file name', { fileName: undefined }],
    ['an empty file name', { fileName: ' ' }],
    ['no module', { tempDetailId: undefined }],
    ['no template', { tempId: 0 }],
  ])('refuses %s (400)', async (_, over) => {
    const res = await h.call(
      API.imports.observations,
      { tempId: 1, tempDetailId: 1, fileName: 'x.xlsx', ...over },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('ImportGrowthQuestion (F42)', () => {
  async function rated(t = ours) {
    const m = await g.module(t, TypeNum.rating);
    await g.questions(m, ['能主动向老师问好', '能自己穿脱衣服']);
    return m;
  }

  it('imports questions after the module’s own: 导入成功 3 条', async () => {
    const m = await rated();
    const res = await importQuestions(
      m,
      await questionSheet([['愿意分享玩具'], [' 能安静地午睡 '], ['爱护图书']]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: '导入成功 3 条', response: { Count: 3 } });
    expect(await g.questionNames(m.id)).toEqual([
      '能主动向老师问好',
      '能自己穿脱衣服',
      '愿意分享玩具',
      '能安静地午睡',
      '爱护图书',
    ]);
    const listed = await h.call(API.growthObservations.questions, { Id: m.id }, admin);
    expect(listed.json().response).toHaveLength(5);
  });

  it('names too long, twin and existing rows; writes nothing', async () => {
    const m = await rated();
    const res = await importQuestions(
      m,
      await questionSheet([
        ['愿意分享玩具'], // row 2
        ['问'.repeat(101)], // row 3
        ['愿意分享玩具'], // row 4: twin of row 2
        ['能主动向老师问好'], // row 5: already there
        ['问'.repeat(100)], // row 6: at the limit
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('导入失败：3 行数据有误，本次未导入任何数据，请修改后重新导入');
    expect(res.json().response.Errors).toEqual([
      { Row: 3, Reason: G.questionTooLong },
      { Row: 4, Reason: '与第2行成长问题重复' },
      { Row: 5, Reason: G.questionExists },
    ]);
    expect(await g.questionNames(m.id)).toHaveLength(2);
  });

  it('refuses a module without growth questions (该模块没有成长问题)', async () => {
    const m = await observed(TypeNum.monthlyObservation);
    const res = await importQuestions(m, await questionSheet([['愿意分享玩具']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(G.noGrowthQuestions);
  });

  it('answers 404 when the module is not of the template named, or of another school', async () => {
    const m = await rated();
    const data = await questionSheet([['愿意分享玩具']]);
    expect((await importQuestions({ id: m.id, templateId: other.id }, data)).statusCode).toBe(404);
    const foreign = await rated(theirs);
    expect((await importQuestions(foreign, data)).statusCode).toBe(404);
    expect(await g.questionNames(foreign.id)).toHaveLength(2);
    expect(await g.questionNames(m.id)).toHaveLength(2);
  });

  it('refuses a sheet without the 成长问题 column', async () => {
    const m = await rated();
    const res = await importQuestions(m, await workbook([['问题'], ['愿意分享玩具']]));
    expect(res.json().msg).toBe('表格缺少列：成长问题。请使用下载的模板填写');
  });
});
