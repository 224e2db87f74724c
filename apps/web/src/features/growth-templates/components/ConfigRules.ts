import {
  EXERCISE_SECTIONS_DEFAULT,
  exerciseImageUrl,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES,
  MedicalAnswer,
  plateById,
  type TConfigurationInfo,
  type TExerciseSection,
  TemplateStatus,
  type TLogDimension,
  type TMedicalItem,
  TypeNum,
  ZConfigurationInfo,
  ZExerciseContent,
  ZMedicalContent,
} from '@kg/contracts';
import { readJsonParam } from '../../../app/routing/jsonParam';

/**
 * The pure rules of the module configuration screen (screen 9, F36-F46): reading its link,
 * what is asked before a save (F38), whether the plate is locked (F39), the content it
 * saves (F37) and the log sheet as table rows (F40).
 */

export const CONFIGURATION_PATH = '/configuration';
export const TEMPLATE_DETAIL_PATH = '/templateConfiguration';

/**
 * F08: the escaped JSON of `?info=`. URLSearchParams already undid one level of escaping; a
 * link escaped twice is undone once more. null when missing or not usable.
 */
export function readConfigurationInfo(search: string): TConfigurationInfo | null {
  return readJsonParam(search, ['info'], ZConfigurationInfo);
}

export function configurationHref(info: TConfigurationInfo): string {
  return `${CONFIGURATION_PATH}?info=${encodeURIComponent(JSON.stringify(info))}`;
}

/** The template detail screen of the module's template (F01 info: id and Status). */
export function templateDetailHref(tempId: number, status: number): string {
  return `${TEMPLATE_DETAIL_PATH}?info=${encodeURIComponent(JSON.stringify({ id: tempId, Status: status }))}`;
}

// ── F36 background upload ───────────────────────────────────────────────────────────

/** The cover rule (F30, F31): at most 2 MB. */
export const BACKGROUND_MAX_BYTES = 2 * 1024 * 1024;

