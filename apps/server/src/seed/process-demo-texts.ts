import { TABLE_ROW_DEFAULTS, TABLE_TITLE_DEFAULTS, type TTableAnswer } from '@kg/contracts';

/**
 * What the demo's teachers wrote in their process evaluations (过程评价): the 寄语, the remarks of
 * the photo pages, the observation tables and, for nursery children (whose school has no 健康
 * bank that fits them), the behaviours of the rating table. Pure text, varied by a number, so a
 * class of children never reads the same words twice in a row.
 */

const OPENINGS = [
  (name: string) =>
    `亲爱的${name}：这一个月里，你每天早上都笑着走进教室，主动和老师、小朋友问好，大家都很喜欢你。`,
  (name: string) =>
    `${name}宝贝，老师发现你这段时间变化可大了：区角游戏时你总是最专注的那一个，玩完还会把材料整理好。`,
  (name: string) =>
    `亲爱的${name}，户外活动时你总是跑在最前面，拍球、跳圈都越来越熟练，小脸红扑扑的特别有精神。`,
  (name: string) =>
    `${name}，你是一个爱动脑筋的孩子，在科学区里你会一遍遍地试，直到找到答案，老师为你的坚持点赞。`,
  (name: string) =>
    `亲爱的${name}：这段时间你学会了自己穿脱外套、整理小书包，吃饭也不挑食了，真是长大了不少。`,
  (name: string) => `${name}小朋友，你的画总是色彩鲜艳、充满想象，每次分享作品时你都能大方地讲出自己的想法。`,
];
const MIDDLES = [
  '和同伴发生小矛盾时，你也学会了先说出自己的想法，再一起商量解决的办法。',
  '集体活动中你举手发言的次数多了，声音也更响亮了，说明你越来越自信。',
  '看到小朋友需要帮忙时，你会主动伸出小手，是老师身边的好帮手。',
  '午睡时你能安静地入睡，起床后还会自己叠好小被子，生活习惯越来越好。',
  '听故事时你总是听得特别认真，回家后还能把故事讲给爸爸妈妈听。',
];
const WISHES = [
  '希望你继续保持这份好奇心，快乐地探索更多有趣的事情！',
  '老师相信，只要多尝试、多表达，你一定会越来越棒，加油！',
  '愿你每天都开开心心，和好朋友们一起健康成长！',
  '期待下个月在幼儿园里看到一个更勇敢、更自信的你！',
];

/** A teacher's 寄语 (about 100-130 characters) to a child called `name`; `n` picks the words. */
export function demoMessage(name: string, n: number): string {
  const opening = OPENINGS[n % OPENINGS.length]!(name);
  const middle = MIDDLES[(n + Math.floor(n / OPENINGS.length)) % MIDDLES.length]!;
  return opening + middle + WISHES[(n * 3 + 1) % WISHES.length]!;
}

/** Two remarks per dimension (PROCESS_DIMENSIONS 1-6), as a photo page's words. */
const REMARKS: Readonly<Record<number, readonly string[]>> = {
  1: [
    '户外活动时能连续拍球二十多下，跑跳动作协调，游戏后会主动喝水、擦汗，运动的兴趣越来越浓。',
    '参加“小小运动会”时敢于挑战平衡木，摔倒了也能自己站起来继续走，表现出勇敢和坚持。',
  ],
  2: [
    '进餐时能独立、安静地吃完自己的一份饭菜，餐后主动把碗勺放回指定位置，并用正确的方法洗手。',
    '能自己穿脱外套和鞋子，午睡起床后学着叠被子，遇到困难时会先尝试再请老师帮忙。',
  ],
  3: [
    '在娃娃家游戏中主动邀请同伴一起扮演，能轮流使用玩具，遇到分歧时会用商量的语气解决。',
    '担任值日生时认真负责，会提醒同伴排好队，也愿意帮助刚入园的小朋友熟悉环境。',
  ],
  4: [
    '在图书角能安静地翻看绘本，并能用完整的句子讲述画面内容，分享时声音响亮、表达清楚。',
    '晨间谈话时主动讲述周末和家人去公园的经历，能注意倾听同伴的发言并提出自己的问题。',
  ],
  5: [
    '在科学区探索“沉与浮”，一次次把不同的材料放进水里观察，并用图画记录下自己的发现。',
    '用积木搭建时会比较高矮、数一数用了几块，能发现简单的规律并尝试按规律排列。',
  ],
  6: [
    '美工区里用彩纸和树叶拼贴出一幅秋天的画，颜色搭配大胆，能向同伴介绍自己的作品。',
    '音乐活动中能跟着节奏拍手、做动作，表演时表情自然，享受和同伴一起唱歌跳舞的快乐。',
  ],
};

