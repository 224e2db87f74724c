import { z } from 'zod';
import { GROWTH_TEMPLATE_MESSAGES, TypeNum, ZModuleForm } from './growth-templates';

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

// ── Wire: entry, list, detail, save ───────────────────────────────────────────────────

/** The whole-year/term kind of a template, carried as TempType (G01, G42, G43). */
export const TemplateType = { term: 1, wholeYear: 2 } as const;

/** The entry: the caller's classes of the current study year with their published template. */
export const ZGrowthClass = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  /** 0 when the grade has no published template for the open term */
  TempId: z.number().int(),
  TempType: z.number().int(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudentCount: z.number().int(),
  /** records finished / records due (children x writable modules) */
  Done: z.number().int(),
  Total: z.number().int(),
  IsHeadTeacher: z.boolean(),
});
export type TGrowthClass = z.infer<typeof ZGrowthClass>;

export const ZClassStudentsQuery = z.object({
  ClassId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(0).default(0),
});
export const ZGrowthStudent = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  Gender: z.string(),
  Done: z.number().int(),
  Drafts: z.number().int(),
  Total: z.number().int(),
});
export type TGrowthStudent = z.infer<typeof ZGrowthStudent>;
export const ZClassStudents = z.object({ Class: ZGrowthClass, Students: z.array(ZGrowthStudent) });
export type TClassStudents = z.infer<typeof ZClassStudents>;

/** G01: the escaped JSON /record opens with. */
export const ZRecordInfo = z.object({
  CustomerId: z.coerce.number().int().min(1),
  StudentName: z.string().default(''),
  TeacherId: z.coerce.number().int().default(0),
  TempId: z.coerce.number().int().min(1),
  TempType: z.coerce.number().int().default(TemplateType.term),
  CycleId: z.coerce.number().int().default(0),
  CycleName: z.string().default(''),
  StudyYearId: z.coerce.number().int().default(0),
  GradeName: z.string().default(''),
  ClassName: z.string().default(''),
});
export type TRecordInfo = z.infer<typeof ZRecordInfo>;

/** G02 */
export const ZStudentRecordsQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  StudentName: z.string().default(''),
  TeacherId: z.coerce.number().int().min(0).default(0),
  TempId: z.coerce.number().int().min(1),
});

