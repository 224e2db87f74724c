import {
  CYCLE_WRITE_TITLES,
  plateById,
  RATING_ROWS_DEFAULT,
  RATING_TITLE_MAX,
  TABLE_ROW_DEFAULTS,
  TABLE_TITLE_DEFAULTS,
  type TAnswerItem,
  type TExerciseSection,
  type TItemsAnswer,
  type TLogDimension,
  type TMedicalItem,
  type TMonthAnswer,
  type TRatingAnswer,
  type TScoredDimension,
  type TStudentPhysical,
  type TTableAnswer,
  type TTermAnswer,
  TypeNum,
} from '@kg/contracts';

/**
 * What each record editor starts from and how a saved answer is laid over the module as it is
 * now (a sheet with new points, a plate with more slots): pure, so it is tested without a page.
 */

export type TAnswer = TItemsAnswer | TTermAnswer | TMonthAnswer | TTableAnswer | TRatingAnswer;
type TModuleLike = { TypeNum: number; Title: string; PlateId: number; Content: string };

export const item = (Type: TAnswerItem['Type'], extra: Partial<TAnswerItem> = {}): TAnswerItem => ({
  Type,
  Content: '',
  Value: '',
  Time: '',
  Describe: '',
  unit: '',
  isShowCheck: false,
  Operator: '',
  topicType: '',
  Standard: '',
  Images: [],
  Field: '',
  ...extra,
});

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A type 4/5 sheet with the saved values and notes laid over it (0: not scored). */
export function scoredSheet(sheet: TLogDimension[], saved: TScoredDimension[] = []): TScoredDimension[] {
  const values = new Map<number, number>();
  const notes = new Map<string, TScoredDimension>();
  for (const d of saved) {
    notes.set(d.Name, d);
    for (const e of d.info) for (const p of e.info) values.set(p.Id, p.Value);
  }
  return sheet.map((d) => ({
    Name: d.Name,
    Title: notes.get(d.Name)?.Title ?? '',
    Describe: notes.get(d.Name)?.Describe ?? '',
    info: d.info.map((e) => ({
      Name: e.Name,
      info: e.info.map((p) => ({ Id: p.Id, Name: p.Name, Value: values.get(p.Id) ?? 0 })),
    })),
  }));
}

/** Medical items as the rows a teacher fills: 视力 becomes 视力（左眼） and 视力（右眼）. */
export function medicalRows(items: TMedicalItem[]): TAnswerItem[] {
  return items
    .filter((i) => i.isOpen)
    .flatMap((i) =>
      i.topicType === 'child'
        ? (i.children ?? [])
            .filter((c) => c.isOpen)
            .map((c) =>
              item('physical', {
                Describe: `${i.title}（${c.title}）`,
                unit: c.unit,
                topicType: c.topicType,
                Field: c.type,
              }),
            )
        : [item('physical', { Describe: i.title, unit: i.unit, topicType: i.topicType, Field: i.type })],
    );
}

const HEARING_OK = /^(1|通过|正常|pass)/i;
const HEARING_BAD = /^(0|未通过|不通过|异常|fail)/i;

/**
 * G33: the rows filled from the child's latest exam where they are still empty; each row
 * names the exam field it maps to (Field, from the medical item's `type`).
 */
export function withPhysical(rows: TAnswerItem[], exam: TStudentPhysical | null): TAnswerItem[] {
  if (!exam) return rows;
  return rows.map((row) => {
    const value = (exam as Record<string, string>)[row.Field] ?? '';
    if (row.Value || !value) return row;
    if (row.topicType === 'radio') {
      const mapped = HEARING_OK.test(value) ? '1' : HEARING_BAD.test(value) ? '0' : '';
      return mapped ? { ...row, Value: mapped, Time: exam.Time } : row;
    }
    return { ...row, Value: value, Time: exam.Time };
  });
}

function plateItems(plateId: number, saved: TAnswerItem[]): TAnswerItem[] {
  const plate = plateById(plateId);
  const images = saved.filter((i) => i.Type === 'image');
  const texts = saved.filter((i) => i.Type === 'text');
  const slots = plate ? plate.images.length : Math.max(1, images.length);
  const boxes = plate ? plate.texts.length : Math.max(1, texts.length);
  return [
    ...Array.from({ length: Math.max(slots, images.length) }, (_, i) => images[i] ?? item('image')),
    ...Array.from({ length: Math.max(boxes, texts.length) }, (_, i) => texts[i] ?? item('text')),
  ];
}

