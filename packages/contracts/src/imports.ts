import { z } from 'zod';

/** What an Excel import or export is about (C11). */
export const ImportKind = {
  student: 'student',
  teacher: 'teacher',
  class: 'class',
  question: 'question',
} as const;
export type TImportKind = (typeof ImportKind)[keyof typeof ImportKind];
export const ZImportKind = z.enum(['student', 'teacher', 'class', 'question']);

/** Most data rows one file may bring; larger lists are imported in parts. */
export const IMPORT_MAX_ROWS = 2000;

/**
 * Column headers of templates and exports, in order. An export uses the same headers, so an
 * exported file can be imported again; columns are found by header, extra ones are ignored.
 */
export const IMPORT_COLUMNS = {
  student: {
    name: '姓名',
    gender: '性别',
    birthday: '出生日期',
    studentNo: '学号',
    entryDate: '入园日期',
    guardian1Name: '监护人1姓名',
    guardian1Relation: '监护人1关系',
    guardian1Phone: '监护人1电话',
    guardian2Name: '监护人2姓名',
    guardian2Relation: '监护人2关系',
    guardian2Phone: '监护人2电话',
    guardian3Name: '监护人3姓名',
    guardian3Relation: '监护人3关系',
    guardian3Phone: '监护人3电话',
    allergies: '过敏',
    healthNotes: '健康备注',
  },
  teacher: { name: '姓名', gender: '性别', phone: '手机号', title: '职务' },
  class: { name: '班级名称', grade: '年级', sort: '排序' },
  /** process questions into one bank (D13): scope empty = 通用 (托班 in a nursery bank) */
  question: { scope: '适用范围', question: '问题', sort: '排序' },
} as const;
/** Columns every row must fill (the rest may stay empty). */
export const IMPORT_REQUIRED = {
  student: ['name', 'gender', 'birthday'],
  teacher: ['name', 'gender'],
  class: ['name', 'grade'],
  question: ['question'],
} as const satisfies { [K in TImportKind]: ReadonlyArray<keyof (typeof IMPORT_COLUMNS)[K]> };
/**
 * Columns of children files made before guardians (templates and exports until issue 14):
 * still read, so such a file imports as it always did; new files use 监护人1-3.
 */
export const IMPORT_LEGACY_STUDENT_COLUMNS = {
  fatherName: '父亲姓名',
  fatherPhone: '父亲手机号',
  motherName: '母亲姓名',
  motherPhone: '母亲手机号',
} as const;
/** The extra column of a whole-school (全园) children export; imports ignore it. */
export const EXPORT_CLASS_COLUMN = '班级';

export const IMPORT_FILE_NAMES = {
  template: {
    student: '幼儿导入模板.xlsx',
    teacher: '教师导入模板.xlsx',
    class: '班级导入模板.xlsx',
    question: '过程评价题目导入模板.xlsx',
  },
  /** `{name}` is the class, 全园, or the study year */
  export: {
    student: '幼儿名单_{name}.xlsx',
    teacher: '教师名单.xlsx',
    class: '班级列表_{name}.xlsx',
    question: '过程评价题目_{name}.xlsx',
  },
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: '请选择文件',
  fileMissing: '文件不存在或已过期，请重新选择文件',
  classRequired: '请选择班级',
  studyYearRequired: '请选择学年',
  /** a legacy .xls (Excel 97-2003) that cannot be read: damaged or not really a workbook */
  xlsUnreadable: '无法读取该 .xls 文件，文件可能已损坏。请在 Excel 或 WPS 中打开后“另存为” .xlsx 格式再导入',
  unreadable: '无法读取该文件，请使用下载的模板填写后再导入',
  /** `{columns}`: the headers not found */
  headerMissing: '表格缺少列：{columns}。请使用下载的模板填写',
  empty: '表格中没有可导入的数据',
  tooManyRows: `一次最多导入 ${IMPORT_MAX_ROWS} 条数据，请分批导入`,
  /** `{count}`: rows written */
  success: '导入成功 {count} 条',
  /** `{count}`: rows refused; nothing was written */
  failed: '导入失败：{count} 行数据有误，本次未导入任何数据，请修改后重新导入',
  exported: '导出成功',
  // Reasons, one per problem of a row; a row's reasons are joined with '；'.
  nameRequired: '姓名不能为空',
  nameTooLong: '姓名不能超过50个字',
  genderInvalid: '性别只能是男或女',
  birthdayRequired: '出生日期不能为空',
  birthdayInvalid: '出生日期格式不正确（例如 2022-03-15）',
  birthdayFuture: '出生日期不能晚于今天',
  phoneInvalid: '手机号格式不正确',
  fatherPhoneInvalid: '父亲手机号格式不正确',
  motherPhoneInvalid: '母亲手机号格式不正确',
  parentNameTooLong: '家长姓名不能超过50个字',
  studentNoInvalid: '学号只能由字母、数字和“-”组成，最多30个字符',
  studentNoTaken: '本园已有幼儿使用该学号',
  /** `{row}`: the earlier row of the file */
  studentNoTwice: '与第{row}行学号重复',
  entryDateInvalid: '入园日期格式不正确（例如 2025-09-01）',
  entryBeforeBirth: '入园日期不能早于出生日期',
  /** `{n}`: 1, 2 or 3 */
  guardianNameRequired: '监护人{n}已填写关系或电话，请填写姓名',
  guardianNameTooLong: '监护人{n}姓名不能超过50个字',
  guardianRelationInvalid: '监护人{n}关系只能是 父亲、母亲、爷爷、奶奶、外公、外婆 或 其他',
  guardianPhoneInvalid: '监护人{n}电话格式不正确',
  allergiesTooLong: '过敏信息不能超过500个字',
  healthNotesTooLong: '健康备注不能超过1000个字',
  studentExists: '该班级已有同名且同一天出生的幼儿',
  /** `{row}`: the earlier row of the file */
  studentTwice: '与第{row}行重复（同名且同一天出生）',
  phoneTaken: '该手机号已被其他教师使用',
  phoneTwice: '与第{row}行手机号重复',
  titleTooLong: '职务不能超过30个字',
  classNameRequired: '班级名称不能为空',
  classNameTooLong: '班级名称不能超过30个字',
  /** `{grades}`: the grade names of the study year */
  gradeNotFound: '年级不存在（可填：{grades}）',
  classExists: '该学年已有同名班级',
  classTwice: '与第{row}行班级名称重复',
  sortInvalid: '排序只能是 0 到 9999 的整数',
  questionRequired: '问题不能为空',
  questionTooLong: '问题不能超过200个字',
  scopeInvalid: '适用范围只能是 通用、大班、中班 或 小班（不填为通用）',
  nurseryScopeInvalid: '托班分类的适用范围只能是 托班（或不填）',
  questionExists: '该分类的同一适用范围内已有相同的问题',
  questionTwice: '与第{row}行重复（适用范围和问题都相同）',
} as const;