/** G14: one row of a child's record list (Id is the module, tempDetailId of the save). */
export const ZRecordRow = z.object({
  Id: z.number().int(),
  RecordId: z.number().int(),
  Type: z.number().int(),
  TypeText: z.string(),
  Title: z.string(),
  /** the record: 0 未完成 (no record or a draft), 1 已完成 */
  Status: z.number().int(),
  /** 1: the caller may write it (G06) */
  IsWrite: z.number().int(),
  /** 1: something has been saved (a draft or a finished record) */
  IsFinish: z.number().int(),
  CycleName: z.string(),
  Time: z.string(),
  TimeCopy: z.string(),
  Operator: z.string(),
  OperatorValue: z.number().int(),
  /** the child's name */
  Name: z.string(),
  /** the plate's look (thumbnail) */
  Img: z.string(),
  /** the module's configuration as a JSON string: log sheet, sections, medical items, questions */
  Content: z.string(),
  /** the answer as a JSON string; '' when nothing is saved */
  Answer: z.string(),
  BackCoverImg: z.string(),
  PlateId: z.number().int(),
  OrderSort: z.number().int(),
  /** a page added for this child alone (G12) */
  IsOwn: z.boolean(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type TRecordRow = z.infer<typeof ZRecordRow>;

const ZNeighbour = z.object({ Id: z.number().int(), Name: z.string() }).nullable();
export const ZStudentRecords = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
  TempId: z.number().int(),
  TempType: z.number().int(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudyYearId: z.number().int(),
  /** may the caller add pages for this child and write at all */
  CanWrite: z.boolean(),
  List: z.array(ZRecordRow),
  /** the previous and next child of the class (by name order), for one-click moving */
  Prev: ZNeighbour,
  Next: ZNeighbour,
});
export type TStudentRecords = z.infer<typeof ZStudentRecords>;

/** G15: types 4/5 send Id and StudentId, the others also IsWeb=1. */
export const ZRecordDetailQuery = z.object({
  Id: z.coerce.number().int().min(1),
  StudentId: z.coerce.number().int().min(1),
  IsWeb: z.coerce.number().int().optional(),
});
/** What one page of a child's record carries, in the editor and on the printed page. */
const ZRecordPage = z.object({
  Id: z.number().int(),
  RecordId: z.number().int(),
  Title: z.string(),
  PlateId: z.number().int(),
  BackCoverImg: z.string(),
  /** the module's configuration as a JSON string (sheet, sections, items, questions) */
  Content: z.string(),
  /** the child's answer as a JSON string; '' when nothing is saved */
  Answer: z.string(),
  Status: z.number().int(),
  UpdatedBy: z.string(),
  CycleName: z.string(),
  TimeCopy: z.string(),
  Operator: z.string(),
});
export const ZRecordDetail = ZRecordPage.extend({
  TypeNum: z.number().int(),
  UpdatedAt: z.string(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
});
export type TRecordDetail = z.infer<typeof ZRecordDetail>;

/**
 * G10: the save. The list sends tempId/teacherId, the editor TempId/TeacherId: both are read.
 * `UpdatedAt` is the record's stamp the editor started from: a save over a newer one by
 * someone else is refused (409) instead of silently overwriting it.
 */
export const ZSaveRecordRequest = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const r = raw as Record<string, unknown>;
    return { ...r, tempId: r.tempId ?? r.TempId, teacherId: r.teacherId ?? r.TeacherId };
  },
  z.object({
    tempId: z.coerce.number().int().min(1),
    tempDetailId: z.coerce.number().int().min(1),
    studentId: z.coerce.number().int().min(1),
    teacherId: z.coerce.number().int().min(0).default(0),
    type: z.coerce.number().int().min(1).max(13),
    /** the answer as a JSON string (G10) */
    answer: z.string().max(200_000, GROWTH_RECORD_MESSAGES.answerInvalid),
    Status: z.coerce.number().int().min(0).max(1),
    UpdatedAt: z.string().max(40).optional(),
  }),
);
export type TSaveRecordRequest = z.infer<typeof ZSaveRecordRequest>;
export const ZSaveRecordResponse = z.object({ RecordId: z.number().int(), UpdatedAt: z.string() });

/** G12, G13: the add dialog 新增 adds (or, with id, edits) a page for this child alone. */
export const ZChildPageForm = ZModuleForm.pick({
  type: true,
  title: true,
  operator: true,
  time: true,
  cycleId: true,
}).extend({
  id: z.coerce.number().int().min(0).optional(),
  tempId: z.coerce.number().int().min(1),
  studentId: z.coerce.number().int().min(1),
  /** the position: the page follows the template page with this number (0: first) */
  orderSort: z.coerce.number().int().min(0).max(999).default(0),
});
export type TChildPageForm = z.infer<typeof ZChildPageForm>;
/** Types a child's own page may have (not the single fixed pages). */
export const CHILD_PAGE_TYPES: readonly number[] = [
  TypeNum.termObservation,
  TypeNum.monthlyObservation,
  TypeNum.plate,
  TypeNum.exercise,
  TypeNum.physical,
  TypeNum.video,
  TypeNum.epilogue,
  TypeNum.table,
  TypeNum.rating,
  TypeNum.familyVideo,
];

// ── Helpers of the editor ─────────────────────────────────────────────────────────────

/** G30 */
export const ZAutoSummaryRequest = z.object({
  StudentId: z.coerce.number().int().min(1),
  tempDetailId: z.coerce.number().int().min(1),
  answer: z.string().max(200_000),
});

/** G33: the child's latest physical exam (null fields when not measured). */
export const ZPhysicalQuery = z.object({ Id: z.coerce.number().int().min(1) });
export const ZStudentPhysical = z.object({
  Time: z.string(),
  Height: z.string(),
  Weight: z.string(),
  VisionLeft: z.string(),
  VisionRight: z.string(),
  HearingLeft: z.string(),
  HearingRight: z.string(),
  Tooth: z.string(),
  Hemoglobin: z.string(),
  /** where it comes from: 体检 (a health check) or the child's earlier 体检记录 page */
  Source: z.string(),
});
export type TStudentPhysical = z.infer<typeof ZStudentPhysical>;
/** The physical-exam fields a medical item can be filled from (F45 `type`). */
export const PHYSICAL_FIELDS = [
  'Height',
  'Weight',
  'VisionLeft',
  'VisionRight',
  'HearingLeft',
  'HearingRight',
  'Tooth',
  'Hemoglobin',
] as const;

/** G35 */
export const ZModuleIdQueryCaps = z.object({ Id: z.coerce.number().int().min(1) });
export const ZEpilogueQuery = z.object({
  CustomerId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(1),
  TeacherId: z.coerce.number().int().min(0).default(0),
  IsWeb: z.coerce.number().int().optional(),
});
export const ZEpilogueText = z.object({ Title: z.string(), Content: z.string(), CycleName: z.string() });
export type TEpilogueText = z.infer<typeof ZEpilogueText>;

// ── The growing footprint report (screen 12) ─────────────────────────────────────────

/**
 * G42/G43: the report's info. Preview mode (isPreview) shows one page (Id = the module) of
 * one child; normal mode the whole booklet. `limit` (DECISIONS 39) keeps only finished pages.
 */
export const ZFootprintInfo = z.object({
  isPreview: z.union([z.boolean(), z.number(), z.string()]).optional(),
  Id: z.coerce.number().int().min(0).optional(),
  CustomerId: z.coerce.number().int().min(1),
  TeacherId: z.coerce.number().int().min(0).optional(),
  TempId: z.coerce.number().int().min(0).optional(),
  TempType: z.coerce.number().int().optional(),
  CycleName: z.string().optional(),
  GradeName: z.string().optional(),
  ClassName: z.string().optional(),
  StudentName: z.string().optional(),
  Title: z.string().optional(),
  Type: z.coerce.number().int().optional(),
});
export type TFootprintInfo = z.infer<typeof ZFootprintInfo>;

/** G46 */
export const ZFootprintQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(0).default(0),
  TeacherId: z.coerce.number().int().min(0).default(0),
  IsWeb: z.coerce.number().int().optional(),
  /** preview: only this module */
  Id: z.coerce.number().int().min(0).default(0),
  /** G44, DECISIONS 39 */
  limit: z
    .union([z.boolean(), z.string()])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});