/** A photo page's remark for a dimension (1-6). */
export const demoRemark = (dimension: number, n: number) => {
  const words = REMARKS[dimension] ?? REMARKS[1]!;
  return words[n % words.length]!;
};

/** What a teacher observed, with the four rows of the default table (TABLE_ROW_DEFAULTS). */
const OBSERVATIONS: ReadonlyArray<{ content: string; rows: readonly [string, string, string, string] }> = [
  {
    content: '建构区：合作搭建“我们的幼儿园”',
    rows: [
      '和两名同伴分工合作，先用长积木围出操场，再搭教学楼，搭到第三层倒了也没有放弃。',
      '底层积木摆放不够稳，还不会用交错摆放的方法加固。',
      '提供搭建步骤图，鼓励和同伴观察真实的楼房后再尝试，下周继续跟进。',
      '第二次搭建时主动把长积木横着垫在底下，楼房搭到了五层，非常开心地请老师拍照。',
    ],
  },
  {
    content: '美工区：用树叶拼贴秋天',
    rows: [
      '挑选了不同形状的树叶，拼出小鱼和小鸟，涂胶时很细心，能把多余的胶水擦干净。',
      '剪刀使用还不熟练，剪弧线时容易剪歪。',
      '在区角投放练习剪纸的材料，鼓励在家和家长一起玩剪贴游戏。',
      '能沿着弧线剪出树叶的轮廓，还主动教同伴怎样拿剪刀更稳。',
    ],
  },
  {
    content: '自然角：照顾小金鱼',
    rows: [
      '每天来园后先去看小金鱼，能按量投放鱼食，并告诉同伴“不能喂太多”。',
      '对换水的步骤还不清楚，有一次把水倒得太满。',
      '和孩子一起画“换水步骤图”贴在自然角，请他当小小饲养员。',
      '能按步骤图和同伴一起给鱼缸换水，还记录了小金鱼每天的变化。',
    ],
  },
  {
    content: '户外：拍球和跳圈游戏',
    rows: [
      '能连续拍球十几下，跳圈时双脚并拢、落地轻，轮到自己时很兴奋。',
      '排队等待时有些着急，偶尔会推挤前面的小朋友。',
      '游戏前和孩子们一起约定规则，用“小脚印”标出等待的位置。',
      '能耐心排队等待，还会为同伴加油鼓劲。',
    ],
  },
];

/**
 * An observation table (Type 4, ZTableAnswer): the default titles, the child, one of the
 * observations above, the day and the recorder; 2 or 3 of its rows, as `n` says.
 */
export function demoObservation(
  v: { name: string; looktime: string; writename: string },
  n: number,
): TTableAnswer {
  const seen = OBSERVATIONS[n % OBSERVATIONS.length]!;
  const count = 2 + (n % 2);
  const [titleTab1, titleTab2, titleTab3, titleTab4] = TABLE_TITLE_DEFAULTS;
  return {
    titleTab1,
    titleTab2,
    titleTab3,
    titleTab4,
    name: v.name,
    content: seen.content,
    looktime: v.looktime,
    writename: v.writename,
    List: TABLE_ROW_DEFAULTS.slice(0, count).map((title, i) => ({ title, desc: seen.rows[i]! })),
  };
}

/** Health behaviours of a nursery child (托班), for the rating table when no 健康 bank fits. */
export const NURSERY_HEALTH_BEHAVIOURS = [
  '能在成人提醒下饭前便后洗手',
  '愿意自己用小勺吃饭，饭菜基本不洒落',
  '能双手端杯自己喝水',
  '午睡时能在成人陪伴下安静入睡',
  '能独立走稳，会绕过障碍物行走',
  '愿意参加户外活动，喜欢跑跑跳跳',
  '能配合成人穿脱衣服和鞋袜',
  '身体不舒服时会用动作或语言告诉老师',
  '能双脚同时离地原地向上跳',
  '吃饭时能坐在座位上，不边吃边玩',
] as const;
