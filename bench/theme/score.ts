/**
 * Scoring a class in a theme the way a teacher does, through the real API: the class's theme
 * found on the theme list, photos drawn as real JPEGs and uploaded the way the scoring page
 * uploads them, one child's stars, words and photos saved, and the class grid's rows.
 */
import {
  API,
  blockTakesPhotos,
  blockTakesText,
  maxStarsOf,
  THEME_COMMENT_MAX,
  ThemeQuestionType,
  type TSaveThemeEvaluationRequest,
  type TSaveThemeGridRequest,
  type TThemeChildDetail,
  type TThemeClassResult,
  type TThemeGrid,
  type TThemeList,
  themeEntry,
} from '@kg/contracts';
import { demoActivitySvg } from '@kg/server/src/seed/theme-demo-photos';
import sharp from 'sharp';
import type { Envelope, signIn } from '../pdf/app';

type TApi = Awaited<ReturnType<typeof signIn>>;

/** A class's theme: the theme, its ThemeMapId for the class, and the class. */
export type TClassTheme = {
  ThemeId: number;
  ThemeMapId: number;
  Title: string;
  ClassId: number;
  ClassName: string;
};

/**
 * The class's themes of its grade in the open term, in date order (the demo gives every grade two
 * library themes: the first scored by the seed, the second not).
 */
export async function classThemes(api: TApi, className: string): Promise<TClassTheme[]> {
  const list = await api.call<TThemeList>('GET', API.themes.list.path);
  return [...list.Themes]
    .sort((a, b) => a.StartDate.localeCompare(b.StartDate) || a.Id - b.Id)
    .flatMap((t) =>
      t.Classes.filter((c) => c.ClassName === className).map((c) => ({
        ThemeId: t.Id,
        ThemeMapId: c.ThemeMapId,
        Title: t.Title,
        ClassId: c.ClassId,
        ClassName: c.ClassName,
      })),
    );
}

export const classResult = (api: TApi, t: TClassTheme) =>
  api.call<TThemeClassResult>('GET', `${API.themeScoring.classResult.path}?ThemeMapId=${t.ThemeMapId}`);

export const classGrid = (api: TApi, t: TClassTheme) =>
  api.call<TThemeGrid>('GET', `${API.themeScoring.grid.path}?ThemeMapId=${t.ThemeMapId}`);

export const childDetail = (api: TApi, t: TClassTheme, studentId: number) =>
  api.call<TThemeChildDetail>(
    'GET',
    `${API.themeScoring.child.path}?StudentId=${studentId}&ThemeId=${t.ThemeId}&ThemeMapId=${t.ThemeMapId}`,
  );

const PHOTO = { width: 1200, height: 900 } as const;

/**
 * `count` different photos of a theme's activities, JPEG 1200 × 900 at quality 85 (about 180 KB,
 * what a phone picture comes to once scaled): the seed's drawn classroom scene (sky, hills, sun,
 * fruit or blocks; no real children) under a film of grain, so each one is a real photograph's
 * kind of JPEG and no two are the same bytes (the merged PDF keeps identical pictures once).
 */
