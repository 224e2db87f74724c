import {
  LOG_SHEET_TYPES,
  listOf,
  monthLabel,
  operatorText,
  type TFootprintRecord,
  type TLogDimension,
  type TRecordRow,
  TypeNum,
  typeText,
  UNWRITTEN_TYPES,
} from '@kg/contracts';
import { logSheetOf } from '../growth-observations/log-sheet';
import { plateLook } from '../growth-templates/growth-templates.presenters';
import type { TRecordModule } from './growth-records.repository';

/** What a module asks the editor and the printed page to show, besides the child's answer. */
export type TModuleExtras = {
  points: ReadonlyArray<{ moduleId: number; id: number; dimension: string; element: string; name: string }>;
  questions: ReadonlyArray<{ moduleId: number; name: string }>;
};

/**
 * The module's configuration as the JSON string a record row carries (G14 Content): the log
 * sheet (types 4, 5), the growth questions as [{Name}] (type 12), the exercise sections (7) or
 * medical items (8); '' for the rest.
 */
export function recordContent(
  module: Pick<TRecordModule, 'id' | 'typeNum' | 'content'>,
  extras: TModuleExtras,
) {
  if (LOG_SHEET_TYPES.includes(module.typeNum)) {
    const sheet: TLogDimension[] = logSheetOf(extras.points.filter((p) => p.moduleId === module.id));
    return JSON.stringify(sheet);
  }
  if (module.typeNum === TypeNum.rating)
    return JSON.stringify(
      extras.questions.filter((q) => q.moduleId === module.id).map((q) => ({ Name: q.name })),
    );
  return module.content === null || module.content === undefined ? '' : JSON.stringify(module.content);
}

/**
 * A child's list in reading order: front pages, then the middle list with each of the child's
 * own pages right after the template page it follows (its order number), then the end list.
 */
export function inReadingOrder<T extends Pick<TRecordModule, 'id' | 'typeNum' | 'orderSort' | 'studentId'>>(
  modules: readonly T[],
): T[] {
  const rank = (m: T) => ({ front: 0, middle: 1, end: 2 })[listOf(m.typeNum)];
  const key = (m: T) => [rank(m), m.orderSort, m.studentId ? 1 : 0, m.id];
  return [...modules].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');
const answerText = (m: TRecordModule) => (m.record ? JSON.stringify(m.record.answer ?? {}) : '');

/** G14: one row of the record list. */
export function toRecordRow(
  m: TRecordModule,
  v: { studentName: string; canWrite: boolean; published: boolean; extras: TModuleExtras },
): TRecordRow {
  const time = m.time ?? '';
  const writable = v.canWrite && v.published && m.status === 1 && !UNWRITTEN_TYPES.includes(m.typeNum);
  return {
    Id: m.id,
    RecordId: m.record?.id ?? 0,
    Type: m.typeNum,
    TypeText: typeText(m.typeNum),
    Title: m.title,
    Status: m.record?.status ?? 0,
    IsWrite: writable ? 1 : 0,
    IsFinish: m.record ? 1 : 0,
    CycleName: m.cycleName ?? '',
    Time: time,
    TimeCopy: monthLabel(time),
    Operator: operatorText(m.operator),
    OperatorValue: m.operator,
    Name: v.studentName,
    Img: plateLook(m.plateId),
    Content: recordContent(m, v.extras),
    Answer: answerText(m),
    BackCoverImg: m.backCoverImg,
    PlateId: m.plateId,
    OrderSort: m.orderSort,
    IsOwn: m.studentId !== null,
    UpdatedAt: iso(m.record?.updatedAt),
    UpdatedBy: m.record ? (m.writerName ?? '') : '',
  };
}

/** A page of the growing footprint report. */
export function toFootprintRecord(m: TRecordModule, extras: TModuleExtras): TFootprintRecord {
  return {
    Id: m.id,
    RecordId: m.record?.id ?? 0,
    Type: m.typeNum,
    Title: m.title,
    PlateId: m.plateId,
    BackCoverImg: m.backCoverImg,
    Content: recordContent(m, extras),
    Answer: answerText(m),
    Status: m.record?.status ?? 0,
    CycleName: m.cycleName ?? '',
    TimeCopy: monthLabel(m.time ?? ''),
    Operator: operatorText(m.operator),
    UpdatedBy: m.record ? (m.writerName ?? '') : '',
  };
}

/** 男 1, 女 2 (the children's form). */
export const genderText = (gender: number) => (gender === 1 ? '男' : gender === 2 ? '女' : '');
