import { API, pathOf, THEME_DESCRIPTION_TILE, type TSaveThemeQuestionRequest } from '@kg/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { domainKey, useEndpoint } from '../../api/queries';
import { uploadExcel } from '../../api/upload';
import { useSaving } from '../../api/useSaving';
import { importAnswer, type TImportAnswer } from '../imports/imports.api';

export const CONTENT_HOME_PATH = '/SubjectEvaluationEdit';
export const CONTENT_EDITOR_PATH = '/SubjectEvaluationTeacher';

/** E02's query of the content editor: which tile (`name`), entry, template, theme and its title. */
export type TEditorQuery = {
  name: string;
  Eval_ThemeDetailId: number;
  TempleteId: number;
  ThemeId: number;
  Title: string;
};

export const contentHomeHref = (ThemeId: number, TempleteId: number) =>
  `${CONTENT_HOME_PATH}?${new URLSearchParams({ ThemeId: String(ThemeId), TempleteId: String(TempleteId) })}`;

export const contentEditorHref = (q: TEditorQuery) =>
  `${CONTENT_EDITOR_PATH}?${new URLSearchParams(
    Object.entries(q).map(([key, value]) => [key, String(value)]),
  )}`;

export const isDescriptionTile = (name: string) => name === THEME_DESCRIPTION_TILE;

export const useThemeEditInfo = (ThemeId: number, TempleteId?: number) =>
  useEndpoint(API.themeContent.editInfo, { ThemeId, TempleteId }, { enabled: ThemeId > 0 });
export const useThemeDescriptions = (ThemeId: number) =>
  useEndpoint(API.themeContent.descriptions, { ThemeId }, { enabled: ThemeId > 0 });
export const useThemeQuestions = (Id: number, ThemeId: number) =>
  useEndpoint(API.themeContent.questions, { Id, ThemeId }, { enabled: Id > 0 && ThemeId > 0 });
export const useThemeKeywords = (Id: number) =>
  useEndpoint(API.themeContent.keywords, { Id }, { enabled: Id > 0, staleTime: Number.POSITIVE_INFINITY });

/** Content changes show on the content home, the editor and the theme list's cards. */
const CONTENT_WRITES = ['themeContent', 'themes'] as const;

export const useSaveDescriptions = () =>
  useSaving(
    (body: { ThemeId: number; desc: Array<{ Title: string; Desc: string }> }) =>
      http.sendTo(API.themeContent.saveDescriptions, body),
    CONTENT_WRITES,
  );
export const useSaveThemeQuestion = () =>
  useSaving(
    (body: TSaveThemeQuestionRequest) => http.request(API.themeContent.saveQuestion, body),
    CONTENT_WRITES,
  );
export const useDeleteThemeQuestion = () =>
  useSaving((id: number) => http.request(API.themeContent.deleteQuestion, { id }), CONTENT_WRITES);

/** E15: the template is a plain public link (D17). */
export const themeTemplateUrl = () => pathOf(API.imports.template, { kind: 'theme-question' });

/**
 * E15: the file is uploaded first (its stored name comes back), then imported into the entry:
 * every row or none. A refusal's msg and wrong rows come back; a failed upload rejects.
 */
export async function importThemeQuestions(
  file: File,
  target: { eval_ThemeDetailId: number; themeId: number },
): Promise<TImportAnswer> {
  const fileName = await uploadExcel(file);
  return importAnswer(
    await http.sendTo(API.imports.themeQuestions, { fileName, ...target }, { silent: true }),
  );
}

/** After an import, what shows the content is refetched, as after a save. */
export const refetchContent = (client: QueryClient) =>
  Promise.all(CONTENT_WRITES.map((domain) => client.invalidateQueries({ queryKey: domainKey(domain) })));

export { useBack } from '../../app/routing/useBack';
