import { z } from 'zod';
import { THEME_COMMENT_MAX, THEME_PHOTOS_MAX } from './theme-content';

/**
 * Scoring a child in a theme (screen 17, E23-E43, E63) and a class's results (/SubjectResult/index).
 * A save replaces the child's answers in one transaction; the first one locks the theme's content.
 */
export const THEME_SCORING_MESSAGES = {
  /** E35 */
  scoresMissing: '您有打分项未填写',
  /** E36 */
  nothingFilled: '请完整的填写一个模块（文字/图片/打分）',
  /** E37 */
  incompleteTitle: '提示消息',
  incomplete: '您的评价内容尚未完成，是否继续提交？',
  incompleteNote: '注：本次提交后可再次编辑',
  /** E38: `{count}` is the entry's suggestion */
  fewPhotos: '教师评价图片建议您上传{count}张，是否继续提交?',
  /** E40 */
  tooManyPhotos: `最多可上传${THEME_PHOTOS_MAX}张图片`,
  /** E41 (DECISIONS 8: bmp accepted, the text kept) */
  photoType: '上传图片只能是jpg / png / bpm /JPEG格式!',
  /** E42 (DECISIONS 7: scaled down in the browser first) */
  photoSize: '上传头像图片大小不能超过 2MB!',
  commentTooLong: `评价文字不能超过${THEME_COMMENT_MAX}个字`,
  scoreRange: '评分超出范围',
  photoInvalid: '图片不存在或已删除，请重新上传',
  childrenRequired: '请选择要评价的幼儿',
  /** the class grid: nothing was changed since the last save */
  gridUnchanged: '没有需要保存的评分',
  saved: '提交成功',
} as const;

/** E24: StudentId, ThemeId, ThemeMapId (the scoring page adds Identity=1). */
export const ZThemeChildQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  ThemeId: z.coerce.number().int().min(1),
  ThemeMapId: z.coerce.number().int().min(1),
  Identity: z.coerce.number().int().optional(),
});

/** E63: a description and its stars (0 = unfilled, E28). */
export const ZThemeDescribe = z.object({
  Text: z.string(),
  Score: z.number().int(),
  Eval_ThemeQuestionId: z.number().int(),
});
export const ZThemeSecondDesc = z.object({
  Title: z.string(),
  Text: z.string(),
  QuestionType: z.number().int(),
  ImgList: z.array(z.string()),
  Eval_ThemeQuestionId: z.number().int(),
  /** E31: 老师的话, 爸爸妈妈的话, 宝宝来加油, 我想说的话 by the block's place on the page */
  Label: z.string(),
});
export const ZThemeEvaluationEntry = z.object({
  Eval_ThemeDetailId: z.number().int(),
  EvaluateTitle: z.string(),
  /** 1 nine stars in a 3x3, else three */
  Type: z.number().int(),
  IsRead: z.boolean(),
  IsEdit: z.boolean(),
  /** teacher photos the entry suggests (E38) */
  PhotoSuggestion: z.number().int(),
  KeyWordList: z.array(z.object({ KeyWord: z.string(), DescribeList: z.array(ZThemeDescribe) })),
  secondDescResults: z.array(ZThemeSecondDesc),
});
export type TThemeEvaluationEntry = z.infer<typeof ZThemeEvaluationEntry>;

export const ZThemeChildDetail = z.object({
  ThemeId: z.number().int(),
  ThemeMapId: z.number().int(),
  Title: z.string(),
  Aim: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  StudyYearName: z.string(),
  SchoolName: z.string(),
  Descriptions: z.array(z.object({ Title: z.string(), Desc: z.string() })),
  StudentId: z.number().int(),
  ChildrenName: z.string(),
  /** 0 nothing saved, 1 saved, 2 complete */
  Status: z.number().int(),
  UpdatedAt: z.string().nullable(),
  Entries: z.array(ZThemeEvaluationEntry),
});
export type TThemeChildDetail = z.infer<typeof ZThemeChildDetail>;

