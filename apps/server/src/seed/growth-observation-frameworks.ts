/**
 * The observation frameworks of the default templates (term observation, type 4; monthly
 * observation, type 5): the five domains of 《3-6岁儿童学习与发展指南》 (dimension = domain,
 * element = sub-domain) with points worded per age group, and the nursery framework of
 * 《托育机构保育指导大纲（试行）》. Grade level: 0 托班, 1 小班, 2 中班, 3 大班.
 */

/** A grade level with a default set (0-3); any other level is taken as 小班. */
export const clampLevel = (gradeLevel: number) =>
  gradeLevel >= 0 && gradeLevel <= 3 ? Math.trunc(gradeLevel) : 1;

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