export type TFootprintQuery = z.infer<typeof ZFootprintQuery>;

export const ZFootprintRecord = ZRecordPage.extend({ Type: z.number().int() });
export type TFootprintRecord = z.infer<typeof ZFootprintRecord>;
export const ZFootprint = z.object({
  SchoolName: z.string(),
  StudentName: z.string(),
  Gender: z.string(),
  Photo: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  StudyYearName: z.string(),
  CycleName: z.string(),
  TempId: z.number().int(),
  TeacherNames: z.array(z.string()),
  List: z.array(ZFootprintRecord),
});
export type TFootprint = z.infer<typeof ZFootprint>;

/** `true`, 'true', 1, '1' → true (G44: the query's limit is read as a boolean). */
export const truthy = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1';

/**
 * The report page's data call for its query (info JSON, limit): the page sends exactly these
 * values and the PDF engine grants exactly these, so both read them from here. Null when the
 * info is not readable.
 */
export function footprintDataQuery(query: Record<string, unknown>): Record<string, string> | null {
  let raw: unknown = query.info;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const info = ZFootprintInfo.safeParse(raw);
  if (!info.success) return null;
  const preview = truthy(info.data.isPreview);
  return {
    StudentId: String(info.data.CustomerId),
    TempId: String(info.data.TempId ?? 0),
    TeacherId: String(info.data.TeacherId ?? 0),
    IsWeb: '1',
    Id: String(preview ? (info.data.Id ?? 0) : 0),
    limit: truthy(query.limit) ? 'true' : 'false',
  };
}

// ── Physical exams (G33) ─────────────────────────────────────────────────────────────

