import { ATTENDANCE_MESSAGES } from './attendance';
import { AUTH_MESSAGES } from './auth';
import { CHILD_PHOTO_MESSAGES } from './child-photos';
import { CLASS_MESSAGES, PROMOTION_MESSAGES } from './classes';
import { DIETARY_REPORT_MESSAGES } from './dietary-report';
import { DISH_MESSAGES } from './dishes';
import { EXAM_SHEET_MESSAGES } from './exam-sheets';
import { FOOD_MESSAGES } from './foods';
import { UNFINISHED_PAGES_MESSAGES } from './growing-footprint';
import { GROWTH_RECORD_MESSAGES } from './growth-records';
import { GROWTH_TEMPLATE_MESSAGES } from './growth-templates';
import { HTTP_MESSAGES, SUCCESS_MESSAGES } from './http-messages';
import { IMPORT_MESSAGES } from './imports';
import { MEAL_MENU_MESSAGES } from './meal-menus';
import { MENU_MESSAGES } from './menus';
import { NUTRITION_STANDARD_MESSAGES } from './nutrition-standards';
import { PDF_MESSAGES } from './pdf';
import { PHYSICAL_EXAM_MESSAGES } from './physical-exams';
import { PRESET_TEXT_MESSAGES } from './preset-texts';
import { PROCESS_MESSAGES } from './process-evaluations';
import { QUESTION_BANK_MESSAGES } from './question-bank';
import { QUESTIONNAIRE_MESSAGES } from './questionnaire';
import { READINESS_MESSAGES } from './readiness';
import { ROLE_MESSAGES } from './roles';
import { SCHOOL_MESSAGES } from './schools';
import { STUDENT_MESSAGES } from './students';
import { STUDY_YEAR_MESSAGES } from './study-years';
import { TEACHER_MESSAGES } from './teachers';
import { THEME_CONTENT_MESSAGES } from './theme-content';
import { THEME_SCORING_MESSAGES } from './theme-scoring';
import { THEME_MESSAGES } from './themes';
import { UPLOAD_MESSAGES } from './uploads';
import { USER_MESSAGES } from './users';

/** The server's own texts for requests it cannot take (the errors plugin, AppError's defaults). */
export const REQUEST_MESSAGES = {
  /** also another school's record: it must look exactly like a missing one */
  notFound: '数据不存在或已被删除',
  tooLarge: '请求内容过大',
  emptyBody: '请求内容不能为空',
  badFormat: '请求格式错误',
  /** a value the database refused (a number past its range, a text past its column) */
  outOfRange: '参数错误：数值或内容超出允许范围',
  /** a status without its own entry (O12): '失败！请求错误' followed by the status */
  otherStatus: `${HTTP_MESSAGES.other}{status}`,
} as const;

/** Bad input whose schema carries no catalogue message of its own. */
export const VALIDATION_MESSAGES = {
  /** `{field}`: the request field (its wire name) that failed, or 请求 */
  invalid: '参数错误：{field}',
  failed: '参数错误',
} as const;

/**
 * Every message catalogue under the domain its error codes start with (issue 15): the code of
 * `CLASS_MESSAGES.nameTaken` is `classes.nameTaken`. A failure envelope carries the code beside
 * the unchanged Chinese msg, and the web shows the code's text in the user's language. Add a new
 * catalogue here (and its en/es texts in the web's errors section, which a test checks).
 */
