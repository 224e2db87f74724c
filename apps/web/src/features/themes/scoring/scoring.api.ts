import {
  API,
  fillText,
  REPORT_ROUTES,
  type TBatchThemeEvaluationRequest,
  THEME_SCORING_MESSAGES,
  type TSaveThemeEvaluationRequest,
  type TSaveThemeGridRequest,
  type TSaveThemeGridResponse,
} from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { refusalText } from '../../../api/messages';
import { useEndpoint } from '../../../api/queries';
import { useSaving } from '../../../api/useSaving';

export const RESULTS_PATH = '/SubjectResult/index';
export const SCORING_PATH = '/SubjectResultSetQuestion';
export const GRID_PATH = '/SubjectResultGrid';

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** E52: the child report's query (the names are for the legacy page's header; the ids are what it reads). */
export const childReportHref = (d: {
  SchoolName: string;
  ClassName: string;
  StudyYearName: string;
  GradeName: string;
  ChildrenName: string;
  Title: string;
  ThemeId: number;
  CustomerId: number;
  ThemeMapId: number;
}) => `${REPORT_ROUTES.themeChild}?${query(d)}`;

/** E56: the class report's query. */
export const classReportHref = (d: {
  SchoolName: string;
  ClassName: string;
  StudyYearName: string;
  GradeName: string;
  StudyYearId: number;
  GradeId: number;
  ClassId: number;
  ThemeId: number;
  Title: string;
}) => `${REPORT_ROUTES.themeClass}?${query(d)}`;

export const resultsHref = (ThemeId: number, ThemeMapId: number) =>
  `${RESULTS_PATH}?${query({ ThemeId, ThemeMapId })}`;

/** The class grid of a class's theme. */
export const gridHref = (ThemeId: number, ThemeMapId: number) =>
  `${GRID_PATH}?${query({ ThemeId, ThemeMapId })}`;

/** E23: one child, or (typeStatus) several children by their class's theme. */
export const scoringHref = (q: {
  ThemeId: number;
  ThemeMapId: number;
  CustomerId: number;
  batch?: Array<{ ThemeMapId: number; CustomerId: number }>;
}) =>
  `${SCORING_PATH}?${query({
    ThemeId: q.ThemeId,
    ThemeMapId: q.ThemeMapId,
    CustomerId: q.CustomerId,
    typeStatus: q.batch ? 1 : undefined,
    themeMapIds: q.batch ? JSON.stringify(q.batch) : undefined,
  })}`;

export const useThemeChild = (StudentId: number, ThemeId: number, ThemeMapId: number) =>
  useEndpoint(
    API.themeScoring.child,
    { StudentId, ThemeId, ThemeMapId, Identity: 1 },
    { enabled: StudentId > 0 && ThemeId > 0 && ThemeMapId > 0 },
  );
export const useThemeClassResult = (ThemeMapId: number) =>
  useEndpoint(API.themeScoring.classResult, { ThemeMapId }, { enabled: ThemeMapId > 0 });

/** A child's evaluation shows in the class's results, the theme list's progress and the lock. */
const SCORING_WRITES = ['themeScoring', 'themes', 'themeContent'] as const;

export const useThemeGrid = (ThemeMapId: number) =>
  useEndpoint(API.themeScoring.grid, { ThemeMapId }, { enabled: ThemeMapId > 0 });
/**
 * The grid's save. `onSaved` runs as soon as the server has answered, before the screens that
 * show the stars are read again: the draft goes and the teacher hears it is saved at once,
 * and the grid read afresh never meets the old draft.
 */
export const useSaveThemeGrid = (onSaved: (saved: TSaveThemeGridResponse) => void) =>
  useSaving(async (body: TSaveThemeGridRequest) => {
    const saved = await http.request(API.themeScoring.saveGrid, body);
    onSaved(saved);
    return saved;
  }, SCORING_WRITES);

export const useSaveEvaluation = () =>
  useSaving((body: TSaveThemeEvaluationRequest) => http.request(API.themeScoring.save, body), SCORING_WRITES);
export const useBatchEvaluation = () =>
  useSaving(
    (body: TBatchThemeEvaluationRequest) => http.request(API.themeScoring.batchSave, body),
    SCORING_WRITES,
  );

/** The children of a batch from the page's query (E23: themeMapIds, a JSON list). */
export function batchOf(raw: string | null): Array<{ ThemeMapId: number; CustomerId: number }> {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list)
      ? list.filter(
          (x): x is { ThemeMapId: number; CustomerId: number } =>
            typeof x?.ThemeMapId === 'number' && typeof x?.CustomerId === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * A scoring message in the user's language: the catalogue's Chinese text as the spec gives it,
 * its errors.themeScoring text in English and Spanish (the texts a refusal would show).
 */
export function useScoringText() {
  const { i18n } = useTranslation();
  return (key: keyof typeof THEME_SCORING_MESSAGES, params: Record<string, string> = {}) =>
    refusalText(
      { msg: fillText(THEME_SCORING_MESSAGES[key], params), code: `themeScoring.${String(key)}`, params },
      i18n,
    );
}
