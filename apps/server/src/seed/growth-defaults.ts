import {
  backgroundUrl,
  exerciseImageUrl,
  MedicalAnswer,
  type TExerciseSection,
  type TMedicalItem,
  TypeNum,
} from '@kg/contracts';

/**
 * The default growth-record template of a grade ("create from default", ResetTempInfo):
 * a complete, usable module set with its log sheets, growth questions, exercise sections
 * and medical items. Grade level: 0 托班, 1 小班, 2 中班, 3 大班.
 *
 * Written for this product. The observation framework follows the five domains of
 * 《3-6岁儿童学习与发展指南》 (dimension = domain, element = sub-domain) with points worded
 * per age group; the nursery framework follows 《托育机构保育指导大纲（试行）》. The exercise
 * sections are items of 《国民体质测定标准》 (幼儿部分), with a typical (middle) range for
 * the age group as the standard value.
 */
export type TDefaultPoint = { dimension: string; element: string; name: string };
export type TDefaultModule = {
  typeNum: number;
  title: string;
  /** GROWTH_OPERATORS value */
  operator: number;
  /** a library background path (backgroundUrl) or '' */
  backCoverImg: string;
  plateId: number;
  /** type 5: the month, counted from the term's start (0 = its first month) */
  monthOffset?: number;
  /** type 7 */
  exercise?: TExerciseSection[];
  /** type 8 */
  medical?: TMedicalItem[];
  /** types 4 and 5 */
  points?: TDefaultPoint[];
  /** type 12 */
  questions?: string[];
};

/** Grade levels with a default set: 0 托班, 1 小班, 2 中班, 3 大班. */
export const DEFAULT_GRADE_LEVELS = [0, 1, 2, 3] as const;
const clampLevel = (gradeLevel: number) => (gradeLevel >= 0 && gradeLevel <= 3 ? Math.trunc(gradeLevel) : 1);

// ── Observation framework (types 4 and 5) ───────────────────────────────────────────

export type TFrameworkElement = { element: string; points: string[] };
export type TFrameworkDimension = { dimension: string; elements: TFrameworkElement[] };

/** Points of one element for 小班, 中班 and 大班. */
type TByAge = { element: string; small: string[]; middle: string[]; large: string[] };