const M = THEME_SCORING_MESSAGES;
const ZScore = z.number().int().min(0, M.scoreRange).max(9, M.scoreRange);

/** E33: one child's evaluation (CustomerId names the child; eval_ThemeDetailId is the spec's, unused). */
export const ZSaveThemeEvaluationRequest = z.object({
  ThemeId: z.number().int().min(1),
  ThemeMapId: z.number().int().min(1),
  CustomerId: z.number().int().min(1),
  eval_ThemeDetailId: z.number().int().optional(),
  questions: z
    .array(
      z.object({
        eval_ThemeQuestionId: z.number().int().min(1),
        questionType: z.number().int(),
        /** comma-joined /files/… paths */
        img: z.string().max(2000).default(''),
        content: z.string().max(THEME_COMMENT_MAX, M.commentTooLong).default(''),
        score: ZScore.default(0),
      }),
    )
    .max(200),
});
export type TSaveThemeEvaluationRequest = z.infer<typeof ZSaveThemeEvaluationRequest>;

/** E34: the same stars for several children (themeMapIds names each child in their class's theme). */
export const ZBatchThemeEvaluationRequest = z.object({
  ThemeId: z.number().int().min(1),
  themeMapIds: z
    .array(z.object({ ThemeMapId: z.number().int().min(1), CustomerId: z.number().int().min(1) }))
    .min(1, M.childrenRequired)
    .max(60),
  questions: z.array(z.object({ eval_ThemeQuestionId: z.number().int().min(1), score: ZScore })).max(200),
});
export type TBatchThemeEvaluationRequest = z.infer<typeof ZBatchThemeEvaluationRequest>;