export const MESSAGE_CATALOGUES = {
  http: HTTP_MESSAGES,
  request: REQUEST_MESSAGES,
  validation: VALIDATION_MESSAGES,
  success: SUCCESS_MESSAGES,
  auth: AUTH_MESSAGES,
  classes: CLASS_MESSAGES,
  promotion: PROMOTION_MESSAGES,
  students: STUDENT_MESSAGES,
  studyYears: STUDY_YEAR_MESSAGES,
  teachers: TEACHER_MESSAGES,
  users: USER_MESSAGES,
  roles: ROLE_MESSAGES,
  menus: MENU_MESSAGES,
  schools: SCHOOL_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  imports: IMPORT_MESSAGES,
  questionBank: QUESTION_BANK_MESSAGES,
  questionnaire: QUESTIONNAIRE_MESSAGES,
  growthTemplates: GROWTH_TEMPLATE_MESSAGES,
  growthRecords: GROWTH_RECORD_MESSAGES,
  physicalExams: PHYSICAL_EXAM_MESSAGES,
  examSheets: EXAM_SHEET_MESSAGES,
  attendance: ATTENDANCE_MESSAGES,
  presetTexts: PRESET_TEXT_MESSAGES,
  themes: THEME_MESSAGES,
  themeContent: THEME_CONTENT_MESSAGES,
  themeScoring: THEME_SCORING_MESSAGES,
  unfinishedPages: UNFINISHED_PAGES_MESSAGES,
  processEvaluations: PROCESS_MESSAGES,
  childPhotos: CHILD_PHOTO_MESSAGES,
  pdf: PDF_MESSAGES,
  foods: FOOD_MESSAGES,
  nutritionStandards: NUTRITION_STANDARD_MESSAGES,
  dietaryReport: DIETARY_REPORT_MESSAGES,
  dishes: DISH_MESSAGES,
  mealMenus: MEAL_MENU_MESSAGES,
  readiness: READINESS_MESSAGES,
} as const;

export type TMessageCatalogues = typeof MESSAGE_CATALOGUES;
/** `classes.nameTaken`, `http.403`, … */
export type TErrorCode = {
  [D in keyof TMessageCatalogues]: `${D & string}.${keyof TMessageCatalogues[D] & (string | number)}`;
}[keyof TMessageCatalogues];

/** Values of a templated message's placeholders: `{count}` → `{ count: '3' }`. */
export type TErrorParams = Record<string, string>;
/** What a failure envelope carries beside msg. */
export type TErrorDetail = { code: string; params?: TErrorParams };

/** Every code with its Chinese text, in catalogue order. */
export function messageCodes(): { code: string; text: string }[] {
  return Object.entries(MESSAGE_CATALOGUES).flatMap(([domain, catalogue]) =>
    Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({
      code: `${domain}.${key}`,
      text,
    })),
  );
}

/** The placeholders of a catalogue text, in order: '第{n}项' → ['n']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

type TTemplate = { code: string; pattern: RegExp; names: string[] };
let index: { exact: Map<string, string>; templates: TTemplate[] } | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Built once: exact texts to their code (the first catalogue that has a text names it; the same
 * text means the same words in every language), and templated texts as anchored patterns.
 */
function buildIndex() {
  const exact = new Map<string, string>();
  const templates: TTemplate[] = [];
  for (const { code, text } of messageCodes()) {
    const names = placeholdersOf(text);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('([\\s\\S]+?)');
    templates.push({ code, pattern: new RegExp(`^${source}$`), names });
  }
  // A longer fixed part first: '失败！请求错误{status}' must not shadow a more specific template.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, templates };
}

/**
 * The code of a message the server sends, and the values of a template's placeholders
 * (`该模块已有 3 条成长记录…` → `growthTemplates.moduleHasRecords`, `{ count: '3' }`);
 * undefined for a text no catalogue holds.
 */
export function codeOfMessage(msg: string): TErrorDetail | undefined {
  index ??= buildIndex();
  const code = index.exact.get(msg);
  if (code) return { code };
  for (const t of index.templates) {
    const match = t.pattern.exec(msg);
    if (!match) continue;
    const params: TErrorParams = {};
    t.names.forEach((name, i) => {
      params[name] = match[i + 1] ?? '';
    });
    return { code: t.code, params };
  }
  return undefined;
}

/** The code a failure without a catalogue text carries: the web shows its msg as sent. */
export const UNKNOWN_ERROR_CODE = 'unknown';