const KINDERGARTEN: ReadonlyArray<{ dimension: string; elements: TByAge[] }> = [
  {
    dimension: '健康',
    elements: [
      {
        element: '身心状况',
        small: ['入园时情绪较稳定，能和家人说再见', '身体不舒服时能告诉老师', '愿意参加集体活动，常露出笑容'],
        middle: [
          '情绪愉快，遇到小挫折能较快平静下来',
          '难过或生气时能在引导下说出原因',
          '活动后知道喝水、擦汗和休息',
        ],
        large: [
          '能用恰当的方式表达和调节自己的情绪',
          '遇到困难不轻易哭闹，会想办法或求助',
          '知道冷了加衣、热了减衣，会保护身体',
        ],
      },
      {
        element: '动作发展',
        small: [
          '能沿直线或在较宽的平衡木上走一段',
          '能双脚并拢连续向前跳',
          '能握勺子、蜡笔，手部动作基本协调',
        ],
        middle: [
          '能在较窄的平衡木上平稳行走',
          '能单脚连续向前跳，能接住反弹的球',
          '能用剪刀沿直线剪，能折简单的纸工',
        ],
        large: [
          '能连续跳绳，动作协调',
          '能快速跑并灵活躲闪，能助跑跨跳',
          '能用筷子夹食物，能沿轮廓线剪出图形',
        ],
      },
      {
        element: '生活习惯与生活能力',
        small: ['能自己用勺子吃饭，不挑食', '在提醒下饭前便后洗手', '能自己穿脱鞋子和简单的外衣'],
        middle: [
          '能按步骤正确洗手，饭后漱口',
          '能自己穿脱衣服、扣扣子，并把衣服叠好',
          '能整理自己用过的玩具和图书',
        ],
        large: ['能按时作息，早睡早起', '能自己整理书包和物品，做好值日', '知道基本的安全常识，不跟陌生人走'],
      },
    ],
  },
  {
    dimension: '语言',
    elements: [
      {
        element: '倾听与表达',
        small: ['能安静地听别人讲话，听懂简单的指令', '愿意用简短的句子说出自己的需要', '能跟着念简单的儿歌'],
        middle: [
          '别人讲话时能注意听，并作出回应',
          '能清楚地讲述自己经历的一件事',
          '愿意在集体面前说话，声音响亮',
        ],
        large: [
          '能听懂较复杂的要求，并按要求去做',
          '能有条理地讲述一件事的经过',
          '讨论时能围绕话题说出自己的看法',
        ],
      },
      {
        element: '阅读与书写准备',
        small: ['喜欢听故事、看图画书', '能一页一页地翻书，爱护图书', '能说出画面上的主要人物和事物'],
        middle: [
          '能专注地看图画书，说出故事的大致内容',
          '对生活中常见的标志和文字感兴趣',
          '愿意用图画和符号表达自己的想法',
        ],
        large: [
          '能根据画面和情节猜想故事的发展',
          '会写自己的名字，握笔姿势正确',
          '喜欢和同伴一起续编或创编故事',
        ],
      },
    ],
  },
  {
    dimension: '社会',
    elements: [
      {
        element: '人际交往',
        small: ['愿意和小朋友一起玩', '在提醒下能与同伴分享玩具', '愿意亲近老师，遇到困难会找老师'],
        middle: [
          '有自己的好朋友，喜欢和同伴合作游戏',
          '与同伴有矛盾时能尝试商量解决',
          '能关心、安慰情绪不好的同伴',
        ],
        large: [
          '能和同伴分工合作，共同完成一件事',
          '能听取同伴的不同意见，友好地协商',
          '敢于表达自己的想法，也能体谅他人',
        ],
      },
      {
        element: '社会适应',
        small: ['能适应幼儿园的集体生活', '在提醒下能遵守排队、轮流等规则', '知道自己的名字、班级和老师'],
        middle: [
          '能遵守游戏和公共场所的基本规则',
          '愿意承担分发餐具等简单的任务',
          '知道自己是中国人，认识国旗',
        ],
        large: [
          '能自觉遵守集体规则，做错了愿意改正',
          '向往上小学，愿意为入学做准备',
          '爱家乡、爱祖国，知道重要的节日',
        ],
      },
    ],
  },
  {
    dimension: '科学',
    elements: [
      {
        element: '科学探究',
        small: [
          '喜欢摆弄、观察身边的物品和小动物',
          '能用看、听、摸、闻等方法感知物体',
          '对感兴趣的事物会问“这是什么”',
        ],
        middle: [
          '常常问“为什么”，对新事物好奇',
          '能对物体进行简单的比较和分类',
          '能在成人帮助下种植、饲养并观察变化',
        ],
        large: [
          '能提出问题并猜想可能的答案',
          '能用简单的方法验证猜想，并记录结果',
          '能发现天气、季节的变化与生活的关系',
        ],
      },
      {
        element: '数学认知',
        small: ['能手口一致地点数5以内的物体', '能区分大小、长短和多少', '能认识圆形、正方形和三角形'],
        middle: [
          '能点数10以内的物体并说出总数',
          '能按物体的两种特征分类、排序',
          '能区分上下、前后、里外等方位',
        ],
        large: [
          '理解10以内数的组成，会简单的加减',
          '能认识时钟上的整点和半点',
          '能用图形拼搭、组合出新的图形',
        ],
      },
    ],
  },
  {
    dimension: '艺术',
    elements: [
      {
        element: '感受与欣赏',
        small: [
          '喜欢听音乐，能随音乐自由摆动身体',
          '喜欢看色彩鲜艳的图画和手工作品',
          '对大自然中好看的事物感兴趣',
        ],
        middle: [
          '能感受歌曲的快慢、强弱和情绪',
          '欣赏作品时愿意说出自己的感受',
          '喜欢观察花草、云彩等自然之美',
        ],
        large: [
          '能欣赏不同风格的音乐和美术作品',
          '能说出作品中喜欢的地方和理由',
          '对剪纸、年画等民间艺术感兴趣',
        ],
      },
      {
        element: '表现与创造',
        small: [
          '喜欢涂涂画画、捏泥和粘贴',
          '能跟着音乐唱简单的歌、做律动',
          '愿意在游戏中模仿小动物的动作和声音',
        ],
        middle: [
          '能用多种颜色和材料大胆作画、制作',
          '能有表情地唱歌，按节奏拍手或敲击',
          '喜欢参加角色扮演和表演游戏',
        ],
        large: ['能用绘画、手工表现自己的想象', '能和同伴合作表演歌舞或故事', '能用自己的作品装饰教室和家'],
      },
    ],
  },
];

