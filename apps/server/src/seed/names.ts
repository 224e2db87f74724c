/** Deterministic pseudo-random numbers (mulberry32), so every seed run makes the same school. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const BOY = [
  '浩然',
  '子轩',
  '宇航',
  '俊熙',
  '梓睿',
  '一诺',
  '子墨',
  '沐阳',
  '辰逸',
  '思源',
  '铭泽',
  '嘉懿',
  '煜祺',
  '天佑',
  '浩宇',
  '博文',
  '睿泽',
  '锦程',
  '晨阳',
  '皓轩',
  '明哲',
  '乐天',
  '景行',
  '知远',
  '承泽',
  '安然',
  '星辰',
  '奕辰',
  '宸睿',
  '泽楷',
];
const GIRL = [
  '欣怡',
  '梓涵',
  '诗涵',
  '雨桐',
  '可馨',
  '语嫣',
  '若汐',
  '一诺',
  '思彤',
  '梦瑶',
  '佳琪',
  '沐晴',
  '紫萱',
  '雅琪',
  '芷若',
  '心悦',
  '依依',
  '安琪',
  '清妍',
  '婉清',
  '晓雯',
  '梓萌',
  '米乐',
  '悦然',
  '子琪',
  '诗雨',
  '书瑶',
  '静怡',
  '如意',
  '予希',
];
const TEACHER_GIVEN = [
  '丽',
  '敏',
  '静',
  '婷',
  '芳',
  '娟',
  '霞',
  '雪',
  '琳',
  '颖',
  '洁',
  '慧',
  '倩',
  '蕾',
  '燕',
  '萍',
  '莉',
  '红',
  '晶',
  '瑶',
];

const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

export function childName(rand: () => number, gender: 1 | 2): string {
  return pick(rand, [...SURNAMES]) + pick(rand, gender === 1 ? BOY : GIRL);
}

/** A teacher's name not in `used` (two 陆芳 in one school would confuse everyone). */
export function teacherName(rand: () => number, used: Set<string> = new Set()): string {
  for (;;) {
    const name =
      pick(rand, [...SURNAMES]) + pick(rand, TEACHER_GIVEN) + (rand() < 0.5 ? pick(rand, TEACHER_GIVEN) : '');
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** A date between two ISO dates, as yyyy-MM-dd. */
export function dateBetween(rand: () => number, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return new Date(a + Math.floor(rand() * (b - a))).toISOString().slice(0, 10);
}
