import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API,
  PRINTED_BACKGROUND_WIDTH,
  REPORT_ROUTES,
  type TExerciseSection,
  type TFootprint,
  type TMedicalItem,
  type TRecordRow,
  TypeNum,
} from '@kg/contracts';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools, students } from '../../db/schema';
import { DEMO_SCHOOL } from '../../seed/demo';
import { demoPortraitSvg, seedDemoPhotos } from '../../seed/demo-photos';
import { diskFileStore } from '../uploads/file-store';
import { postForm, tempDataDir } from '../uploads/test-support';
import { demoSetting, recordsOf, rowOfType, save, scoredSheet, studentsOf } from './test-support';

/** These tests print the real report page: the web app must be built (npm test builds it first). */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: run "npm run build" (npm test does) before the PDF tests`);
/** KG_SHOTS=1 keeps the printed booklet under .tmp/shots/footprint to look at (pdftoppm). */
const SHOTS = path.resolve(import.meta.dirname, '../../../../..', '.tmp/shots/footprint');

const dataDir = tempDataDir('footprint-pdf');
const h = useHarness({ dataDir, webDist });
let teacher: string;
let admin: string;
let setting: Awaited<ReturnType<typeof demoSetting>>;
let child: { StudentId: number; StudentName: string };

/** A bright drawn "photo" (no real children in tests): sky, sun, a meadow and blocks. */
const sceneSvg = (n: number) => {
  const sky = ['#bfe3ff', '#ffe1c4', '#d9f2d0', '#f6d6ff'][n % 4];
  const block = ['#f08a5d', '#5aa7e0', '#6fb56a', '#f4b942'][n % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="${sky}"/><circle cx="${220 + n * 180}" cy="190" r="90" fill="#ffd54a"/>
  <path d="M0 640 Q300 520 600 620 T1200 600 V900 H0 Z" fill="#8cc56d"/>
  <rect x="700" y="470" width="160" height="160" rx="18" fill="${block}"/><rect x="860" y="550" width="120" height="80" rx="14" fill="#fff" opacity="0.85"/>
  <circle cx="420" cy="520" r="60" fill="#f9d7b9"/><rect x="370" y="580" width="100" height="140" rx="40" fill="${block}"/></svg>`;
};
const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();

async function upload(svg: string, name: string): Promise<string> {
  const res = await postForm(
    h,
    `${API.uploads.image.path}/`,
    { file: { file: await jpeg(svg), name, type: 'image/jpeg' } },
    teacher,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as string;
}

function pdfFile(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kg-footprint-')), 'r.pdf');
  writeFileSync(file, pdf);
  return file;
}

const info = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    TeacherId: 0,
    TempId: setting.tempId,
    CustomerId: child.StudentId,
    TempType: 1,
    CycleName: setting.small1.CycleName,
    Title: '成长档案',
    ...extra,
  });
const render = (query: Record<string, string>, token = teacher) =>
  h.call(
    API.pdf.render,
    { route: REPORT_ROUTES.growingFootprint, query, name: `${child.StudentName}_成长档案.pdf` },
    token,
  );

