import {
  GROWTH_TEMPLATE_MESSAGES as GT,
  REPORT_ROUTES,
  type TRecordInfo,
  type TRecordRow,
  TypeNum,
  ZRecordInfo,
} from '@kg/contracts';

/**
 * The record list's rules (screen 10): numbering, which buttons a row has, how wide its
 * editor opens, and the links to the list and to the report. Pure, so they are tested alone.
 */

/** G04: the cover is 封面; every other row is numbered by its place after it. */
export function rowTitles(rows: readonly Pick<TRecordRow, 'Type' | 'Title'>[]): string[] {
  let n = 0;
  return rows.map((row) => {
    if (row.Type === TypeNum.cover) return '封面';
    n += 1;
    return `${n}. ${row.Title}`;
  });
}

export type TRowAction = 'write' | 'modify' | 'view';

/** G06: 去记录 (IsWrite 1, Status 0), 修改 (IsWrite 1, Status not 0), 查看 (Status 1). */
export function rowActions(row: Pick<TRecordRow, 'IsWrite' | 'Status'>): TRowAction[] {
  const actions: TRowAction[] = [];
  if (row.IsWrite === 1 && row.Status === 0) actions.push('write');
  if (row.IsWrite === 1 && row.Status !== 0) actions.push('modify');
  if (row.Status === 1) actions.push('view');
  return actions;
}

/** G08: 80% for the wide tables (4, 5, 11, 12), 800 px otherwise. */
export const editorWidth = (type: number): string | number =>
  [TypeNum.termObservation, TypeNum.monthlyObservation, TypeNum.table, TypeNum.rating].includes(
    type as 4 | 5 | 11 | 12,
  )
    ? '80%'
    : 800;

/** G03: the row's time column: the term for type 4, the month for type 5. */
export const rowWhen = (row: Pick<TRecordRow, 'Type' | 'CycleName' | 'Time' | 'TimeCopy'>) =>
  row.Type === TypeNum.termObservation
    ? row.CycleName
    : row.Type === TypeNum.monthlyObservation
      ? row.Time
      : '';

/** G01: /record?info=<escaped JSON>. */
export const recordHref = (info: TRecordInfo) => `/record?info=${encodeURIComponent(JSON.stringify(info))}`;

/** G01: the info the page opens with, or null when the link is broken. */
export function readRecordInfo(search: string): TRecordInfo | null {
  const raw = new URLSearchParams(search).get('info');
  if (!raw) return null;
  try {
    const parsed = ZRecordInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** G07, G42: 查看 opens one record of the report in preview mode, in a new tab. */
export function previewHref(
  row: Pick<TRecordRow, 'Id' | 'Title'>,
  v: {
    studentId: number;
    studentName: string;
    tempType: number;
    cycleName: string;
    gradeName: string;
    className: string;
  },
) {
  const info = {
    isPreview: true,
    Id: row.Id,
    CustomerId: v.studentId,
    TempType: v.tempType,
    CycleName: v.cycleName,
    GradeName: v.gradeName,
    ClassName: v.className,
    StudentName: v.studentName,
    Title: row.Title,
  };
  return `${REPORT_ROUTES.growingFootprint}?info=${encodeURIComponent(JSON.stringify(info))}`;
}

/** G43: the whole booklet of a child (normal mode). */
export function bookletQuery(v: {
  teacherId: number;
  tempId: number;
  studentId: number;
  tempType: number;
  cycleName: string;
}) {
  return {
    info: JSON.stringify({
      TeacherId: v.teacherId,
      TempId: v.tempId,
      CustomerId: v.studentId,
      TempType: v.tempType,
      CycleName: v.cycleName,
      Title: '成长档案',
    }),
  };
}

export const bookletHref = (v: Parameters<typeof bookletQuery>[0]) =>
  `${REPORT_ROUTES.growingFootprint}?info=${encodeURIComponent(bookletQuery(v).info)}`;

/** What the add dialog holds (the date as anything truthy: a dayjs in the dialog). */
export type TChildPageValues = {
  type?: number;
  cycleId?: number;
  time?: unknown;
  title?: string;
  orderSort?: number;
  operator?: number;
};

/** G12 with F22's order: the first missing field is the one warned about. */
export function firstMissing(v: TChildPageValues): string | null {
  if (!v.type) return GT.typeRequired;
  if (!v.title?.trim()) return GT.titleRequired;
  if (v.type === TypeNum.termObservation && !v.cycleId) return GT.cycleRequired;
  if (v.type === TypeNum.monthlyObservation && !v.time) return GT.timeRequired;
  if (!v.operator) return GT.operatorRequired;
  return null;
}
