import { z } from 'zod';
import { GROWTH_TEMPLATE_MESSAGES, TypeNum } from './growth-templates';

/**
 * Growth records (成长足迹), G01-G54: one record per child and module of the class's published
 * template, written by the child's teachers (or an administrator), and the growing footprint
 * report made of them. The answer is the editor's JSON; each module type has its own shape.
 */

/** G26 (DECISIONS D5): every record text area. */
export const RECORD_TEXT_MAX = 500;
/** G27: the title of a type 12 rating table. */
export const RATING_TITLE_MAX = 10;
/** G32: blank rows of a rating table without growth questions. */
export const RATING_ROWS_DEFAULT = 10;
export const RATING_ROWS_MAX = 30;
/** Pictures per record item list (plates have at most 10 slots; a cover one, exercise three per section). */
export const RECORD_IMAGES_MAX = 30;
/** A child's own extra pages in one template (the add dialog, G12). */
export const CHILD_PAGES_MAX = 20;
/**
 * Videos (types 9 and 13): mp4, mov or webm, recognised by content. 200 MB holds about two
 * minutes of a phone's 1080p video, more than a classroom clip needs, and stays uploadable
 * over a school's Wi-Fi.
 */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_MAX_MB = 200;

/** G34: what an item of an item-list answer holds. */
export const AnswerItemType = {
  image: 'image',
  text: 'text',
  time: 'time',
  physical: 'physical',
  exercise: 'exercise',
  video: 'video',
} as const;
export type TAnswerItemType = (typeof AnswerItemType)[keyof typeof AnswerItemType];

/** G28: the three texts of a term observation. */
export const CYCLE_WRITE_TITLES = ['故事描述', '分析', '支持'] as const;
/** G31: the table's default headers and rows (DECISIONS section 4). */
export const TABLE_TITLE_DEFAULTS = ['姓名', '内容', '观察日期', '记录人'] as const;
export const TABLE_ROW_DEFAULTS = ['学生表现', '问题原因', '解决问题计划', '变化/成长'] as const;
/** G32: isActivite 1 真棒, 2 较好, 3 加油 (0: not rated). */
export const RATING_LEVELS = [
  { value: 1, label: '真棒' },
  { value: 2, label: '较好' },
  { value: 3, label: '加油' },
] as const;
/** G29: type 5 values; 0 is not yet scored. */
export const FREQUENCY_LEVELS = [
  { value: 1, label: '经常发生' },
  { value: 2, label: '偶尔发生' },
  { value: 3, label: '从未发生' },
] as const;
/** G28: a type 4 point's score, 0 (not observed) to 3 stars. */
export const TERM_SCORE_MAX = 3;

export const GROWTH_RECORD_MESSAGES = {
  // G17-G25, checked on 完成 only (DECISIONS 25)
  allScored: '请完成所有的打分项',
  imageOrText: '请至少上传一张图片，一段文字',
  cycleWrite: '请填写对应内容',
  avatar: '请上传头像',
  epilogue: '请填写结语',
  video: '请上传视频',
  videoText: '请填写文字',
  physical: '请完整填写体检记录',
  exercise: '请完整填写运动记录',
  audio: '请上传音频文件',
  // G30
  autoFailed: '自动生成失败',
  // G11, G12, DECISIONS 30
  saved: '保存成功',
  added: GROWTH_TEMPLATE_MESSAGES.added,
  updated: GROWTH_TEMPLATE_MESSAGES.updated,
  deleted: GROWTH_TEMPLATE_MESSAGES.deleted,
  // the server's refusals
  textTooLong: `文字不能超过${RECORD_TEXT_MAX}个字`,
  ratingTitleTooLong: `标题不能超过${RATING_TITLE_MAX}个字`,
  answerInvalid: '记录内容格式不正确，请刷新后重试',
  notPublished: '该成长档案模板尚未发布，暂不能记录',
  moduleClosed: '该页面已被管理员关闭，暂不能记录',
  notWritable: '目录由系统自动生成，无需记录',
  notYourClass: '只能记录自己班级的幼儿',
  notInClass: '该幼儿不在本模板所属年级的班级中',
  fileInvalid: '图片或视频不存在，请重新上传',
  staleRecord: '这条记录已被{name}在{time}修改，请刷新后再保存；您填写的内容已保留',
  childPagesFull: `每个幼儿最多添加${CHILD_PAGES_MAX}个自定义页面`,
  childPageType: '封面、目录和结束页不能单独添加',
  notChildPage: '只能修改或删除为该幼儿单独添加的页面',
  childPageHasRecord: '该页面已有记录，请先清空记录再删除',
  noTemplate: '该班级所在年级还没有已发布的成长档案模板',
  notAllScored: '请先完成所有的打分项，再自动生成',
  videoType: '请上传视频（支持 mp4、mov、webm）',
  videoSize: `上传视频大小不能超过 ${VIDEO_MAX_MB}MB!`,
  draftRestored: '已恢复上次未保存的内容',
  infoInvalid: '链接参数不完整，请从成长档案重新打开',
  offline: '保存失败，内容已保留在本机，请检查网络后重试',
} as const;

