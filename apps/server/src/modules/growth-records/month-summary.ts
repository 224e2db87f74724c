import { RECORD_TEXT_MAX, type TScoredDimension } from '@kg/contracts';

/**
 * G30: the monthly observation's summary, written from the scores alone: deterministic (the
 * same scores always give the same words), in the warm, concrete register a kindergarten
 * teacher writes to parents, naming what the child often does, what is beginning to show and
 * what the school will support, with one suggestion for home. The teacher edits it afterwards.
 */

/** What a family can do at home for a domain of the 3-6 guideline (and a general fallback). */
const HOME_IDEAS: Record<string, string> = {
  健康: '建议在家多安排户外活动和自己动手的生活小任务，如穿脱衣物、整理玩具',
  语言: '建议每天留出亲子共读的时间，鼓励孩子讲一讲书里和生活中的事情',
  社会: '建议多创造和同伴一起游戏的机会，让孩子练习轮流、分享和表达自己的想法',
  科学: '建议和孩子一起观察身边的动植物、玩数一数比一比的游戏，保护孩子的好奇心',
  艺术: '建议为孩子准备画笔、黏土和音乐，陪孩子一起涂涂画画、唱唱跳跳',
};
const GENERAL_IDEA = '建议家园配合，多给孩子尝试和表达的机会';

type TPoint = { dimension: string; name: string; value: number };

const quote = (names: string[]) => names.map((n) => `“${n}”`).join('、');

function pointsOf(dimensions: readonly TScoredDimension[]): TPoint[] {
  return dimensions.flatMap((d) =>
    d.info.flatMap((e) => e.info.map((p) => ({ dimension: d.Name, name: p.Name, value: p.Value }))),
  );
}

/** The share of 经常 per domain, highest first (ties keep the sheet's order). */
function domainsByStrength(points: readonly TPoint[]) {
  const order: string[] = [];
  const stats = new Map<string, { often: number; total: number }>();
  for (const p of points) {
    if (!stats.has(p.dimension)) {
      stats.set(p.dimension, { often: 0, total: 0 });
      order.push(p.dimension);
    }
    const s = stats.get(p.dimension)!;
    s.total += 1;
    if (p.value === 1) s.often += 1;
  }
  return order
    .map((name, index) => ({ name, index, share: stats.get(name)!.often / stats.get(name)!.total }))
    .sort((a, b) => b.share - a.share || a.index - b.index);
}

/** Null when some point is not scored (the summary needs them all). */
export function monthSummary(v: {
  studentName: string;
  gender: number;
  month: string;
  dimensions: readonly TScoredDimension[];
}): string | null {
  const points = pointsOf(v.dimensions);
  if (points.length === 0 || points.some((p) => p.value < 1 || p.value > 3)) return null;
  const he = v.gender === 2 ? '她' : v.gender === 1 ? '他' : 'TA';
  const often = points.filter((p) => p.value === 1);
  const sometimes = points.filter((p) => p.value === 2);
  const never = points.filter((p) => p.value === 3);
  const ranked = domainsByStrength(points);
  const strong = ranked.filter((d) => d.share >= 0.6).slice(0, 2);
  const weakest = ranked[ranked.length - 1]!;

  const parts: string[] = [];
  const when = v.month ? `${v.month}的观察中，` : '这段时间的观察中，';
  parts.push(
    `${when}${v.studentName}在${points.length}个观察点里有${often.length}项经常出现，${sometimes.length}项偶尔出现，${never.length}项暂未出现。`,
  );
  if (strong.length)
    parts.push(
      `${he}在${strong.map((d) => d.name).join('和')}方面表现突出，${quote(
        often
          .filter((p) => strong.some((d) => d.name === p.dimension))
          .slice(0, 2)
          .map((p) => p.name),
      )}已经成为${he}的好习惯。`,
    );
  else if (often.length) parts.push(`${quote(often.slice(0, 2).map((p) => p.name))}是${he}做得很好的地方。`);
  if (sometimes.length)
    parts.push(`${quote(sometimes.slice(0, 2).map((p) => p.name))}正在慢慢形成，需要我们多一些提醒和鼓励。`);
  if (never.length)
    parts.push(
      `${quote(never.slice(0, 2).map((p) => p.name))}还没有出现，老师会在${never[0]!.dimension}活动中为${he}创造更多机会，耐心等待${he}的进步。`,
    );
  else if (!sometimes.length) parts.push(`${he}在各方面都发展得很均衡，请继续保持！`);
  const idea = never.length || sometimes.length ? (HOME_IDEAS[weakest.name] ?? GENERAL_IDEA) : GENERAL_IDEA;
  parts.push(`${idea}。`);
  return fitted(parts);
}

/** Drops the middle sentences until the summary fits the text area (first and last stay). */
function fitted(parts: string[]): string {
  const list = [...parts];
  while (list.join('').length > RECORD_TEXT_MAX && list.length > 2) list.splice(list.length - 2, 1);
  return list.join('').slice(0, RECORD_TEXT_MAX);
}
