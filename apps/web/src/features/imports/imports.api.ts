import type { TImportFailure, TImportKind, TImportResult, TImportRowError } from '@kg/contracts';
import { http, refusalOf } from '../../api/http';

const BASE = '/import/ImportInfo';

/** What a list page hands to its import and export (see useImportExport). */
export type TImportParams = {
  /** children: the class to import into / export (0 = 全园) */
  ClassId?: number;
  /** classes: the study year to import into / export (0 = the current one) */
  StudyYearId?: number;
  /** questions: the bank (category) to import into, by name (D13 OtherName) */
  Name?: string;
};

/** The template is a plain public link (D17). */
export const templateUrl = (kind: TImportKind) => `${BASE}/Template/${kind}`;

export function exportUrl(kind: TImportKind, params: TImportParams): string {
  if (kind === 'student') return `${BASE}/ExportStudent?ClassId=${params.ClassId ?? 0}`;
  if (kind === 'class') return `${BASE}/ExportClass?StudyYearId=${params.StudyYearId ?? 0}`;
  return `${BASE}/ExportTeacher`;
}

export const exportFallbackName = {
  student: '幼儿名单.xlsx',
  teacher: '教师名单.xlsx',
  class: '班级列表.xlsx',
  question: '过程评价题目.xlsx',
};

const ACTION: Record<TImportKind, string> = {
  student: 'ImportStudent',
  teacher: 'ImportTeacher',
  class: 'ImportClass',
  question: 'ImportQuestion',
};

export type TImportAnswer =
  | { ok: true; count: number; msg: string }
  | { ok: false; msg: string; errors: TImportRowError[] };

/**
 * Runs an import of an uploaded file (D13). The server writes every row or none: a refusal
 * carries every wrong row, which the dialog lists instead of a toast.
 */
export async function runImport(
  kind: TImportKind,
  fileName: string,
  target?: number,
  bankName?: string,
): Promise<TImportAnswer> {
  const body =
    kind === 'student'
      ? { fileName, ClassId: target }
      : kind === 'class'
        ? { fileName, StudyYearId: target }
        : kind === 'question'
          ? { fileName, OtherName: bankName }
          : { fileName };
  const answer = await http.send<TImportResult | TImportFailure | null>('POST', `${BASE}/${ACTION[kind]}`, {
    body,
    silent: true,
  });
  if (answer.success) return { ok: true, count: (answer.response as TImportResult).Count, msg: answer.msg };
  return {
    ok: false,
    msg: refusalOf(answer),
    errors: (answer.response as TImportFailure | null)?.Errors ?? [],
  };
}
