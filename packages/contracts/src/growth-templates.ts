import { z } from 'zod';
import { numberFromText } from './envelope';

/**
 * Growth-record (成长足迹) templates, F01-F51: a template per school, study year, grade and
 * term is an ordered list of modules (TypeNum 1-13). Teachers fill one record per child and
 * module (issue 7); the administrator builds and configures the template here.
 */

/** Module TypeNum (F33, DECISIONS 18). */
export const TypeNum = {
  cover: 1,
  /** closing page (结束页): fixed at the end, cannot be deleted */
  closing: 2,
  catalogue: 3,
  /** term observation (学期观察): cycle-based */
  termObservation: 4,
  /** monthly observation (月观察): timed, has statistics */
  monthlyObservation: 5,
  plate: 6,
  exercise: 7,
  physical: 8,
  video: 9,
  epilogue: 10,
  table: 11,
  /** rating table of growth questions (真棒/较好/加油) */
  rating: 12,
  familyVideo: 13,
} as const;
export type TTypeNum = (typeof TypeNum)[keyof typeof TypeNum];

/** The option list of GetTenantTempTypeInfo (F27), in the order the dialog shows them. */
export const GROWTH_TYPES: ReadonlyArray<{ Value: TTypeNum; Name: string }> = [
  { Value: TypeNum.cover, Name: '封面' },
  { Value: TypeNum.catalogue, Name: '目录' },
  { Value: TypeNum.termObservation, Name: '学期观察记录' },
  { Value: TypeNum.monthlyObservation, Name: '月观察记录' },
  { Value: TypeNum.plate, Name: '图文版面' },
  { Value: TypeNum.exercise, Name: '体能锻炼' },
  { Value: TypeNum.physical, Name: '体检记录' },
  { Value: TypeNum.video, Name: '视频记录' },
  { Value: TypeNum.epilogue, Name: '结语' },
  { Value: TypeNum.table, Name: '观察记录表' },
  { Value: TypeNum.rating, Name: '成长评价表' },
  { Value: TypeNum.familyVideo, Name: '亲子视频' },
  { Value: TypeNum.closing, Name: '结束页' },
];
export const typeText = (typeNum: number) => GROWTH_TYPES.find((t) => t.Value === typeNum)?.Name ?? '';

/** Types the add dialog offers: the closing page is always there, exactly once. */
export const ADDABLE_TYPES = GROWTH_TYPES.filter((t) => t.Value !== TypeNum.closing);
/** F03: the fixed front list and end list; everything else is the draggable middle list. */
export const FRONT_TYPES: readonly number[] = [TypeNum.cover, TypeNum.catalogue];
export const END_TYPES: readonly number[] = [TypeNum.closing];
/** F07: no configure, edit or open/close. */
export const FIXED_TYPES: readonly number[] = [TypeNum.cover, TypeNum.closing, TypeNum.catalogue];
/** Types that appear at most once in a template. */
export const SINGLE_TYPES: readonly number[] = [TypeNum.cover, TypeNum.catalogue, TypeNum.closing];
/** Types with an observation log sheet (F40) and with statistics (type 5, F47). */
export const LOG_SHEET_TYPES: readonly number[] = [TypeNum.termObservation, TypeNum.monthlyObservation];
/** Video modules are left out of PDFs (DECISIONS 35). */
export const VIDEO_TYPES: readonly number[] = [TypeNum.video, TypeNum.familyVideo];

export type TModuleList = 'front' | 'middle' | 'end';
export function listOf(typeNum: number): TModuleList {
  if (FRONT_TYPES.includes(typeNum)) return 'front';
  if (END_TYPES.includes(typeNum)) return 'end';
  return 'middle';
}

/** Operator identities (GetTenantTempOperatorInfo, F27): who fills the module. */
export const GROWTH_OPERATORS: ReadonlyArray<{ Value: number; Name: string }> = [
  { Value: 1, Name: '教师' },
  { Value: 2, Name: '家长' },
  { Value: 3, Name: '幼儿' },
  { Value: 4, Name: '教师和家长' },
];
export const operatorText = (value: number) => GROWTH_OPERATORS.find((o) => o.Value === value)?.Name ?? '';

