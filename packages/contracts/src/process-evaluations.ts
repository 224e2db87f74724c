import { z } from 'zod';
import { numberFromText, ZFlag } from './envelope';
import { ZGrowthTerm } from './growth-record-calls';

/**
 * Process evaluations (过程评价, issue 18): a child's entries per term, each a set of page items
 * (screen 11) that print as the growth handbook (成长手册, screen 16). Slice 1: the class view,
 * the list (screen 21, H01-H11), add and delete.
 */
export const PROCESS_MESSAGES = {
  titleRequired: '请输入标题',
  titleTooLong: '标题不能超过30个字',
  studentRequired: '请选择幼儿',
  datesRequired: '请选择起止日期',
  datesOrder: '结束日期不能早于开始日期',
  /** design Q9: an entry's range lies inside its term */
  datesOutsideTerm: '日期范围须在本学期内',
  noOpenTerm: '当前没有开启的学期，请联系管理员在“学年学期”中开启学期',
  /** writing for a child of one's school outside one's classes (403) */
  notYourClass: '只能评价自己班级的幼儿',
  selectToDelete: '请选择要删除的过程评价',
  /** H07 */
  maxSelected: '最多选择四个',
  /** H27: the handbook's Ids (the list keeps 预览下载 disabled until one is chosen, H08) */
  selectToPreview: '请选择要预览的过程评价',
  /** H11: one entry / several */
  deleteOne: '是否确认删除?',
  deleteMany: '是否继续此操作?',
  added: '添加成功',
  deleted: '删除成功',
  // the editing screen (screen 11, H13-H26)
  /** H21 */
  recorderRequired: '请填写记录人',
  recorderTooLong: '记录人不能超过30个字',
  /** H22 (DECISIONS resolution 7: 500 everywhere, never cut silently) */
  textTooLong: '文字不能超过500个字',
  /** H23 (DECISIONS section 4) */
  mediaRequired: '请上传图片或视频',
  mediaTooMany: '图片和视频最多9个',
  coverPhotoTooMany: '封面只能放一张照片',
  /** H25 (DECISIONS section 4) */
  tableRequired: '请编辑表格',
  contentInvalid: '内容格式不正确，请刷新后重试',
  fileInvalid: '图片或视频不存在，请重新上传',
  pageClosed: '该页已关闭，请先开启再编辑',
  /** H15: the back cover has no buttons, and the server agrees */
  plateFixed: '封底无需编辑',
  typeMismatch: '页面类型不符，请刷新后重试',
  stalePage: '这一页已被{name}在{time}修改，请刷新后再保存；您填写的内容已保留',
  infoInvalid: '链接参数不完整，请从过程评价列表重新打开',
  /** H17, H20 (DECISIONS 30) */
  done: '操作成功',
  saved: '保存成功',
} as const;

/** At most this many entries go into one handbook (H07). */
export const PROCESS_MAX_SELECTED = 4;

/** An entry's state (SPEC l.94, l.113): 0 未完成 (badge, not selectable), 1 finished (selectable). */
export const ProcessEvaluationStatus = { unfinished: 0, finished: 1 } as const;

/**
 * A page item's Type (DECISIONS 18, H18): its own enum, not the template TypeNum. The handbook
 * also shows report-only continuation pages (-4, -5), never stored.
 */
export const ProcessPageType = {
  cover: 1,
  message: 2,
  media: 3,
  table1: 4,
  table2: 5,
  plate: 6,
  /** report only: a table 1 carried over */
  table1Continued: -4,
  /** report only: more rating rows (H35) */
  table2Continued: -5,
} as const;
export type TProcessPageType = (typeof ProcessPageType)[keyof typeof ProcessPageType];

/** The six dimensions photos and Type 3 pages belong to (design section 1A, P28). */
export const PROCESS_DIMENSIONS = [
  { Id: 1, Name: '健康与体能' },
  { Id: 2, Name: '习惯与自理' },
  { Id: 3, Name: '自我与社会性' },
  { Id: 4, Name: '语言与交流' },
  { Id: 5, Name: '探究与认知' },
  { Id: 6, Name: '美感与表现' },
] as const;