/** The answer the editor of a module starts from: the saved one over the module's current shape. */
export function startingAnswer(
  module: TModuleLike,
  savedText: string,
  v: { questions?: string[]; studentPhoto?: string; studentName?: string } = {},
): TAnswer {
  const saved = parseJson<Record<string, unknown>>(savedText, {});
  const list = (saved.List ?? []) as TAnswerItem[];
  switch (module.TypeNum) {
    case TypeNum.termObservation: {
      const writes = (saved.cycleWrites ?? []) as TTermAnswer['cycleWrites'];
      return {
        dimensions: scoredSheet(parseJson(module.Content, []), saved.dimensions as TScoredDimension[]),
        cycleWrites: CYCLE_WRITE_TITLES.map((Title) => ({
          Title,
          Desc: writes.find((w) => w.Title === Title)?.Desc ?? '',
        })),
      };
    }
    case TypeNum.monthlyObservation:
      return {
        dimensions: scoredSheet(parseJson(module.Content, []), saved.dimensions as TScoredDimension[]),
        Title: (saved.Title as string) ?? '',
        CustomerSay: (saved.CustomerSay as string) ?? '',
      };
    case TypeNum.table: {
      const t = saved as Partial<TTableAnswer>;
      return {
        titleTab1: t.titleTab1 || TABLE_TITLE_DEFAULTS[0],
        titleTab2: t.titleTab2 || TABLE_TITLE_DEFAULTS[1],
        titleTab3: t.titleTab3 || TABLE_TITLE_DEFAULTS[2],
        titleTab4: t.titleTab4 || TABLE_TITLE_DEFAULTS[3],
        name: t.name ?? v.studentName ?? '',
        content: t.content ?? '',
        looktime: t.looktime ?? '',
        writename: t.writename ?? '',
        List: t.List?.length ? t.List : TABLE_ROW_DEFAULTS.map((title) => ({ title, desc: '' })),
      };
    }
    case TypeNum.rating: {
      const r = saved as Partial<TRatingAnswer>;
      const names = v.questions ?? parseJson<Array<{ Name: string }>>(module.Content, []).map((q) => q.Name);
      const rows = names.length ? names : Array.from({ length: RATING_ROWS_DEFAULT }, () => '');
      return {
        title: r.title ?? module.Title.slice(0, RATING_TITLE_MAX),
        List: r.List?.length ? r.List : rows.map((manifestation) => ({ manifestation, isActivite: 0 })),
      };
    }
    case TypeNum.plate:
      return { List: plateItems(module.PlateId, list) };
    case TypeNum.cover:
      return {
        List: [list[0] ?? item('image', { Content: v.studentPhoto ?? '' }), list[1] ?? item('text')],
      };
    case TypeNum.video:
    case TypeNum.familyVideo:
      return { List: [list[0] ?? item('video'), list[1] ?? item('text')] };
    case TypeNum.exercise: {
      const sections = parseJson<TExerciseSection[]>(module.Content, []);
      return {
        List: sections.map(
          (s, i) =>
            list[i] ??
            item('exercise', {
              Describe: s.title,
              unit: s.unit,
              Standard: s.standardValues,
              Images: s.imageArr.map((img) => img.url),
            }),
        ),
      };
    }
    case TypeNum.physical: {
      const rows = medicalRows(parseJson<TMedicalItem[]>(module.Content, []));
      return { List: rows.map((row) => list.find((s) => s.Describe === row.Describe) ?? row) };
    }
    default:
      return { List: [list[0] ?? item('text')] };
  }
}

/** Whether every point of a type 5 answer is scored (the auto summary needs them all, G30). */
export const allScored = (dimensions: TScoredDimension[]) =>
  dimensions.length > 0 && dimensions.every((d) => d.info.every((e) => e.info.every((p) => p.Value >= 1)));

/** The point ids of a sheet (completeProblem checks them for type 5). */
export const pointIdsOf = (dimensions: TScoredDimension[]) =>
  dimensions.flatMap((d) => d.info.flatMap((e) => e.info.map((p) => p.Id)));