/** 托班: the nursery areas (two points an element). */
const NURSERY: ReadonlyArray<TFrameworkDimension> = [
  {
    dimension: '生活习惯',
    elements: [
      { element: '饮食与睡眠', points: ['能坐在座位上用勺子自己吃饭', '能在成人陪伴下安静入睡'] },
      { element: '如厕与卫生', points: ['能用语言或动作表达大小便的需要', '能在成人帮助下洗手、擦手'] },
    ],
  },
  {
    dimension: '动作发展',
    elements: [
      { element: '大肌肉动作', points: ['能独立走稳，会扶栏杆上下楼梯', '能双脚原地跳，会踢球、抛球'] },
      { element: '精细动作', points: ['能用手指捏起小物品', '能搭起3-4块积木，会翻硬纸书'] },
    ],
  },
  {
    dimension: '语言发展',
    elements: [
      { element: '倾听与理解', points: ['能听懂“把球给我”这样的简单指令', '喜欢听儿歌、看图片'] },
      { element: '表达', points: ['能说出常见物品和家人的称呼', '会用简单的词句表达自己的需要'] },
    ],
  },
  {
    dimension: '认知发展',
    elements: [
      { element: '感知与探索', points: ['喜欢摆弄玩具，探索声音和变化', '能认识红、黄、蓝等鲜明的颜色'] },
      { element: '认识事物', points: ['能指认眼睛、鼻子等身体部位', '能区分大和小、一个和许多'] },
    ],
  },
  {
    dimension: '情感与社会性',
    elements: [
      { element: '情绪情感', points: ['与家人分开时能较快平静下来', '喜欢亲近老师，愿意接受安慰'] },
      { element: '社会交往', points: ['愿意在同伴旁边玩，模仿同伴的动作', '会用挥手、点头等方式打招呼'] },
    ],
  },
];

/**
 * The observation framework of a grade level (term observation, type 4): dimension →
 * element → points. Levels 1-3 follow the five domains of the 3-6 guideline; 0 is the
 * nursery framework.
 */
export function observationFramework(gradeLevel: number): TFrameworkDimension[] {
  const level = clampLevel(gradeLevel);
  if (level === 0) return NURSERY.map((d) => ({ ...d, elements: d.elements.map((e) => ({ ...e })) }));
  const key = level === 1 ? 'small' : level === 2 ? 'middle' : 'large';
  return KINDERGARTEN.map((d) => ({
    dimension: d.dimension,
    elements: d.elements.map((e) => ({ element: e.element, points: [...e[key]] })),
  }));
}

/** The shorter typical-behaviour set of the monthly observation (type 5): one point an element. */
export function monthlyFramework(gradeLevel: number): TFrameworkDimension[] {
  return observationFramework(gradeLevel).map((d) => ({
    dimension: d.dimension,
    elements: d.elements.map((e) => ({ element: e.element, points: e.points.slice(0, 1) })),
  }));
}

/** A framework as the flat point list a log sheet is stored as. */
export const frameworkPoints = (framework: TFrameworkDimension[]): TDefaultPoint[] =>
  framework.flatMap((d) =>
    d.elements.flatMap((e) => e.points.map((name) => ({ dimension: d.dimension, element: e.element, name }))),
  );

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

// ── The module sets ─────────────────────────────────────────────────────────────────

const bg = backgroundUrl;
const TEACHER = 1;
const PARENT = 2;
const CHILD = 3;
const TEACHER_AND_PARENT = 4;