/** A page item an entry starts with. */
export type TProcessPageSeed = {
  readonly type: TProcessPageType;
  readonly name: string;
  readonly cateName: string;
  /** Type 3: the dimension (1-6) */
  readonly dimension: number | null;
  /** the back cover needs nothing written */
  readonly isFinish: boolean;
};

/**
 * The 11 page items every new entry gets, in order, all open (design Q3): 封面, 寄语, one photo
 * page per dimension, 观察记录表, 表现评价表, 封底. Created in the add's transaction.
 */
export const PROCESS_PAGE_SET: readonly TProcessPageSeed[] = [
  { type: ProcessPageType.cover, name: '封面', cateName: '', dimension: null, isFinish: false },
  { type: ProcessPageType.message, name: '寄语', cateName: '', dimension: null, isFinish: false },
  ...PROCESS_DIMENSIONS.map((d) => ({
    type: ProcessPageType.media,
    name: d.Name,
    cateName: d.Name,
    dimension: d.Id,
    isFinish: false,
  })),
  { type: ProcessPageType.table1, name: '观察记录表', cateName: '', dimension: null, isFinish: false },
  { type: ProcessPageType.table2, name: '表现评价表', cateName: '', dimension: null, isFinish: false },
  { type: ProcessPageType.plate, name: '封底', cateName: '', dimension: null, isFinish: true },
];

/** A calendar day as yyyy-MM-dd (2026-02-30 is not one). */
function isDay(v: string) {
  const day = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}
const ZIsoDate = z
  .string({ error: PROCESS_MESSAGES.datesRequired })
  .refine(isDay, { error: PROCESS_MESSAGES.datesRequired });

/** A term to look at: 0 (or absent) is the school's open term. */
const ZTermChoice = z.coerce.number().int().min(0).default(0);

/**
 * IsBaby as clients send it (true, 1, "true", "1"…). The server never trusts it: it reads the
 * child's own (H02), so the value is only checked for shape.
 */
const ZIsBaby = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])]);
const ZBabyLevel = numberFromText(z.number().int().min(0).max(9));

// ── the class view (/ProceEvaluate) ─────────────────────────────────────────────────────────

export const ZProcessClassStudentsQuery = z.object({
  /** absent or 0: the caller's first class of the term's year */
  ClassId: z.coerce.number().int().min(0).default(0),
  CycleId: ZTermChoice,
});

/** A term of the school with its dates (the add dialog's bounds). */
export const ZProcessTerm = ZGrowthTerm.extend({ StartDate: z.string(), EndDate: z.string() });
export type TProcessTerm = z.infer<typeof ZProcessTerm>;

export const ZProcessClass = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
  StudentCount: z.number().int(),
  /** entries of the class's children in the term */
  Total: z.number().int(),
  Finished: z.number().int(),
});
export type TProcessClass = z.infer<typeof ZProcessClass>;

export const ZProcessStudent = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  Gender: z.string(),
  IsBaby: z.boolean(),
  BabyLevel: z.number().int().nullable(),
  /** the child's entries in the term, and how many of them are finished */
  Total: z.number().int(),
  Finished: z.number().int(),
  /**
   * What the class's batch binds into the child's handbook (design 1.D): the latest
   * PROCESS_MAX_SELECTED finished entries of the term, earliest first; [] skips the child.
   */
  HandbookIds: z.array(z.number().int()),
});
export type TProcessStudent = z.infer<typeof ZProcessStudent>;

/**
 * The class view in one answer: the school's terms, the term shown (null: the school has none),
 * the caller's classes of its year (a teacher: hers), and the chosen class's children.
 */