/** Template Status (DECISIONS 23). */
export const TemplateStatus = { draft: 0, published: 1, reset: 2 } as const;
export const TEMPLATE_STATUS_TEXT: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已重置' };
/** Module Status (F09). */
export const ModuleStatus = { closed: 0, open: 1 } as const;
/** F17: the reset-to-default button is hidden for schools under this district (legacy rule). */
export const RESET_HIDDEN_PARENT_ID = 12;
/** DECISIONS 26 */
export const RESET_COUNTDOWN_SECONDS = 10;
export const CLEAR_COUNTDOWN_SECONDS = 15;

export const MODULE_TITLE_MAX = 20;
export const POINT_NAME_MAX = 100;
export const DIMENSION_NAME_MAX = 20;
export const GROWTH_QUESTION_MAX = 100;
export const SECTION_TITLE_MAX = 20;
export const SECTION_UNIT_MAX = 10;
export const SECTION_STANDARD_MAX = 50;
/** F44: exercise sections by default; a school may use 1 to 6. */
export const EXERCISE_SECTIONS_DEFAULT = 3;
export const EXERCISE_SECTIONS_MAX = 6;
export const EXERCISE_IMAGES_MAX = 3;
export const LOG_SHEET_POINTS_MAX = 300;

export const GROWTH_TEMPLATE_MESSAGES = {
  // F22, in this order
  typeRequired: '请选择类型',
  titleRequired: '请输入标题',
  cycleRequired: '请选择周期',
  timeRequired: '请选择时间',
  operatorRequired: '请选择操作人身份',
  titleTooLong: `标题不能超过${MODULE_TITLE_MAX}个字`,
  // F10, F28
  closeConfirm: '是否确认 关闭？',
  openConfirm: '是否确认 开启？',
  deleteConfirm: '是否确认 删除？',
  // F30, F31
  imageRequired: '请选择图片',
  imageSize: '上传图片大小不能超过 2MB!',
  imageType: '上传图片只能是 JPG/PNG 格式!',
  uploading: '图片上传中',
  // F38 (configuration save), in this order
  backgroundRequired: '请选择背景图',
  plateRequired: '请选择版式',
  sectionTitleRequired: '请填写第{n}项的标题',
  sectionStandardRequired: '请填写第{n}项的标准值',
  sectionUnitRequired: '请填写第{n}项的单位',
  sectionImageRequired: '请上传第{n}项的图片',
  // DECISIONS 30
  added: '添加成功',
  updated: '修改成功',
  deleted: '删除成功',
  cleared: '清除成功',
  done: '操作成功',
  saved: '保存成功',
  // the server's refusals
  templateExists: '该年级在这个学期已有成长档案模板',
  wholeYear: '全学年',
  templatePublished: '模板已发布，不能新增模块',
  closingNotDeletable: '结束页不能删除',
  fixedNotTogglable: '封面、目录和结束页不能开启或关闭',
  typeChangeHasRecords: '该模块已有 {count} 条成长记录，不能更改类型；请先在“清除数据”中清除',
  singleTypeExists: '{type}已存在，一个模板只能有一个',
  cycleNotInYear: '所选学期不属于该模板的学年',
  cycleMustBeTemplates: '该模板只用于{cycle}，周期只能选它',
  moduleHasRecords: '该模块已有 {count} 条成长记录，删除会丢失这些记录；请先在“清除数据”中清除',
  templateHasRecords: '该模板已有 {count} 条成长记录，恢复默认会丢失这些记录；请先在“清除数据”中清除',
  templateHasRecordsDelete: '该模板已有 {count} 条成长记录，不能删除',
  resetNotAllowed: '本校不能恢复默认模板',
  sortListInvalid: '排序数据不完整，请刷新后重试',
  fixedNotSortable: '封面、目录和结束页的位置固定，不能拖动',
  plateLocked: '版式已设定，不能更改',
  plateInvalid: '版式不存在',
  backgroundInvalid: '背景图不存在，请重新选择',
  contentInvalid: '配置内容不正确，请刷新后重试',
  noLogSheet: '该模块没有观察记录表',
  noGrowthQuestions: '该模块没有成长问题',
  pointNameRequired: '请输入观察点',
  pointNameTooLong: `观察点不能超过${POINT_NAME_MAX}个字`,
  pointExists: '该要素下已有相同的观察点',
  dimensionRequired: '请输入维度',
  elementRequired: '请输入要素',
  dimensionTooLong: `维度不能超过${DIMENSION_NAME_MAX}个字`,
  elementTooLong: `要素不能超过${DIMENSION_NAME_MAX}个字`,
  fileRequired: '请选择文件',
  questionRequired: '请输入成长问题',
  questionTooLong: `成长问题不能超过${GROWTH_QUESTION_MAX}个字`,
  questionExists: '已有相同的成长问题',
  sourceRequired: '请选择要复制的模板',
  gradeRequired: '请选择年级',
  studyYearRequired: '请选择学年',
  noGradeDefault: '该年级没有默认模板，请从已有模板复制',
  templateNotPublished: '模板尚未发布',
  logSheetFull: `一个观察记录表最多${LOG_SHEET_POINTS_MAX}个观察点`,
} as const;