/** Per level: cover, closing and the few pages that differ by age. */
const LEVEL_STYLE: Record<number, { cover: string; closing: string }> = {
  0: { cover: 'balloon-party', closing: 'starry-night' },
  1: { cover: 'sunny-meadow', closing: 'starry-night' },
  2: { cover: 'rainbow-sky', closing: 'starry-night' },
  3: { cover: 'little-town', closing: 'starry-night' },
};

const page = (
  typeNum: number,
  title: string,
  operator: number,
  background: string,
  extra: Partial<TDefaultModule> = {},
): TDefaultModule => ({ typeNum, title, operator, backCoverImg: bg(background), plateId: 0, ...extra });

/** The modules, in order, of a new template for a grade of this level. */
export function defaultModulesFor(gradeLevel: number): TDefaultModule[] {
  const level = clampLevel(gradeLevel);
  const style = LEVEL_STYLE[level]!;
  const term = frameworkPoints(observationFramework(level));
  const monthly = frameworkPoints(monthlyFramework(level));
  const portrait =
    level === 0
      ? page(TypeNum.plate, '我的小模样', PARENT, 'spring-flowers', { plateId: 12 })
      : page(TypeNum.plate, '我的自画像', CHILD, 'spring-flowers', { plateId: 12 });
  const modules: TDefaultModule[] = [
    page(TypeNum.cover, '封面', TEACHER, style.cover),
    page(TypeNum.catalogue, '目录', TEACHER, 'paper-notes'),
    portrait,
    page(TypeNum.plate, '我的家', PARENT, 'little-town', { plateId: 11 }),
    page(TypeNum.termObservation, '学期观察记录', TEACHER, 'paper-notes', { points: term }),
    page(TypeNum.monthlyObservation, '月观察记录（一）', TEACHER, 'autumn-leaves', {
      monthOffset: 1,
      points: monthly,
    }),
    page(TypeNum.plate, level === 0 ? '我在托班的一天' : '我在幼儿园的一天', TEACHER, 'sunny-meadow', {
      plateId: 13,
    }),
    page(TypeNum.monthlyObservation, '月观察记录（二）', TEACHER, 'snowy-winter', {
      monthOffset: 3,
      points: monthly.map((p) => ({ ...p })),
    }),
    page(TypeNum.rating, '成长评价表', TEACHER_AND_PARENT, 'paper-notes', {
      questions: growthQuestions(level),
    }),
    page(TypeNum.exercise, '体能锻炼', TEACHER, 'sunny-meadow', { exercise: exerciseSections(level) }),
    page(TypeNum.physical, '体检记录', TEACHER, 'ocean-friends', { medical: medicalItems() }),
    page(TypeNum.plate, '精彩瞬间', TEACHER, 'balloon-party', { plateId: 4 }),
  ];
  if (level === 3) {
    modules.push(page(TypeNum.plate, '我要上小学了', TEACHER_AND_PARENT, 'rainbow-sky', { plateId: 7 }));
  }
  modules.push(
    page(TypeNum.familyVideo, '亲子视频', PARENT, 'rainbow-sky'),
    page(TypeNum.epilogue, '老师寄语', TEACHER, 'spring-flowers'),
    page(TypeNum.closing, '结束页', TEACHER, style.closing),
  );
  return modules;
}

/**
 * What a module of this type added to a template of this grade level starts with: its
 * background, plate and content (log sheet, growth questions, exercise sections, medical
 * items), taken from the default set; a type missing from it gets a fitting background.
 */
export function defaultContentFor(
  typeNum: number,
  gradeLevel: number,
): Pick<TDefaultModule, 'backCoverImg' | 'plateId' | 'exercise' | 'medical' | 'points' | 'questions'> {
  const found = defaultModulesFor(gradeLevel).find((m) => m.typeNum === typeNum);
  if (found) {
    const { backCoverImg, plateId, exercise, medical, points, questions } = found;
    return { backCoverImg, plateId, exercise, medical, points, questions };
  }
  return { backCoverImg: bg(typeNum === TypeNum.video ? 'rainbow-sky' : 'paper-notes'), plateId: 0 };
}