export const ZProcessClassStudents = z.object({
  CycleId: z.number().int().nullable(),
  Terms: z.array(ZProcessTerm),
  Classes: z.array(ZProcessClass),
  /** the class whose children follow; 0 when the caller has none */
  ClassId: z.number().int(),
  Students: z.array(ZProcessStudent),
});
export type TProcessClassStudents = z.infer<typeof ZProcessClassStudents>;

// ── the list (screen 21) ──────────────────────────────────────────────────────────────────

/** What /addProcessEvaluate reads from `dataInfo` (H01): an escaped JSON object. */
export const ZProcessListInfo = z.object({
  StudentId: z.coerce.number().int().min(1),
  StudentName: z.string().default(''),
  CycleId: z.coerce.number().int().min(0).default(0),
  IsBaby: ZFlag.default(false),
  BabyLevel: z.coerce.number().int().nullable().default(null),
  ClassName: z.string().default(''),
  GradeName: z.string().default(''),
});
export type TProcessListInfo = z.infer<typeof ZProcessListInfo>;

/** H02: IsBaby and BabyLevel are accepted and ignored (the child's own are used). */
export const ZProcessListQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  CycleId: ZTermChoice,
  IsBaby: z.string().max(10).optional(),
  BabyLevel: z.string().max(10).optional(),
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TProcessListQuery = z.infer<typeof ZProcessListQuery>;

/** An entry (SPEC l.94: Id, Title, Status) with its range and term. */
export const ZProcessEvaluation = z.object({
  Id: z.number().int(),
  Title: z.string(),
  /** ProcessEvaluationStatus */
  Status: z.number().int(),
  /** '' for an entry added without a range (an older client) */
  StartDate: z.string(),
  EndDate: z.string(),
  CycleId: z.number().int(),
});
export type TProcessEvaluation = z.infer<typeof ZProcessEvaluation>;

/** The child the list is of, as the server knows them (the header; dataInfo may be stale). */
export const ZProcessChild = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  /** 男, 女 or '' */
  Gender: z.string(),
  /** the class the child is in now (a photo uploaded on a page goes into its album) */
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
  IsBaby: z.boolean(),
  BabyLevel: z.number().int().nullable(),
});
export type TProcessChild = z.infer<typeof ZProcessChild>;

/** The page (`data`, `dataCount`) plus the child and the term it is of (null: no open term). */
export const ZProcessEvaluationPage = z.object({
  data: z.array(ZProcessEvaluation),
  dataCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  Child: ZProcessChild,
  Term: ZProcessTerm.nullable(),
});
export type TProcessEvaluationPage = z.infer<typeof ZProcessEvaluationPage>;

/**
 * H10: the spec's fields, lower-case as it writes them, plus the range (DECISIONS 31: the range
 * is not lost). An older client sends no range; a range is both dates or none.
 */
export const ZAddProcessEvaluationRequest = z.object({
  title: z
    .string({ error: PROCESS_MESSAGES.titleRequired })
    .trim()
    .min(1, PROCESS_MESSAGES.titleRequired)
    .max(30, PROCESS_MESSAGES.titleTooLong),
  /** 0: the open term */
  cycleId: numberFromText(z.number().int().min(0)).default(0),
  studentId: numberFromText(
    z.number({ error: PROCESS_MESSAGES.studentRequired }).int().min(1, PROCESS_MESSAGES.studentRequired),
  ),
  isBaby: ZIsBaby.optional(),
  babyLevel: ZBabyLevel.nullable().optional(),
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
});
export type TAddProcessEvaluationRequest = z.infer<typeof ZAddProcessEvaluationRequest>;

/** H11: every id must be the caller's to delete, or none is deleted. */
export const ZDeleteProcessEvaluationsRequest = z.object({
  ids: z
    .array(numberFromText(z.number().int().min(1)), { error: PROCESS_MESSAGES.selectToDelete })
    .min(1, PROCESS_MESSAGES.selectToDelete)
    .max(100),
});

/** The title the add dialog suggests for a range (DECISIONS 31): yyyy-MM-dd至yyyy-MM-dd. */
export const processTitleOf = (start: string, end: string) => `${start}至${end}`;
