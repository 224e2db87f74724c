import { type TFootprint, type TFootprintRecord, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import type { TFootprintPage } from './footprintTypes';
import { CATALOGUE_ROWS, COVER_BACKGROUND, planFootprint, TERM_TEXT_TYPE } from './growthFootprintPlan';

let nextId = 100;
const record = (
  Type: number,
  Title: string,
  Answer: unknown = '',
  Content: unknown = '',
): TFootprintRecord => ({
  Id: nextId++,
  RecordId: Answer === '' ? 0 : nextId,
  Type,
  Title,
  PlateId: Type === TypeNum.plate ? 12 : 0,
  BackCoverImg: '/growth/backgrounds/paper-notes.svg',
  Content: typeof Content === 'string' ? Content : JSON.stringify(Content),
  Answer: typeof Answer === 'string' ? Answer : JSON.stringify(Answer),
  Status: Answer === '' ? 0 : 1,
  CycleName: '上学期',
  TimeCopy: '10月',
  Operator: '教师',
  UpdatedBy: '王丽',
});

const footprint = (List: TFootprintRecord[]): TFootprint => ({
  SchoolName: '阳光幼儿园',
  StudentName: '李小米',
  Gender: '女',
  Photo: '/files/00000000-0000-4000-8000-000000000001',
  GradeName: '小班',
  ClassName: '小一班',
  StudyYearName: '2025-2026学年',
  CycleName: '上学期',
  TempId: 7,
  TeacherNames: ['王丽'],
  List,
});

const sheet = (points: number, dimensions = 1) =>
  Array.from({ length: dimensions }, (_, d) => ({
    Name: `领域${d + 1}`,
    info: [
      {
        Name: '要素',
        info: Array.from({ length: points }, (_, i) => ({ Id: d * 1000 + i + 1, Name: `观察要点${i + 1}` })),
      },
    ],
  }));
const scored = (s: ReturnType<typeof sheet>, value: number) =>
  s.map((d) => ({
    ...d,
    Title: '',
    Describe: '',
    info: d.info.map((e) => ({ ...e, info: e.info.map((p) => ({ ...p, Value: value })) })),
  }));

const kinds = (pages: TFootprintPage[]) => pages.map((p) => `${p.kind}:${p.type}`);

describe('the booklet’s pages (G47-G52)', () => {
  const term = sheet(6, 2);
  const month = sheet(5);
  const booklet = () =>
    footprint([
      record(TypeNum.cover, '封面', {
        List: [
          { Type: 'image', Content: '/files/00000000-0000-4000-8000-00000000000c' },
          { Type: 'text', Content: ' 我喜欢搭积木 ' },
        ],
      }),
      record(TypeNum.catalogue, '目录'),
      record(TypeNum.plate, '我的自画像', {
        List: [
          { Type: 'image', Content: '/files/x' },
          { Type: 'text', Content: '这是我' },
        ],
      }),
      record(
        TypeNum.termObservation,
        '学期观察记录',
        { dimensions: scored(term, 2), cycleWrites: [{ Title: '故事描述', Desc: '一天早上……' }] },
        term,
      ),
      record(
        TypeNum.monthlyObservation,
        '月观察记录',
        { dimensions: scored(month, 1), Title: '本月小结', CustomerSay: '很棒' },
        month,
      ),
      record(TypeNum.familyVideo, '亲子视频', { List: [{ Type: 'video', Content: '/files/v' }] }),
      record(TypeNum.video, '视频记录', { List: [{ Type: 'video', Content: '/files/v' }] }),
      record(TypeNum.rating, '成长评价表', '', [{ Name: '会自己吃饭' }]),
      record(TypeNum.closing, '结束页', { List: [{ Type: 'text', Content: '再见啦' }] }),
      record(TypeNum.epilogue, '老师寄语', { List: [{ Type: 'text', Content: '愿你快乐' }] }),
    ]);

  it('orders cover, catalogue, the records (type 4 as table then -4 text), videos dropped, closing last', () => {
    const plan = planFootprint(booklet(), { preview: false });
    expect(kinds(plan.pages)).toEqual([
      'cover:1',
      'catalogue:3',
      'plate:6',
      'term:4',
      `termText:${TERM_TEXT_TYPE}`,
      'month:5',
      'pending:12',
      'words:10',
      'closing:2',
    ]);
    expect(plan.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(plan.total).toBe(9);
    expect(plan.pages.some((p) => p.title.includes('视频'))).toBe(false);
  });

  it('lists every page between the catalogue and the closing page with the page it starts on', () => {
    const plan = planFootprint(booklet(), { preview: false });
    const catalogue = plan.pages.find((p) => p.kind === 'catalogue');
    const expected = [
      { Title: '我的自画像', Page: 3 },
      { Title: '学期观察记录', Page: 4 },
      { Title: '月观察记录', Page: 6 },
      { Title: '成长评价表', Page: 7 },
      { Title: '老师寄语', Page: 8 },
    ];
    expect(plan.muluList).toEqual(expected);
    expect(catalogue?.kind === 'catalogue' && catalogue.muluList).toEqual(expected);
  });

  it('prints the cover from the answer’s picture, then the child’s photo; footers on every page between', () => {
    const plan = planFootprint(booklet(), { preview: false });
    const cover = plan.pages[0]!;
    expect(cover.kind === 'cover' && cover.photo).toBe('/files/00000000-0000-4000-8000-00000000000c');
    expect(cover.kind === 'cover' && cover.words).toBe('我喜欢搭积木');
    expect(plan.pages.map((p) => p.footer)).toEqual([false, true, true, true, true, true, true, true, false]);
    const bare = planFootprint(footprint([record(TypeNum.plate, '版面')]), { preview: false });
    expect(bare.pages[0]).toMatchObject({
      kind: 'cover',
      words: '',
      photo: '/files/00000000-0000-4000-8000-000000000001',
      background: COVER_BACKGROUND,
    });
    expect(bare.pages[1]).toMatchObject({ kind: 'pending', title: '版面', page: 2 });
  });

  it('prints no line under the name when the cover’s words are only the child’s name (covers saved before the line was the child’s own)', () => {
    const named = footprint([record(TypeNum.cover, '封面', { List: [{ Type: 'text', Content: '李小米' }] })]);
    expect(planFootprint(named, { preview: false }).pages[0]).toMatchObject({ kind: 'cover', words: '' });
  });

  it('splits a long term table over pages, whole rows only, and the catalogue counts them', () => {
    const long = sheet(40, 3);
    const data = footprint([
      record(TypeNum.catalogue, '目录'),
      record(TypeNum.termObservation, '学期观察', { dimensions: scored(long, 3), cycleWrites: [] }, long),
      record(TypeNum.epilogue, '寄语', { List: [{ Type: 'text', Content: '好' }] }),
    ]);
    const plan = planFootprint(data, { preview: false });
    const tables = plan.pages.filter((p) => p.kind === 'term');
    expect(tables.length).toBeGreaterThan(2);
    const rows = tables.flatMap((p) => (p.kind === 'term' ? p.rows : []));
    expect(rows).toHaveLength(120);
    expect(rows.map((r) => r.point)).toEqual(long.flatMap((d) => d.info[0]!.info.map((p) => p.Name)));
    // Every page starts its merged cells afresh.
    for (const page of tables) if (page.kind === 'term') expect(page.rows[0]!.dimSpan).toBeGreaterThan(0);
    expect(tables.slice(1).every((p) => p.continued)).toBe(true);
    const text = plan.pages.find((p) => p.kind === 'termText');
    expect(text?.kind === 'termText' && text.writes.map((w) => w.Title)).toEqual([
      '故事描述',
      '分析',
      '支持',
    ]);
    expect(plan.muluList.at(-1)).toEqual({ Title: '寄语', Page: 3 + tables.length + 1 });
  });

  it('paginates the rating table 14 rows first, then 16 per page', () => {
    const List = Array.from({ length: 30 }, (_, i) => ({
      manifestation: `表现${i + 1}`,
      isActivite: (i % 3) + 1,
    }));
    const plan = planFootprint(footprint([record(TypeNum.rating, '评价', { title: '我的表现', List })]), {
      preview: true,
    });
    const rows = plan.pages.map((p) => (p.kind === 'rating' ? p.rows.length : 0));
    expect(rows).toEqual([14, 16]);
    expect(plan.pages[0]).toMatchObject({ sub: '我的表现' });
    expect(plan.pages[1]?.kind === 'rating' && plan.pages[1].rows[0]).toEqual({
      no: 15,
      text: '表现15',
      level: 3,
    });
    expect(plan.pages[1]).toMatchObject({ continued: true, page: 2 });
  });

  it('keeps a monthly observation’s summary box whole, after the table, with the domain notes', () => {
    const big = sheet(44);
    const dims = scored(big, 2).map((d) => ({ ...d, Title: '语言', Describe: '爱说话' }));
    const say = '她'.repeat(480);
    const plan = planFootprint(
      footprint([
        record(
          TypeNum.monthlyObservation,
          '月观察',
          { dimensions: dims, Title: '本月小结', CustomerSay: say },
          big,
        ),
      ]),
      { preview: true },
    );
    const pages = plan.pages.filter((p) => p.kind === 'month');
    const last = pages.at(-1)!;
    expect(last.kind === 'month' && last.summary).toEqual({ title: '本月小结', say });
    const notes = pages.flatMap((p) => (p.kind === 'month' ? p.rows.filter((r) => r.kind === 'note') : []));
    expect(notes).toEqual([
      { kind: 'note', key: 'n43', dimension: '领域1', title: '语言', describe: '爱说话' },
    ]);
    expect(
      pages.flatMap((p) => (p.kind === 'month' ? p.rows : [])).filter((r) => r.kind === 'point'),
    ).toHaveLength(44);
  });

  it('previews only the one record’s pages, numbered from 1', () => {
    const term = sheet(3);
    const plan = planFootprint(
      footprint([
        record(TypeNum.termObservation, '学期观察', { dimensions: scored(term, 1), cycleWrites: [] }, term),
      ]),
      { preview: true },
    );
    expect(kinds(plan.pages)).toEqual(['term:4', `termText:${TERM_TEXT_TYPE}`]);
    expect(plan.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(plan.muluList).toEqual([]);
  });

  it('fills the plate’s boxes in order, an empty box left for the placeholder', () => {
    const plate = {
      ...record(TypeNum.plate, '版面', {
        List: [
          { Type: 'image', Content: '/files/a' },
          { Type: 'text', Content: '第一段' },
          { Type: 'text', Content: '第二段' },
        ],
      }),
      PlateId: 9,
    };
    const [page] = planFootprint(footprint([plate]), { preview: true }).pages;
    expect(page?.kind === 'plate' && page.images.map((i) => i.src)).toEqual(['/files/a', '']);
    expect(page?.kind === 'plate' && page.texts.map((t) => t.text)).toEqual(['第一段', '第二段']);
  });

  it('gives a long catalogue more pages', () => {
    const many = Array.from({ length: CATALOGUE_ROWS.firstPage + 3 }, (_, i) =>
      record(TypeNum.epilogue, `页${i}`, { List: [{ Type: 'text', Content: '字' }] }),
    );
    const plan = planFootprint(footprint([record(TypeNum.catalogue, '目录'), ...many]), { preview: false });
    const catalogues = plan.pages.filter((p) => p.kind === 'catalogue');
    expect(catalogues).toHaveLength(2);
    expect(catalogues[1]?.kind === 'catalogue' && catalogues[1].firstNo).toBe(CATALOGUE_ROWS.firstPage + 1);
    expect(plan.muluList[0]).toEqual({ Title: '页0', Page: 4 });
  });
});