/** `{n}` etc. in a message. */
export const fillMessage = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

// ── Template list ───────────────────────────────────────────────────────────────────

export const ZTemplatePageQuery = z.object({
  StudyYearId: z.coerce.number().int().min(0).default(0),
  GradeId: z.coerce.number().int().min(0).default(0),
  CycleId: z.coerce.number().int().min(0).default(0),
});
export type TTemplatePageQuery = z.infer<typeof ZTemplatePageQuery>;

/** F34 template fields plus what the list shows. */
export const ZGrowthTemplate = z.object({
  id: z.number().int(),
  Status: z.number().int(),
  /** always 0 from the server: clear mode is chosen when opening (info.Clear) */
  Clear: z.number().int(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  ModuleCount: z.number().int(),
  OpenCount: z.number().int(),
  RecordCount: z.number().int(),
  /** the school's district (F17: reset hidden for 12) */
  ParentId: z.number().int(),
  UpdatedAt: z.string(),
  PublishedAt: z.string().nullable(),
});
export type TGrowthTemplate = z.infer<typeof ZGrowthTemplate>;

export const ZAddTemplateRequest = z.object({
  studyYearId: z.number({ error: GROWTH_TEMPLATE_MESSAGES.studyYearRequired }).int().min(1),
  gradeId: z.number({ error: GROWTH_TEMPLATE_MESSAGES.gradeRequired }).int().min(1),
  /** 0: a whole-year template (each term observation module names its term, F25) */
  cycleId: z.number().int().min(0).default(0),
  /** 0: from the default module set of the grade; else the template to copy */
  sourceId: z.number().int().min(0).default(0),
});
export type TAddTemplateRequest = z.infer<typeof ZAddTemplateRequest>;

export const ZTemplateIdRequest = z.object({ id: z.number().int().min(1) });
export const ZPublishTemplateRequest = z.object({
  id: z.number().int().min(1),
  status: z.union([z.literal(TemplateStatus.draft), z.literal(TemplateStatus.published)]),
});

/** F01: the escaped JSON /templateConfiguration opens with. */
export const ZTemplateInfo = z.object({
  id: z.coerce.number().int().min(1),
  Status: z.coerce.number().int().default(0),
  Clear: z.coerce.number().int().default(0),
  GradeName: z.string().default(''),
  StudyYearName: z.string().default(''),
  CycleId: z.coerce.number().int().default(0),
  StudyYearId: z.coerce.number().int().default(0),
  GradeId: z.coerce.number().int().default(0),
  GradeNameS: z.string().default(''),
  ClassName: z.string().default(''),
  ClassId: z.coerce.number().int().default(0),
});
export type TTemplateInfo = z.infer<typeof ZTemplateInfo>;

// ── Modules (template detail) ──────────────────────────────────────────────────────

/** F34 */
export const ZGrowthModule = z.object({
  Id: z.number().int(),
  Title: z.string(),
  TypeNum: z.number().int(),
  /** the type's text */
  Type: z.string(),
  OperatorValue: z.number().int(),
  Operator: z.string(),
  OrderSort: z.number().int(),
  /** yyyy-MM-dd (type 5) or '' */
  Time: z.string(),
  /** F26: a month label such as 3月, '' when the date is invalid */
  TimeCopy: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  Status: z.number().int(),
  /** 1 when the module has something to preview (always, here) */
  IsLook: z.number().int(),
  BackCoverImg: z.string(),
  PlateId: z.number().int(),
  PlateLookImg: z.string(),
  /** records written against this module (clear mode shows it) */
  RecordCount: z.number().int(),
});
export type TGrowthModule = z.infer<typeof ZGrowthModule>;

export const ZModuleListQuery = z.object({ id: z.coerce.number().int().min(1) });
export const ZModuleList = z.object({ Template: ZGrowthTemplate, List: z.array(ZGrowthModule) });
export type TModuleList2 = z.infer<typeof ZModuleList>;

/** F18: add/edit form; `id` decides update vs add (F19). */
export const ZModuleForm = z.object({
  id: numberFromText(z.number().int().min(0)).optional(),
  tempId: numberFromText(z.number().int().min(1)),
  type: numberFromText(
    z
      .number({ error: GROWTH_TEMPLATE_MESSAGES.typeRequired })
      .int()
      .min(1, GROWTH_TEMPLATE_MESSAGES.typeRequired)
      .max(13, GROWTH_TEMPLATE_MESSAGES.typeRequired),
  ),
  title: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.titleRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.titleRequired)
    .max(MODULE_TITLE_MAX, GROWTH_TEMPLATE_MESSAGES.titleTooLong),
  operator: numberFromText(
    z
      .number({ error: GROWTH_TEMPLATE_MESSAGES.operatorRequired })
      .int()
      .min(1, GROWTH_TEMPLATE_MESSAGES.operatorRequired)
      .max(GROWTH_OPERATORS.length, GROWTH_TEMPLATE_MESSAGES.operatorRequired),
  ),
  /** F20: the client sends the module count; the server places it (DECISIONS 22) */
  orderSort: numberFromText(z.number().int().min(0).max(9999)).default(0),
  /**
   * type 5: a month, as yyyy-MM or yyyy-MM-dd (a client may add a clock time). Bounded for every
   * type: the others ignore it, so without a bound an absurd value would be stored as accepted.
   */
  time: z.string().trim().max(30, GROWTH_TEMPLATE_MESSAGES.timeRequired).default(''),
  /**
   * F24: 0 for every type but 4. Bounded like the column it names: the other types ignore it, so
   * the database would never refuse an impossible term there (the malformed walk sends one).
   */
  cycleId: numberFromText(z.number().int().min(0).max(2_147_483_647)).default(0),
});
export type TModuleForm = z.infer<typeof ZModuleForm>;

