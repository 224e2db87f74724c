import {
  API,
  pathOf,
  type TApiDomain,
  type TEndpointResult,
  type TEnvelope,
  type TImportKind,
  type TImportRowError,
} from '@kg/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http, refusalOf } from '../../api/http';
import { domainKey } from '../../api/queries';

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
export const templateUrl = (kind: TImportKind) => pathOf(API.imports.template, { kind });

/** A download link (fetched with the session's token, see downloadFile). */
export function exportUrl(kind: TImportKind, params: TImportParams): string {
  if (kind === 'student') return `${API.imports.exportStudents.path}?ClassId=${params.ClassId ?? 0}`;
  if (kind === 'class') return `${API.imports.exportClasses.path}?StudyYearId=${params.StudyYearId ?? 0}`;
  return API.imports.exportTeachers.path;
}

export const exportFallbackName = {
  student: '幼儿名单.xlsx',
  teacher: '教师名单.xlsx',
  class: '班级列表.xlsx',
  question: '过程评价题目.xlsx',
};

/**
 * What an import of each kind changes: the lists that show the imported rows (the children's
 * and classes' lists and the screens listing a class's children; teachers; classes with their
 * staff; the question bank).
 */
const IMPORT_WRITES: Record<TImportKind, readonly TApiDomain[]> = {
  student: ['students', 'classes', 'growthRecords', 'growthObservations', 'questionnaire', 'physicalExams'],
  teacher: ['teachers'],
  class: ['classes', 'teachers'],
  question: ['questionBank'],
};

/** After an import, the lists that show its rows are refetched (only those). */
export function refetchImported(client: QueryClient, kind: TImportKind) {
  return Promise.all(
    IMPORT_WRITES[kind].map((domain) => client.invalidateQueries({ queryKey: domainKey(domain) })),
  );
}

export type TImportAnswer =
  | { ok: true; count: number; msg: string }
  | { ok: false; msg: string; errors: TImportRowError[] };

type TImported = TEnvelope<TEndpointResult<typeof API.imports.students> | null>;

/** The answer of an import endpoint: its count, or every wrong row of a refusal. */
export function importAnswer(answer: TImported): TImportAnswer {
  const response = answer.response;
  if (answer.success)
    return { ok: true, count: response && 'Count' in response ? response.Count : 0, msg: answer.msg };
  return {
    ok: false,
    msg: refusalOf(answer),
    errors: response && 'Errors' in response ? response.Errors : [],
  };
}

/**
 * Runs an import of an uploaded file (D13). The server writes every row or none: a refusal
 * carries every wrong row, which the dialog lists instead of a toast. A missing class, study
 * year or bank is refused with its message.
 */
export async function runImport(
  kind: TImportKind,
  fileName: string,
  target?: number,
  bankName?: string,
): Promise<TImportAnswer> {
  const options = { silent: true };
  const answer =
    kind === 'student'
      ? await http.sendTo(API.imports.students, { fileName, ClassId: target ?? 0 }, options)
      : kind === 'class'
        ? await http.sendTo(API.imports.classes, { fileName, StudyYearId: target ?? 0 }, options)
        : kind === 'question'
          ? await http.sendTo(API.imports.questions, { fileName, OtherName: bankName ?? '' }, options)
          : await http.sendTo(API.imports.teachers, { fileName }, options);
  return importAnswer(answer);
}