async function printed(query: Record<string, string>): Promise<Buffer> {
  const res = await render(query);
  expect(res.statusCode, res.body).toBe(200);
  const file = await h.get(res.json().response as string, teacher);
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

async function saveOk(row: TRecordRow, answer: unknown, studentId = child.StudentId) {
  const res = await save(h, teacher, {
    tempId: setting.tempId,
    row,
    studentId,
    answer,
    status: 1,
  });
  expect(res.statusCode, `${row.Title}: ${res.body}`).toBe(200);
}

/** A whole booklet's worth of records for the child, with real uploaded photos. */
async function writeBooklet() {
  const photos = await Promise.all([0, 1, 2, 3].map((n) => upload(sceneSvg(n), `photo-${n}.jpg`)));
  const portrait = await upload(demoPortraitSvg(child.StudentId, 2), 'portrait.jpg');
  let records = await recordsOf(h, teacher, child.StudentId, setting.tempId);
  const rating = rowOfType(records, TypeNum.rating);
  const added = await h.call(
    API.growthRecords.saveChildPage,
    {
      tempId: setting.tempId,
      studentId: child.StudentId,
      type: TypeNum.table,
      title: '观察记录表',
      operator: 1,
      orderSort: rating.OrderSort,
    },
    teacher,
  );
  expect(added.statusCode, added.body).toBe(200);
  records = await recordsOf(h, teacher, child.StudentId, setting.tempId);
  const image = (Content: string) => ({ Type: 'image', Content });
  const text = (Content: string) => ({ Type: 'text', Content });

  await saveOk(rowOfType(records, TypeNum.cover), { List: [image(portrait)] });
  await saveOk(rowOfType(records, TypeNum.plate, 0), {
    List: [image(photos[0]!), text('这是我画的自己：我喜欢红色的衣服，还喜欢在草地上奔跑。')],
  });
  await saveOk(rowOfType(records, TypeNum.plate, 1), {
    List: [
      image(photos[1]!),
      image(photos[2]!),
      image(photos[3]!),
      text('我的家有爸爸、妈妈和我，周末我们一起去公园放风筝。'),
    ],
  });
  await saveOk(rowOfType(records, TypeNum.plate, 2), {
    List: [
      image(photos[2]!),
      image(photos[0]!),
      image(photos[1]!),
      image(photos[3]!),
      text('早上入园，和老师说早上好。'),
      text('午饭后散步，下午在建构区搭了一座高高的城堡。'),
    ],
  });
  const term = rowOfType(records, TypeNum.termObservation);
  await saveOk(term, {
    dimensions: scoredSheet(term, (i) => i % 4),
    cycleWrites: [
      {
        Title: '故事描述',
        Desc: '区域活动时，孩子在建构区用积木搭了一座“大桥”，桥塌了两次，她没有放弃，请旁边的小朋友帮忙扶住，第三次终于搭好了。',
      },
      {
        Title: '分析',
        Desc: '孩子能坚持完成自己的计划，遇到困难时会主动寻求同伴的帮助，表现出良好的坚持性和合作意识。',
      },
      { Title: '支持', Desc: '' },
    ],
  });
  const questions = JSON.parse(rating.Content) as Array<{ Name: string }>;
  await saveOk(rating, {
    title: '我的成长',
    List: questions.map((q, i) => ({ manifestation: q.Name, isActivite: (i % 3) + 1 })),
  });
  const exercise = rowOfType(records, TypeNum.exercise);
  const sections = JSON.parse(exercise.Content) as TExerciseSection[];
  await saveOk(exercise, {
    List: sections.map((s, i) => ({
      Type: 'exercise',
      Describe: s.title,
      Value: ['68', '9.5', '14'][i] ?? '10',
      unit: s.unit,
      Standard: s.standardValues,
    })),
  });
  const physical = rowOfType(records, TypeNum.physical);
  const values: Record<string, string> = {
    身高: '103.5',
    体重: '16.8',
    左眼: '5.0',
    右眼: '4.9',
    左耳: '1',
    右耳: '0',
    龋齿: '0',
    血红蛋白: '122',
  };
  const leaves = (JSON.parse(physical.Content) as TMedicalItem[]).flatMap((m) =>
    m.children?.length ? m.children : [m],
  );
  await saveOk(physical, {
    List: leaves.map((l) => ({
      Type: 'physical',
      Describe: l.title,
      Value: values[l.title] ?? '1',
      unit: l.unit,
      topicType: l.topicType,
    })),
  });
  await saveOk(rowOfType(records, TypeNum.table), {
    name: child.StudentName,
    content: '建构区搭积木',
    looktime: '2025-10-15',
    writename: '王丽',
    List: [
      { title: '学生表现', desc: '专注地搭建了二十分钟，能说出自己搭的是什么。' },
      { title: '问题原因', desc: '积木底座太窄，搭高后容易倒。' },
      { title: '解决问题计划', desc: '引导她观察底座的宽窄与稳定的关系。' },
      { title: '变化/成长', desc: '第三次尝试时主动把底座加宽了。' },
    ],
  });
  await saveOk(rowOfType(records, TypeNum.epilogue), {
    List: [
      text(
        '亲爱的宝贝，这个学期你长大了许多：学会了自己吃饭、自己穿鞋，也交到了好朋友。愿你继续保持好奇心，快乐地探索这个世界！',
      ),
    ],
  });
  await saveOk(rowOfType(records, TypeNum.closing), {
    List: [text('谢谢你陪我们走过这段美好的时光，下学期再见！')],
  });
  return photos;
}

beforeAll(async () => {
  await seedDemoPhotos(h.db, diskFileStore(dataDir));
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  [teacher, admin] = await Promise.all([h.login('teacher'), h.login('admin')]);
  setting = await demoSetting(h, teacher);
  child = (await studentsOf(h, teacher, setting.small1.ClassId)).Students.find((c) => c.Done === 1)!;
  await writeBooklet();
}, 120_000);

describe('RenderReport prints the real /growingFootprintReport page (G41-G54, D4)', () => {
  it('prints the whole booklet on A4 pages with the child’s name, the observation, the summary and the photos', async () => {
    const pdf = await printed({ info: info() });
    const file = pdfFile(pdf);
    if (process.env.KG_SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(path.join(SHOTS, 'booklet.pdf'), pdf);
    }
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, '');
    expect(text).toContain(child.StudentName);
    for (const word of [
      '经常发生',
      '偶尔发生',
      '从未发生',
      '故事描述',
      '真棒',
      '较好',
      '加油',
      '观察记录表',
      '目录',
    ])
      expect(text, word).toContain(word);
    const data = (
      await h.call(
        API.growthRecords.footprint,
        { StudentId: child.StudentId, TempId: setting.tempId, TeacherId: 0, IsWeb: 1, Id: 0, limit: 'false' },
        teacher,
      )
    ).json().response as TFootprint;
    const monthly = JSON.parse(data.List.find((r) => r.Type === TypeNum.monthlyObservation)!.Answer);
    expect(monthly.CustomerSay.length).toBeGreaterThan(10);
    expect(flat).toContain(monthly.CustomerSay.replace(/\s+/g, ''));
    expect(flat).not.toContain('亲子视频');

    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThan(10);
    const sizes = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^Page\s+\d+\s+size:/.test(l));
    expect(sizes).toHaveLength(pages);
    for (const line of sizes) expect(line).toMatch(/59[45]\.\d+ x 84[12]\.\d+ pts \(A4\)/);

    // The uploaded photos and the library backgrounds are embedded as pictures; a background
    // that many pages show is one object (issue 16: an SVG background was vector paths drawn
    // again on every page, 18 of a 30-booklet batch's 19.6 MB).
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l))
      .map((l) => l.trim().split(/\s+/));
    expect(images.length).toBeGreaterThanOrEqual(5);
    const backgrounds = images.filter((cols) => cols[3] === String(PRINTED_BACKGROUND_WIDTH));
    expect(backgrounds.length).toBeGreaterThanOrEqual(10);
    const objects = new Set(backgrounds.map((cols) => cols[10]));
    expect(objects.size).toBeLessThan(backgrounds.length);
  }, 90_000);

  it('continues long words on further pages instead of cutting them', async () => {
    const other = (await studentsOf(h, teacher, setting.small1.ClassId)).Students.find((c) => c.Done === 0)!;
    const records = await recordsOf(h, teacher, other.StudentId, setting.tempId);
    const long = (start: string) =>
      `${start}${'孩子在游戏中专注投入，乐于尝试新的玩法，也愿意和同伴分享自己的发现。'.repeat(14)}`.slice(
        0,
        480,
      );
    const writes = ['故事描述', '分析', '支持'].map((Title) => ({ Title, Desc: long(`${Title}：`) }));
    const term = rowOfType(records, TypeNum.termObservation);
    await saveOk(term, { dimensions: scoredSheet(term, 3), cycleWrites: writes }, other.StudentId);
    const month = rowOfType(records, TypeNum.monthlyObservation, 1);
    const dimensions = scoredSheet(month, (i) => (i % 3) + 1).map((d) => ({
      ...d,
      Title: `${d.Name}小结`,
      Describe: long(`${d.Name}方面，`).slice(0, 120),
    }));
    await saveOk(
      month,
      { dimensions, Title: '十二月的我', CustomerSay: long('本月小结：') },
      other.StudentId,
    );
    await saveOk(
      rowOfType(records, TypeNum.plate),
      { List: [{ Type: 'text', Content: long('我的自画像：') }] },
      other.StudentId,
    );
    await saveOk(
      rowOfType(records, TypeNum.epilogue),
      { List: [{ Type: 'text', Content: long('亲爱的孩子：') }] },
      other.StudentId,
    );

    const pdf = await printed({ info: info({ CustomerId: other.StudentId }) });
    if (process.env.KG_SHOTS) writeFileSync(path.join(SHOTS, 'long-texts.pdf'), pdf);
    const file = pdfFile(pdf);
    const flat = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const w of writes) expect(flat).toContain(w.Desc);
    expect(flat).toContain(long('本月小结：'));
    expect(flat).toContain(long('亲爱的孩子：'));
    expect(flat).toContain(long('我的自画像：'));
    // the three 480-character texts of the term observation need two -4 pages
    expect(flat.split('学期观察记录（续）').length - 1).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('previews one record’s page(s) only; limit keeps the finished pages', async () => {
    const records = await recordsOf(h, teacher, child.StudentId, setting.tempId);
    const rating = rowOfType(records, TypeNum.rating);
    const preview = pdfFile(
      await printed({ info: info({ isPreview: true, Id: rating.Id, StudentName: child.StudentName }) }),
    );
    expect(execFileSync('pdfinfo', [preview], { encoding: 'utf8' })).toMatch(/Pages:\s+[12]\n/);
    const text = execFileSync('pdftotext', [preview, '-'], { encoding: 'utf8' });
    expect(text).toContain('真棒');
    expect(text).not.toContain('经常发生');

    const all = execFileSync('pdftotext', [pdfFile(await printed({ info: info() })), '-'], {
      encoding: 'utf8',
    });
    const limited = execFileSync(
      'pdftotext',
      [pdfFile(await printed({ info: info(), limit: 'true' })), '-'],
      { encoding: 'utf8' },
    );
    expect(all).toContain('待记录');
    expect(limited).not.toContain('待记录');
  }, 90_000);

  it('answers 404 for another school’s child and 400 for a broken info', async () => {
    const [other] = await h.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(ne(schools.name, DEMO_SCHOOL))
      .limit(1);
    expect(other).toBeDefined();
    const res = await render({ info: info({ CustomerId: other!.id }) }, admin);
    expect(res.statusCode, res.body).toBe(404);
    const broken = await render({ info: '{"TempId":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toBe('链接参数不完整，请从成长档案重新打开');
  });
});