export async function drawPhotos(count: number): Promise<Buffer[]> {
  const grain = await sharp({
    create: {
      ...PHOTO,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const photos: Buffer[] = [];
  for (let start = 0; start < count; start += 12) {
    const batch = Array.from({ length: Math.min(12, count - start) }, (_, i) =>
      sharp(Buffer.from(demoActivitySvg(start + i)), { density: 144 })
        .resize(PHOTO.width, PHOTO.height)
        .composite([{ input: grain, blend: 'soft-light' }])
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    photos.push(...(await Promise.all(batch)));
  }
  return photos;
}

/** One photo through the endpoint the scoring page's photo grid uses (multipart `file`): its /files/ path. */
export async function uploadPhoto(base: string, api: TApi, jpeg: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const r = await fetch(`${base}${API.uploads.image.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  const b = (await r.json()) as Envelope<string>;
  if (!r.ok || !b.success) throw new Error(`upload ${name}: ${r.status} ${b.msg}`);
  return b.response;
}

/** What the teacher, the parents and the child said (each under THEME_COMMENT_MAX characters). */
const WORDS = {
  teacher: [
    '这个主题里，你每天都带着问题来幼儿园：树叶为什么会变黄？小种子什么时候发芽？你和小伙伴一起观察、记录，还把自己的发现画成了图画书讲给大家听。集体活动时你能安静地倾听，也愿意举手大胆表达。希望你继续保持好奇心，遇到困难时多想一想办法，老师相信你会越来越棒！',
    '主题活动中，你对搭建区特别感兴趣，用积木搭出了高高的小区和弯弯的马路，还主动邀请新朋友一起合作。整理玩具时你总是第一个行动，是大家的好榜样。在语言表达方面，你能用完整的句子说出自己的想法。下个阶段，希望你在运动时更勇敢一些，多尝试新的挑战。',
    '这段时间你进步很大！早上入园时能主动和老师、小朋友问好，午睡时能自己穿脱衣服、叠好小被子。在“我的家乡”主题里，你带来了和家人一起拍的照片，给大家介绍了家乡的美食和风景，讲得清清楚楚。老师希望你以后吃饭时再专心一点，不挑食，身体棒棒的！',
  ],
  home: [
    '孩子回家后常常讲起幼儿园里的新鲜事，还拉着我们一起做了小手工，看得出很喜欢这个主题。周末我们带她去公园捡了树叶，她一路给我们讲老师教的知识，特别认真。谢谢老师们的耐心和陪伴！',
    '这段时间宝贝早上更愿意去幼儿园了，在家也会主动收拾玩具，说是在幼儿园学的。我们会继续配合老师，多陪孩子阅读和户外活动。',
  ],
  child: [
    '我喜欢和好朋友一起玩积木，我们搭了一座大桥！',
    '我会自己穿衣服了，我很棒！',
    '我最喜欢这次的手工作品，我想送给妈妈。',
  ],
} as const;

const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const stars = (rand: () => number, max: number) => 1 + Math.floor(rand() * max);

/**
 * A teacher's finished evaluation of one child: every star (nine-star entries 1-9, the others
 * 1-3), words in every block, and `photos` in the teacher's block.
 */
export function evaluationOf(
  t: TClassTheme,
  detail: TThemeChildDetail,
  photos: string[],
  rand: () => number,
): TSaveThemeEvaluationRequest {
  const questions: TSaveThemeEvaluationRequest['questions'] = [];
  for (const entry of detail.Entries) {
    const voice = themeEntry(entry.Eval_ThemeDetailId)?.voice ?? 'teacher';
    for (const d of entry.KeyWordList.flatMap((k) => k.DescribeList))
      questions.push({
        eval_ThemeQuestionId: d.Eval_ThemeQuestionId,
        questionType: ThemeQuestionType.none,
        img: '',
        content: '',
        score: stars(rand, maxStarsOf(entry.Type)),
      });
    for (const block of entry.secondDescResults) {
      const words = pick(
        rand,
        voice === 'home' ? WORDS.home : voice === 'child' ? WORDS.child : WORDS.teacher,
      );
      questions.push({
        eval_ThemeQuestionId: block.Eval_ThemeQuestionId,
        questionType: block.QuestionType,
        img: voice === 'teacher' && blockTakesPhotos(block.QuestionType) ? photos.join(',') : '',
        content: blockTakesText(block.QuestionType) ? words.slice(0, THEME_COMMENT_MAX) : '',
        score: 0,
      });
    }
  }
  return { ThemeId: t.ThemeId, ThemeMapId: t.ThemeMapId, CustomerId: detail.StudentId, questions };
}

/** The teacher's block takes photos (the demo's library themes: 主题活动中的我, photos and words). */
export const teacherTakesPhotos = (detail: TThemeChildDetail) =>
  detail.Entries.some(
    (e) =>
      themeEntry(e.Eval_ThemeDetailId)?.voice === 'teacher' &&
      e.secondDescResults.some((b) => blockTakesPhotos(b.QuestionType)),
  );

/** The class grid's save: new stars for every column of every one of `studentIds`. */
export function gridOf(
  t: TClassTheme,
  grid: TThemeGrid,
  studentIds: number[],
  rand: () => number,
): TSaveThemeGridRequest {
  return {
    ThemeId: t.ThemeId,
    ThemeMapId: t.ThemeMapId,
    Rows: studentIds.map((CustomerId) => ({
      CustomerId,
      Scores: grid.Columns.map((c) => ({
        eval_ThemeQuestionId: c.Eval_ThemeQuestionId,
        score: stars(rand, c.MaxStars),
      })),
    })),
  };
}

/** The rows of `grid` whose stars are not the ones `saved` gave (a save that did not land). */
export function gridDiffers(grid: TThemeGrid, saved: TSaveThemeGridRequest): number {
  const byChild = new Map(grid.Rows.map((r) => [r.StudentId, r.Scores]));
  return saved.Rows.filter((row) => {
    const read = byChild.get(row.CustomerId);
    return !read || row.Scores.some((s) => read[String(s.eval_ThemeQuestionId)] !== s.score);
  }).length;
}