/** JPEG or PNG of at most 2 MB; the problem's message key otherwise (the server checks again). */
export function backgroundFileProblem(file: { name: string; type: string; size: number }) {
  const typeOk = file.type ? /^image\/(jpeg|png)$/.test(file.type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'imageType' as const;
  if (file.size > BACKGROUND_MAX_BYTES) return 'imageSize' as const;
  return null;
}

// ── F38 ─────────────────────────────────────────────────────────────────────────────

export type TConfigDraft = {
  backCoverImg: string;
  plateId: number;
  sections: TExerciseSection[];
  medical: TMedicalItem[];
};

export type TConfigProblemCode =
  | 'backgroundRequired'
  | 'plateRequired'
  | 'sectionTitleRequired'
  | 'sectionStandardRequired'
  | 'sectionUnitRequired'
  | 'sectionImageRequired'
  | 'medicalTitleRequired';
export type TConfigProblem = { code: TConfigProblemCode; n?: number };

/**
 * F38, in this order, the first that applies: a background; type 6 a plate; type 7 for each
 * section (1-based) its title, standard value, unit and at least one picture. Type 8 items
 * need a name (the server refuses an empty one). null: the draft may be saved.
 */
export function configProblem(typeNum: number, draft: TConfigDraft): TConfigProblem | null {
  if (!draft.backCoverImg.trim()) return { code: 'backgroundRequired' };
  if (typeNum === TypeNum.plate && !draft.plateId) return { code: 'plateRequired' };
  if (typeNum === TypeNum.exercise) {
    for (const [i, section] of draft.sections.entries()) {
      const n = i + 1;
      if (!section.title.trim()) return { code: 'sectionTitleRequired', n };
      if (!section.standardValues.trim()) return { code: 'sectionStandardRequired', n };
      if (!section.unit.trim()) return { code: 'sectionUnitRequired', n };
      if (!section.imageArr.some((image) => image.url)) return { code: 'sectionImageRequired', n };
    }
  }
  if (typeNum === TypeNum.physical) {
    const titles = draft.medical.flatMap((item, i) =>
      [item, ...(item.children ?? [])].map((leaf) => ({ n: i + 1, title: leaf.title })),
    );
    const empty = titles.find((leaf) => !leaf.title.trim());
    if (empty) return { code: 'medicalTitleRequired', n: empty.n };
  }
  return null;
}

/** The contract's Chinese wording of a problem (what zh-CN shows). */
export function problemMessage(problem: TConfigProblem): string {
  if (problem.code === 'medicalTitleRequired') return `请填写第${problem.n}项体检项目的名称`;
  return fillMessage(GROWTH_TEMPLATE_MESSAGES[problem.code], { n: problem.n ?? '' });
}

// ── F39 ─────────────────────────────────────────────────────────────────────────────

/**
 * F39: once a plate is set it stays, unless the template was reset to its default (status 2)
 * or the stored plate is not one of the 13 any more.
 */
export function isPlateLocked(currentPlateId: number, templateStatus: number): boolean {
  if (!currentPlateId) return false;
  if (templateStatus === TemplateStatus.reset) return false;
  return plateById(currentPlateId) !== undefined;
}

// ── F37 content ─────────────────────────────────────────────────────────────────────

export const blankSection = (): TExerciseSection => ({
  title: '',
  imageArr: [],
  standardValues: '',
  unit: '',
});

/** F44: the three sections a new exercise module starts with, with the shipped illustrations. */
export const DEFAULT_SECTIONS: readonly TExerciseSection[] = [
  {
    title: '立定跳远',
    imageArr: [{ url: exerciseImageUrl('standing-long-jump') }],
    standardValues: '',
    unit: '厘米',
  },
  {
    title: '网球掷远',
    imageArr: [{ url: exerciseImageUrl('tennis-throw') }],
    standardValues: '',
    unit: '米',
  },
  {
    title: '10米折返跑',
    imageArr: [{ url: exerciseImageUrl('shuttle-run') }],
    standardValues: '',
    unit: '秒',
  },
].slice(0, EXERCISE_SECTIONS_DEFAULT);

const radioAnswers = () => [
  { label: '正常', value: MedicalAnswer.normal },
  { label: '异常', value: MedicalAnswer.abnormal },
];
const leaf = (
  title: string,
  type: string,
  topicType: TMedicalItem['topicType'],
  unit: string,
): TMedicalItem => ({
  title,
  isOpen: true,
  type,
  topicType,
  unit,
  answerList: topicType === 'radio' ? radioAnswers() : [],
});

/** F45: the physical examination items (their `type` names the exam field they come from). */
export function defaultMedicalItems(): TMedicalItem[] {
  return [
    leaf('身高', 'Height', 'input', 'CM'),
    leaf('体重', 'Weight', 'input', 'KG'),
    {
      ...leaf('视力', 'Vision', 'child', ''),
      children: [leaf('左眼', 'VisionLeft', 'input', ''), leaf('右眼', 'VisionRight', 'input', '')],
    },
    {
      ...leaf('听力', 'Hearing', 'child', ''),
      children: [leaf('左耳', 'HearingLeft', 'radio', ''), leaf('右耳', 'HearingRight', 'radio', '')],
    },
    leaf('龋齿', 'Tooth', 'input', '颗'),
    leaf('血红蛋白', 'Hemoglobin', 'input', 'g/L'),
  ];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Type 7 sections from the stored content; the defaults when there is none or it is broken. */
export function sectionsOf(content: string): TExerciseSection[] {
  const parsed = ZExerciseContent.safeParse(parseJson(content));
  return parsed.success ? parsed.data : DEFAULT_SECTIONS.map((s) => ({ ...s, imageArr: [...s.imageArr] }));
}

/** Type 8 items from the stored content; the defaults when there is none or it is broken. */
export function medicalOf(content: string): TMedicalItem[] {
  const parsed = ZMedicalContent.safeParse(parseJson(content));
  return parsed.success ? parsed.data : defaultMedicalItems();
}

/** What a topic type keeps when it changes: radio items answer 正常=1 / 异常=0 (F45). */
export function withTopicType(item: TMedicalItem, topicType: TMedicalItem['topicType']): TMedicalItem {
  const next: TMedicalItem = {
    ...item,
    topicType,
    answerList: topicType === 'radio' ? radioAnswers() : [],
  };
  if (topicType === 'child') {
    next.children = item.children?.length
      ? item.children
      : [
          leaf(`左${item.title}`, `${item.type}Left`, 'input', item.unit),
          leaf(`右${item.title}`, `${item.type}Right`, 'input', item.unit),
        ];
    next.unit = '';
  } else {
    delete next.children;
  }
  return next;
}

/** F37: the content string the save sends: sections (7), items (8), '' otherwise. */
export function contentFor(typeNum: number, draft: TConfigDraft): string {
  if (typeNum === TypeNum.exercise)
    return JSON.stringify(
      draft.sections.map((s) => ({
        title: s.title.trim(),
        imageArr: s.imageArr.filter((image) => image.url),
        standardValues: s.standardValues.trim(),
        unit: s.unit.trim(),
      })),
    );
  if (typeNum === TypeNum.physical) return JSON.stringify(draft.medical);
  return '';
}

// ── F40 ─────────────────────────────────────────────────────────────────────────────

export type TLogRow = {
  /** the point's id */
  Id: number;
  dimension: string;
  element: string;
  name: string;
  /** 1-based number of the point in the sheet */
  no: number;
};

/** The log sheet as one row per observation point, dimension and element repeated. */
export function logRows(sheet: readonly TLogDimension[]): TLogRow[] {
  const rows: TLogRow[] = [];
  for (const dimension of sheet)
    for (const element of dimension.info)
      for (const point of element.info)
        rows.push({
          Id: point.Id,
          dimension: dimension.Name,
          element: element.Name,
          name: point.Name,
          no: rows.length + 1,
        });
  return rows;
}

/** The dimensions and, per dimension, the elements of a sheet (the add form's choices). */
export function sheetNames(sheet: readonly TLogDimension[]): {
  dimensions: string[];
  elements: Record<string, string[]>;
} {
  const elements: Record<string, string[]> = {};
  for (const dimension of sheet) elements[dimension.Name] = dimension.info.map((e) => e.Name);
  return { dimensions: sheet.map((d) => d.Name), elements };
}
