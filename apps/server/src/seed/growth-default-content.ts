import { exerciseImageUrl, MedicalAnswer, type TExerciseSection, type TMedicalItem } from '@kg/contracts';
import { clampLevel } from './growth-observation-frameworks';

/**
 * The content a default template's modules start with besides their log sheets: the growth
 * questions (type 12), the exercise sections (type 7: items of 《国民体质测定标准》 (幼儿部分),
 * with a typical range for the age group as the standard value) and the medical items (type 8).
 */

// ── Growth questions (type 12, rated 真棒 / 较好 / 加油) ─────────────────────────────

const QUESTIONS: Record<number, string[]> = {
  0: [
    '能自己拿勺子吃饭',
    '能安静地坐在小椅子上进餐',
    '会表达想小便或大便',
    '能在老师帮助下洗手、擦手',
    '来园时能较快平静下来，和家人说再见',
    '喜欢听儿歌，会跟着念几句',
    '会称呼老师，知道好朋友的名字',
    '能独立走和跑，会扶着栏杆上下楼梯',
    '愿意和同伴一起玩玩具',
    '玩好后愿意把玩具放回原处',
  ],
  1: [
    '能自己用勺子吃饭，不挑食',
    '会自己穿脱鞋子',
    '饭前便后能主动洗手',
    '每天高高兴兴来幼儿园',
    '愿意和小朋友一起玩，会分享玩具',
    '能安静地听老师讲故事',
    '敢在集体面前说话、唱歌',
    '玩完玩具能把它送回“家”',
    '能按要求排队，耐心等待',
    '喜欢参加户外活动和体育游戏',
  ],
  2: [
    '能自己穿脱衣服，并把衣服叠整齐',
    '能按步骤正确洗手，饭后漱口',
    '吃饭不挑食、不剩饭',
    '有好朋友，能和同伴合作游戏',
    '能用完整的句子讲述一件事',
    '愿意帮助老师和同伴做事',
    '能遵守游戏规则，懂得轮流',
    '对身边的事物好奇，喜欢提问',
    '能专心做完一件事',
    '喜欢唱歌、画画和表演',
  ],
  3: [
    '能自己整理书包和学习用品',
    '能按时作息，早睡早起',
    '做事有计划，能坚持完成任务',
    '能和同伴分工合作、友好协商',
    '能清楚、有条理地表达自己的想法',
    '喜欢阅读，能安静地看书一刻钟',
    '会写自己的名字，握笔姿势正确',
    '能主动做好值日生工作',
    '遇到问题会想办法解决',
    '知道基本的交通和安全规则',
  ],
};

/** The default growth questions of a grade level (type 12). */
export const growthQuestions = (gradeLevel: number): string[] => [...QUESTIONS[clampLevel(gradeLevel)]!];

// ── Exercise sections (type 7) ──────────────────────────────────────────────────────

/** The exercise illustrations shipped under /growth/exercise (one per fitness item). */
export const EXERCISE_ITEMS = {
  'standing-long-jump': { title: '立定跳远', unit: '厘米' },
  'shuttle-run': { title: '10米折返跑', unit: '秒' },
  'tennis-throw': { title: '网球掷远', unit: '米' },
  'balance-beam': { title: '走平衡木', unit: '秒' },
  'continuous-jump': { title: '双脚连续跳', unit: '秒' },
} as const;
export type TExerciseKey = keyof typeof EXERCISE_ITEMS;

/**
 * Typical ranges per level (托班, 小班, 中班, 大班), boys and girls together, around the
 * middle grades of the preschool fitness standard; times: shorter is better.
 */
const STANDARDS: Record<TExerciseKey, [string, string, string, string]> = {
  'standing-long-jump': ['30-50', '50-75', '70-95', '90-115'],
  'shuttle-run': ['10.0-13.0', '8.5-10.5', '7.5-9.0', '6.5-8.0'],
  'tennis-throw': ['1.5-3.0', '3.0-4.5', '4.0-6.0', '5.0-8.0'],
  'balance-beam': ['15-30', '10-20', '7-13', '5-9'],
  'continuous-jump': ['12-18', '8-12', '6.5-9.0', '5.0-7.0'],
};

const EXERCISE_PLAN: Record<number, TExerciseKey[]> = {
  0: ['standing-long-jump', 'balance-beam', 'tennis-throw'],
  1: ['standing-long-jump', 'continuous-jump', 'balance-beam'],
  2: ['standing-long-jump', 'tennis-throw', 'shuttle-run'],
  3: ['standing-long-jump', 'shuttle-run', 'tennis-throw'],
};

export function exerciseSection(key: TExerciseKey, gradeLevel: number): TExerciseSection {
  const item = EXERCISE_ITEMS[key];
  return {
    title: item.title,
    imageArr: [{ url: exerciseImageUrl(key) }],
    standardValues: STANDARDS[key][clampLevel(gradeLevel)]!,
    unit: item.unit,
  };
}

/** The three default exercise sections of a grade level (F44). */
export const exerciseSections = (gradeLevel: number): TExerciseSection[] =>
  EXERCISE_PLAN[clampLevel(gradeLevel)]!.map((key) => exerciseSection(key, gradeLevel));

// ── Medical items (type 8, F45) ─────────────────────────────────────────────────────

const NORMAL_ABNORMAL = [
  { label: '正常', value: MedicalAnswer.normal },
  { label: '异常', value: MedicalAnswer.abnormal },
];
const input = (title: string, type: string, unit: string): TMedicalItem => ({
  title,
  isOpen: true,
  type,
  topicType: 'input',
  unit,
  answerList: [],
});
const radio = (title: string, type: string): TMedicalItem => ({
  title,
  isOpen: true,
  type,
  topicType: 'radio',
  unit: '',
  answerList: NORMAL_ABNORMAL.map((a) => ({ ...a })),
});

/** The physical-exam items (fields of the student's physical info, G33). */
export function medicalItems(): TMedicalItem[] {
  return [
    input('身高', 'Height', 'CM'),
    input('体重', 'Weight', 'KG'),
    {
      title: '视力',
      isOpen: true,
      type: 'Vision',
      topicType: 'child',
      unit: '',
      answerList: [],
      children: [input('左眼', 'VisionLeft', ''), input('右眼', 'VisionRight', '')],
    },
    {
      title: '听力',
      isOpen: true,
      type: 'Hearing',
      topicType: 'child',
      unit: '',
      answerList: [],
      children: [radio('左耳', 'HearingLeft'), radio('右耳', 'HearingRight')],
    },
    input('龋齿', 'Tooth', '颗'),
    input('血红蛋白', 'Hemoglobin', 'g/L'),
  ];
}