/** Fills `{key}` placeholders of a message. */
export function importText(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

/** The file answered by POST /api/Img/UploadFile/ (filetype=excel). */
export const ZFileName = z
  .string({ error: IMPORT_MESSAGES.fileRequired })
  .trim()
  .min(1, IMPORT_MESSAGES.fileRequired)
  .max(120);

export const ZImportStudentRequest = z.object({
  fileName: ZFileName,
  ClassId: z.number({ error: IMPORT_MESSAGES.classRequired }).int().min(1, IMPORT_MESSAGES.classRequired),
  /** legacy field, not used */
  OtherName: z.string().optional(),
});
export type TImportStudentRequest = z.infer<typeof ZImportStudentRequest>;

export const ZImportTeacherRequest = z.object({ fileName: ZFileName, OtherName: z.string().optional() });
export type TImportTeacherRequest = z.infer<typeof ZImportTeacherRequest>;

export const ZImportClassRequest = z.object({
  fileName: ZFileName,
  StudyYearId: z
    .number({ error: IMPORT_MESSAGES.studyYearRequired })
    .int()
    .min(1, IMPORT_MESSAGES.studyYearRequired),
  OtherName: z.string().optional(),
});
export type TImportClassRequest = z.infer<typeof ZImportClassRequest>;

/** A refused row: its number as Excel shows it and every reason, joined with '；'. */
export const ZImportRowError = z.object({ Row: z.number().int(), Reason: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** Success: how many rows were written. */
export const ZImportResult = z.object({ Count: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;
/** Refusal (HTTP 400): every wrong row; nothing was written. */
export const ZImportFailure = z.object({ Errors: z.array(ZImportRowError) });
export type TImportFailure = z.infer<typeof ZImportFailure>;

/** The growth-template imports (F42): observation points of a log sheet, growth questions. */
export const GROWTH_IMPORT_KINDS = ['observation', 'growth-question'] as const;
export type TGrowthImportKind = (typeof GROWTH_IMPORT_KINDS)[number];
/** The theme-content import (E15): questions into one entry (Eval_ThemeDetail) of a theme. */
export const THEME_IMPORT_KINDS = ['theme-question'] as const;
export type TThemeImportKind = (typeof THEME_IMPORT_KINDS)[number];
/**
 * The question dialog's fields (E09-E12), in its order: 关键词 one of THEME_KEYWORDS' names,
 * 主题描述 up to 100 characters; 排序 empty goes after the entry's last, 类型 empty is 无.
 */
export const THEME_IMPORT_COLUMNS = {
  'theme-question': { keyword: '关键词', describe: '主题描述', sort: '排序', type: '类型' },
} as const;
export const THEME_IMPORT_REQUIRED = {
  'theme-question': ['keyword', 'describe'],
} as const satisfies {
  [K in TThemeImportKind]: ReadonlyArray<keyof (typeof THEME_IMPORT_COLUMNS)[K]>;
};
export const THEME_IMPORT_FILE_NAMES: Record<TThemeImportKind, string> = {
  'theme-question': '主题评价内容导入模板.xlsx',
};

/** Every kind a template is downloaded for. */
export const ZTemplateParams = z.object({
  kind: z.enum([...ZImportKind.options, ...GROWTH_IMPORT_KINDS, ...THEME_IMPORT_KINDS]),
});
export const ZExportStudentQuery = z.object({ ClassId: z.coerce.number().int().min(0).default(0) });
/** StudyYearId 0 or absent: the current study year. */
export const ZExportClassQuery = z.object({ StudyYearId: z.coerce.number().int().min(0).default(0) });

/** Questions into the bank named `OtherName` (the screen's query Name, D13). */
export const ZImportQuestionRequest = z.object({
  fileName: ZFileName,
  OtherName: z.string({ error: '请选择题库分类' }).trim().min(1, '请选择题库分类').max(20),
});
export type TImportQuestionRequest = z.infer<typeof ZImportQuestionRequest>;

/** E15: questions into entry `eval_ThemeDetailId` of theme `themeId` (the names the spec gives). */
export const ZImportThemeQuestionRequest = z.object({
  fileName: ZFileName,
  eval_ThemeDetailId: z.number().int().min(1),
  themeId: z.number().int().min(1),
});
export type TImportThemeQuestionRequest = z.infer<typeof ZImportThemeQuestionRequest>;