/** F05 */
export const ZSortModulesRequest = z.object({
  list: z
    .array(z.object({ id: z.number().int().min(1), orderSort: z.number().int().min(1).max(999) }))
    .min(1, GROWTH_TEMPLATE_MESSAGES.sortListInvalid)
    .max(200),
});
export type TSortModulesRequest = z.infer<typeof ZSortModulesRequest>;

/** F11 one module, F12 all modules of a template (tempId, status=1). */
export const ZOpenCloseRequest = z.union([
  z.object({ id: z.number().int().min(1), status: z.union([z.literal(0), z.literal(1)]) }),
  z.object({ tempId: z.number().int().min(1), status: z.literal(1) }),
]);
export const ZModuleIdRequest = z.object({ id: z.number().int().min(1) });
/** F15: clear-module-data takes `Id`. */
export const ZClearModuleRequest = z.object({ Id: z.number().int().min(1) });
/** F19, F23: the edit form names its module. */
export const ZUpdateModuleForm = ZModuleForm.extend({ id: numberFromText(z.number().int().min(1)) });
/** A module type or operator choice of the add dialog (F27). */
export const ZValueOption = z.object({ Value: z.number().int(), Name: z.string() });
export const ZModuleIdQuery = z.object({ id: z.coerce.number().int().min(1) });
export const ZModuleIdQueryCap = z.object({ Id: z.coerce.number().int().min(1) });

/** F26: 3月 from 2027-03-01; '' when the date is invalid. */
export function monthLabel(time: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(time ?? '');
  if (!m) return '';
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${month}月` : '';
}