// ── Answers ─────────────────────────────────────────────────────────────────────────

const ZText = z.string().max(RECORD_TEXT_MAX, GROWTH_RECORD_MESSAGES.textTooLong);
/** A stored file `/files/<uuid>` or a shipped picture `/growth/...`; '' when empty. */
const ZFileRef = z.string().max(300);

/** G34: one item of an item-list answer (types 1, 2, 6, 7, 8, 9, 10, 13). */
export const ZAnswerItem = z.object({
  Type: z.enum(['image', 'text', 'time', 'physical', 'exercise', 'video']),
  /** image / video: the file; text: the words; time: yyyy-MM-dd */
  Content: z.string().max(RECORD_TEXT_MAX, GROWTH_RECORD_MESSAGES.textTooLong).default(''),
  /** physical / exercise: the measured value; a radio item 1 normal, 0 abnormal */
  Value: z.string().max(50).default(''),
  Time: z.string().max(20).default(''),
  /** the item's label (exercise section title, medical item title) */
  Describe: z.string().max(100).default(''),
  unit: z.string().max(10).default(''),
  isShowCheck: z.boolean().default(false),
  /** who wrote it (G51: Operator on the printed page) */
  Operator: z.string().max(30).default(''),
  /** medical items: input / radio (F45) */
  topicType: z.string().max(10).default(''),
  /** exercise: the section's standard value, shown beside the child's */
  Standard: z.string().max(50).default(''),
  /** an exercise item's pictures */
  Images: z.array(ZFileRef).max(3).default([]),
  /** physical: the exam field it is filled from (G33: Height, VisionLeft, …) */
  Field: z.string().max(30).default(''),
});
export type TAnswerItem = z.infer<typeof ZAnswerItem>;
export const ZItemsAnswer = z.object({ List: z.array(ZAnswerItem).max(60).default([]) });
export type TItemsAnswer = z.infer<typeof ZItemsAnswer>;

/** An observation point with its value (types 4: 0-3 stars; 5: 0 unscored, 1-3 frequency). */
export const ZScoredPoint = z.object({
  Id: z.number().int(),
  Name: z.string().max(100),
  Value: z.number().int().min(0).max(3),
});
export const ZScoredElement = z.object({ Name: z.string().max(20), info: z.array(ZScoredPoint).max(300) });
export const ZScoredDimension = z.object({
  Name: z.string().max(20),
  /** type 5: a teacher's note per domain (G29 per-group Title and Describe) */
  Title: z.string().max(50).default(''),
  Describe: ZText.default(''),
  info: z.array(ZScoredElement).max(100),
});
export type TScoredDimension = z.infer<typeof ZScoredDimension>;

/** G28: a term observation (type 4). */
export const ZTermAnswer = z.object({
  dimensions: z.array(ZScoredDimension).max(50).default([]),
  cycleWrites: z
    .array(z.object({ Title: z.string().max(20), Desc: ZText.default('') }))
    .max(10)
    .default([]),
});
export type TTermAnswer = z.infer<typeof ZTermAnswer>;

/** G29: a monthly observation (type 5). */
export const ZMonthAnswer = z.object({
  dimensions: z.array(ZScoredDimension).max(50).default([]),
  Title: z.string().max(50).default(''),
  CustomerSay: ZText.default(''),
});
export type TMonthAnswer = z.infer<typeof ZMonthAnswer>;

