import { backgroundUrl, type TExerciseSection, type TMedicalItem, TypeNum } from '@kg/contracts';
import { exerciseSections, growthQuestions, medicalItems } from './growth-default-content';
import {
  clampLevel,
  monthlyFramework,
  observationFramework,
  type TFrameworkDimension,
} from './growth-observation-frameworks';

export {
  EXERCISE_ITEMS,
  exerciseSection,
  exerciseSections,
  growthQuestions,
  medicalItems,
  type TExerciseKey,
} from './growth-default-content';
export {
  monthlyFramework,
  observationFramework,
  type TFrameworkDimension,
  type TFrameworkElement,
} from './growth-observation-frameworks';

/**
 * The default growth-record template of a grade ("create from default", ResetTempInfo):
 * a complete, usable module set with its log sheets, growth questions, exercise sections
 * and medical items. Grade level: 0 托班, 1 小班, 2 中班, 3 大班.
 *
 * Written for this product. The observation framework follows the five domains of
 * 《3-6岁儿童学习与发展指南》 (dimension = domain, element = sub-domain) with points worded
 * per age group; the nursery framework follows 《托育机构保育指导大纲（试行）》. The exercise
 * sections are items of 《国民体质测定标准》 (幼儿部分), with a typical (middle) range for
 * the age group as the standard value. The frameworks are in growth-observation-frameworks.ts,
 * the questions, exercise sections and medical items in growth-default-content.ts.
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

/** A framework as the flat point list a log sheet is stored as. */
export const frameworkPoints = (framework: TFrameworkDimension[]): TDefaultPoint[] =>
  framework.flatMap((d) =>
    d.elements.flatMap((e) => e.points.map((name) => ({ dimension: d.dimension, element: e.element, name }))),
  );

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