/** /SubjectResult/index: a class's children in a theme. */
export const ZThemeClassResultQuery = z.object({ ThemeMapId: z.coerce.number().int().min(1) });
export const ZThemeChildResult = z.object({
  StudentId: z.number().int(),
  Name: z.string(),
  Gender: z.number().int(),
  /** 0 未评价, 1 未完成, 2 已完成 */
  Status: z.number().int(),
  /** stars given of the stars to give */
  Scored: z.number().int(),
  ToScore: z.number().int(),
  Photos: z.number().int(),
  UpdatedAt: z.string().nullable(),
});
export const ZThemeClassResult = z.object({
  ThemeId: z.number().int(),
  ThemeMapId: z.number().int(),
  Title: z.string(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  SchoolName: z.string(),
  TempleteId: z.number().int(),
  Children: z.array(ZThemeChildResult),
});
export type TThemeClassResult = z.infer<typeof ZThemeClassResult>;
export const THEME_CHILD_STATUS_NAMES = ['未评价', '未完成', '已完成'] as const;

/**
 * The class grid (beyond the legacy page): the class's children as rows and the theme's star
 * descriptions as columns, grouped by keyword; set on a laptop and saved at once.
 */
export const ZThemeGridColumn = z.object({
  Eval_ThemeQuestionId: z.number().int(),
  Eval_ThemeDetailId: z.number().int(),
  EvaluateTitle: z.string(),
  KeyWord: z.string(),
  Describe: z.string(),
  /** 9 for a Type 1 entry (DECISIONS 29), else 3 */
  MaxStars: z.number().int(),
});
export const ZThemeGridRow = z.object({
  StudentId: z.number().int(),
  Name: z.string(),
  Status: z.number().int(),
  /** the stars given, by question (0: none) */
  Scores: z.record(z.string(), z.number().int()),
  UpdatedAt: z.string().nullable(),
});
export const ZThemeGrid = z.object({
  ThemeId: z.number().int(),
  ThemeMapId: z.number().int(),
  Title: z.string(),
  ClassName: z.string(),
  GradeName: z.string(),
  StudyYearName: z.string(),
  Columns: z.array(ZThemeGridColumn),
  Rows: z.array(ZThemeGridRow),
});
export type TThemeGrid = z.infer<typeof ZThemeGrid>;
export type TThemeGridColumn = z.infer<typeof ZThemeGridColumn>;
export type TThemeGridRow = z.infer<typeof ZThemeGridRow>;

/** The grid's changed rows, each with every star of its row; one transaction for all. */
export const ZSaveThemeGridRequest = z.object({
  ThemeId: z.number().int().min(1),
  ThemeMapId: z.number().int().min(1),
  Rows: z
    .array(
      z.object({
        CustomerId: z.number().int().min(1),
        Scores: z.array(z.object({ eval_ThemeQuestionId: z.number().int().min(1), score: ZScore })).max(200),
      }),
    )
    .min(1, M.gridUnchanged)
    .max(60),
});
export type TSaveThemeGridRequest = z.infer<typeof ZSaveThemeGridRequest>;
/** Each saved child's status afterwards (1 未完成, 2 已完成). */
export const ZSaveThemeGridResponse = z.object({
  Rows: z.array(z.object({ StudentId: z.number().int(), Status: z.number().int() })),
});
export type TSaveThemeGridResponse = z.infer<typeof ZSaveThemeGridResponse>;

/** E52: the child report's query; CustomerId is the child. */
export const ZThemeChildReportQuery = z.object({
  CustomerId: z.coerce.number().int().min(1),
  ThemeId: z.coerce.number().int().min(1),
  ThemeMapId: z.coerce.number().int().min(1),
});

/**
 * E57: the class report's request. Eval_ThemeId and ClassId name the class's theme; the names and
 * the grade and year ids are the legacy page's header (the server answers its own).
 */
export const ZThemeClassReportQuery = z.object({
  Eval_ThemeId: z.coerce.number().int().min(1),
  ClassId: z.coerce.number().int().min(1),
  StudyYearName: z.string().max(40).optional(),
  GradeName: z.string().max(20).optional(),
  GradeId: z.coerce.number().int().optional(),
  StudyYearId: z.coerce.number().int().optional(),
});

/** E64: the keyword table's rows (须努力人数 / 较好人数 / 好人数, DECISIONS 9). */
export const ZThemeClassKeywordRow = z.object({
  KeyWord: z.string(),
  Describe: z.string(),
  ChaNum: z.number().int(),
  GoodNum: z.number().int(),
  VeryGoodNum: z.number().int(),
});
/** A child's group: their stars per entry and their photos and words. */
export const ZThemeClassGroup = z.object({
  ChildrenName: z.string(),
  StudentId: z.number().int(),
  Entries: z.array(
    z.object({
      EvaluateTitle: z.string(),
      Type: z.number().int(),
      KeyWordList: z.array(z.object({ KeyWord: z.string(), DescribeList: z.array(ZThemeDescribe) })),
    }),
  ),
  secondDesc: z.array(
    z.object({ Title: z.string(), Label: z.string(), ImgList: z.array(z.string()), Text: z.string() }),
  ),
});
export const ZThemeClassReport = z.object({
  Title: z.string(),
  SchoolName: z.string(),
  ClassName: z.string(),
  GradeName: z.string(),
  StudyYearName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Aim: z.string(),
  Descriptions: z.array(z.object({ Title: z.string(), Desc: z.string() })),
  /** children in the class, and those evaluated (the groups) */
  Children: z.number().int(),
  List: z.array(ZThemeClassKeywordRow),
  ClassReport: z.array(ZThemeClassGroup),
  /** the distribution chart: x the keywords, one series per level */
  Xaxis_data: z.array(z.string()),
  legendData: z.array(z.string()),
  Series: z.array(z.object({ name: z.string(), data: z.array(z.number().int()) })),
});
export type TThemeClassReport = z.infer<typeof ZThemeClassReport>;

/** E61: a class report's page count: cover, descriptions, keyword table, chart, back cover, and two pages per child. */
export const themeClassReportPages = (groups: number) => 2 * groups + 5;