/** G31: an observation table (type 11). */
export const ZTableAnswer = z.object({
  titleTab1: z.string().max(10).default(TABLE_TITLE_DEFAULTS[0]),
  titleTab2: z.string().max(10).default(TABLE_TITLE_DEFAULTS[1]),
  titleTab3: z.string().max(10).default(TABLE_TITLE_DEFAULTS[2]),
  titleTab4: z.string().max(10).default(TABLE_TITLE_DEFAULTS[3]),
  name: z.string().max(50).default(''),
  content: z.string().max(100).default(''),
  looktime: z.string().max(20).default(''),
  writename: z.string().max(30).default(''),
  List: z
    .array(z.object({ title: z.string().max(10), desc: ZText.default('') }))
    .max(10)
    .default([]),
});
export type TTableAnswer = z.infer<typeof ZTableAnswer>;

/** G32: a rating table (type 12). */
export const ZRatingAnswer = z.object({
  title: z.string().max(RATING_TITLE_MAX, GROWTH_RECORD_MESSAGES.ratingTitleTooLong).default(''),
  List: z
    .array(z.object({ manifestation: z.string().max(100), isActivite: z.number().int().min(0).max(3) }))
    .max(RATING_ROWS_MAX)
    .default([]),
});
export type TRatingAnswer = z.infer<typeof ZRatingAnswer>;

export type TRecordAnswer = TItemsAnswer | TTermAnswer | TMonthAnswer | TTableAnswer | TRatingAnswer;

/** The answer schema of a module type. */
export function answerSchemaOf(typeNum: number) {
  switch (typeNum) {
    case TypeNum.termObservation:
      return ZTermAnswer;
    case TypeNum.monthlyObservation:
      return ZMonthAnswer;
    case TypeNum.table:
      return ZTableAnswer;
    case TypeNum.rating:
      return ZRatingAnswer;
    default:
      return ZItemsAnswer;
  }
}

/** Types nobody writes: the catalogue is made from the page plan. */
export const UNWRITTEN_TYPES: readonly number[] = [TypeNum.catalogue];

// ── The rules of 完成 (G17-G25), shared by the editor and the server ─────────────────

const filled = (s: string | undefined) => Boolean(s?.trim());
const itemsOf = (a: unknown) => ((a as TItemsAnswer)?.List ?? []) as TAnswerItem[];
const allPoints = (dims: TScoredDimension[]) => dims.flatMap((d) => d.info.flatMap((e) => e.info));

/**
 * Why a record cannot be completed, or null. `pointIds` are the module's observation points
 * (types 4/5): every one must be scored in a type 5 record, whatever the answer lists.
 */
export function completeProblem(
  typeNum: number,
  answer: unknown,
  pointIds: readonly number[] = [],
): string | null {
  const m = GROWTH_RECORD_MESSAGES;
  switch (typeNum) {
    case TypeNum.monthlyObservation: {
      const scored = new Set(
        allPoints((answer as TMonthAnswer).dimensions ?? [])
          .filter((p) => p.Value >= 1)
          .map((p) => p.Id),
      );
      if (pointIds.length === 0 || pointIds.some((id) => !scored.has(id))) return m.allScored;
      return null;
    }
    case TypeNum.termObservation:
      return ((answer as TTermAnswer).cycleWrites ?? []).some((w) => filled(w.Desc)) ? null : m.cycleWrite;
    case TypeNum.cover:
      return filled(itemsOf(answer)[0]?.Content) ? null : m.avatar;
    case TypeNum.closing:
    case TypeNum.epilogue:
      return filled(itemsOf(answer)[0]?.Content) ? null : m.epilogue;
    case TypeNum.video:
    case TypeNum.familyVideo: {
      const [video, text] = itemsOf(answer);
      if (!filled(video?.Content)) return m.video;
      return filled(text?.Content) ? null : m.videoText;
    }
    case TypeNum.physical: {
      const items = itemsOf(answer);
      return items.length > 0 && items.every((i) => filled(i.Value)) ? null : m.physical;
    }
    case TypeNum.exercise: {
      const items = itemsOf(answer);
      return items.length > 0 && items.every((i) => filled(i.Value)) ? null : m.exercise;
    }
    case TypeNum.table: {
      const t = answer as TTableAnswer;
      return filled(t.name) || filled(t.content) || (t.List ?? []).some((r) => filled(r.desc))
        ? null
        : m.imageOrText;
    }
    case TypeNum.rating:
      return ((answer as TRatingAnswer).List ?? []).some((r) => r.isActivite >= 1) ? null : m.imageOrText;
    default:
      // G18, G25: plates and anything else: at least one picture or some words.
      return itemsOf(answer).some((i) => filled(i.Content)) ? null : m.imageOrText;
  }
}