/** Where GetStudentPhysicalInfo's values come from. */
export const PhysicalSource = { exam: '体检', record: '成长档案' } as const;

/** Plausible ranges for children of 2-6 (the health check's own entry, not the record page). */
export const PHYSICAL_LIMITS = {
  heightCm: [50, 180],
  weightKg: [5, 60],
  /** five-point (4.0-5.3) or decimal (0.1-2.0) notation */
  visionFivePoint: [4.0, 5.3],
  visionDecimal: [0.1, 2.0],
  hemoglobinGL: [60, 200],
  teeth: [0, 20],
  hearingMax: 20,
} as const;

export const PHYSICAL_EXAM_MESSAGES = {
  studentRequired: '请选择幼儿',
  timeRequired: '请选择正确的体检日期（yyyy-MM-dd）',
  timeFuture: '体检日期不能晚于今天',
  height: '身高请填写 50-180 之间的数字（cm）',
  weight: '体重请填写 5-60 之间的数字（kg）',
  vision: '视力请填写 4.0-5.3（五分记录）或 0.1-2.0（小数记录）',
  hearing: `听力不能超过${PHYSICAL_LIMITS.hearingMax}个字`,
  tooth: '龋齿请填写 0-20 之间的整数（颗）',
  hemoglobin: '血红蛋白请填写 60-200 之间的数字（g/L）',
  added: GROWTH_TEMPLATE_MESSAGES.added,
} as const;

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;
const within = (v: string, [min, max]: readonly [number, number]) =>
  DECIMAL.test(v) && Number(v) >= min && Number(v) <= max;
/** A measurement as written ("5.0" keeps its zero); numbers are taken too. '' when not measured. */
const measurement = (message: string, valid: (v: string) => boolean, required = false) =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: message })
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => (v === '' ? !required : valid(v)), { error: message });
const vision = (v: string) =>
  within(v, PHYSICAL_LIMITS.visionFivePoint) || within(v, PHYSICAL_LIMITS.visionDecimal);
const validDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * G33: a health check's exam of one child, entered by the school's health staff. Height and
 * weight are required; the other measurements may be left empty when not taken.
 */
export const ZAddStudentPhysicalRequest = z.object({
  StudentId: z.coerce
    .number({ error: PHYSICAL_EXAM_MESSAGES.studentRequired })
    .int(PHYSICAL_EXAM_MESSAGES.studentRequired)
    .min(1, PHYSICAL_EXAM_MESSAGES.studentRequired),
  Time: z
    .string({ error: PHYSICAL_EXAM_MESSAGES.timeRequired })
    .trim()
    .refine(validDate, { error: PHYSICAL_EXAM_MESSAGES.timeRequired }),
  Height: measurement(PHYSICAL_EXAM_MESSAGES.height, (v) => within(v, PHYSICAL_LIMITS.heightCm), true),
  Weight: measurement(PHYSICAL_EXAM_MESSAGES.weight, (v) => within(v, PHYSICAL_LIMITS.weightKg), true),
  VisionLeft: measurement(PHYSICAL_EXAM_MESSAGES.vision, vision),
  VisionRight: measurement(PHYSICAL_EXAM_MESSAGES.vision, vision),
  HearingLeft: measurement(PHYSICAL_EXAM_MESSAGES.hearing, (v) => v.length <= PHYSICAL_LIMITS.hearingMax),
  HearingRight: measurement(PHYSICAL_EXAM_MESSAGES.hearing, (v) => v.length <= PHYSICAL_LIMITS.hearingMax),
  Tooth: measurement(
    PHYSICAL_EXAM_MESSAGES.tooth,
    (v) => /^\d{1,2}$/.test(v) && within(v, PHYSICAL_LIMITS.teeth),
  ),
  Hemoglobin: measurement(PHYSICAL_EXAM_MESSAGES.hemoglobin, (v) => within(v, PHYSICAL_LIMITS.hemoglobinGL)),
});
export type TAddStudentPhysicalRequest = z.infer<typeof ZAddStudentPhysicalRequest>;
export const ZAddStudentPhysicalResponse = z.object({ Id: z.number().int() });
