import {
  API,
  pathOf,
  type TApiDomain,
  type TEndpointResult,
  type TGrowthImportKind,
  type TModuleConfig,
  type TObservationTableQuery,
  type TSaveModuleRequest,
} from '@kg/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { domainKey, queryKeyOf, useEndpoint } from '../../api/queries';
import { postFile, uploadExcel } from '../../api/upload';
import { useSaving } from '../../api/useSaving';
import { importAnswer, type TImportAnswer } from '../imports/imports.api';
import { GROWTH_TEMPLATE_WRITES } from './growthTemplates.api';

/**
 * Calls of the module configuration (screen 9, F36-F46) and observation statistics
 * (screen 6, F47-F51) screens: the growth-template catalogue, the picture uploads and the imports.
 */
const T = API.growthTemplates;
const O = API.growthObservations;

/** F37: BackCoverImg, PlateId, Content, the template's status. */
export function useModuleConfig(id: number) {
  return useEndpoint(
    T.moduleConfig,
    { id },
    {
      // The form is filled from it once when the screen opens: read fresh each time it opens,
      // never again while it is open (what the user changed stays).
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
  );
}

/** F36: the library backgrounds, then the school's uploaded ones. */
export const backgroundsKey = queryKeyOf(T.backgrounds);

export function useBackgrounds() {
  return useEndpoint(T.backgrounds, undefined);
}

/** F36, F46: the 13 plates with their slot counts. */
export function usePlates() {
  return useEndpoint(T.plates, undefined, { staleTime: 30 * 60_000 });
}

/**
 * F37, F38: one save of the configuration; the page shows success and refusals itself.
 * It changes what the template screens and the growth records show (GROWTH_TEMPLATE_WRITES),
 * but not the configuration being edited, which it keeps in step itself.
 */
export function useSaveConfig() {
  const client = useQueryClient();
  const editing = queryKeyOf(T.moduleConfig)[1];
  return useMutation({
    mutationFn: (body: TSaveModuleRequest) => http.request(T.saveModule, body, { quiet: true }),
    onSuccess: (_, body) => {
      for (const domain of GROWTH_TEMPLATE_WRITES)
        void client.invalidateQueries({
          queryKey: domainKey(domain),
          predicate: (query) => query.queryKey[1] !== editing,
        });
      // What was saved is what the form holds: keep the cache in step without a refetch.
      client.setQueryData<TModuleConfig>(queryKeyOf(T.moduleConfig, { id: body.id }), (old) =>
        old
          ? {
              ...old,
              BackCoverImg: body.backCoverImg,
              PlateId: body.plateId || old.PlateId,
              Content: body.content || old.Content,
            }
          : old,
      );
    },
  });
}

/**
 * F36: a background of the school's own (JPEG or PNG, at most 2 MB, checked by the caller and
 * by the server); resolves to its /files/<uuid> path.
 */
export const uploadBackground = (file: File) => postFile(API.uploads.background, file, file.name);

/**
 * What a log sheet or growth-question write changes: the module's list, the template screens'
 * counts, the statistics of its points and the growth records that fill them.
 */
export const OBSERVATION_WRITES: readonly TApiDomain[] = [
  'growthObservations',
  'growthTemplates',
  'growthStatistics',
  'growthRecords',
];

// ── Log sheets (types 4, 5) ─────────────────────────────────────────────────────────

/** F40: dimension → element → points. */
export function useLogSheet(id: number, enabled: boolean) {
  return useEndpoint(O.logSheet, { id }, { enabled });
}

export const useAddPoint = (moduleId: number) =>
  useSaving(
    (body: { dimension: string; element: string; title: string }) =>
      http.request(O.addPoint, { tempDetailId: moduleId, ...body }, { quiet: true }),
    OBSERVATION_WRITES,
  );

export const useRenamePoint = () =>
  useSaving(
    (body: { id: number; title: string }) => http.request(O.updatePoint, body, { quiet: true }),
    OBSERVATION_WRITES,
  );

export const useDeletePoint = () =>
  useSaving((id: number) => http.request(O.removePoint, { id }), OBSERVATION_WRITES);

// ── Growth questions (type 12) ──────────────────────────────────────────────────────

export type TGrowthQuestionRow = TEndpointResult<typeof O.questions>[number];

/** F41 */
export function useGrowthQuestions(id: number, enabled: boolean) {
  return useEndpoint(O.questions, { Id: id }, { enabled });
}

export const useAddGrowthQuestion = (moduleId: number) =>
  useSaving(
    (name: string) => http.request(O.addQuestion, { tempDetailId: moduleId, name }, { quiet: true }),
    OBSERVATION_WRITES,
  );

export const useDeleteGrowthQuestion = () =>
  useSaving((id: number) => http.request(O.removeQuestion, { id }), OBSERVATION_WRITES);

// ── Imports (F42, F43) ──────────────────────────────────────────────────────────────

export type { TGrowthImportKind } from '@kg/contracts';

/** F43: the Excel templates are plain public links. */
export const growthTemplateUrl = (kind: TGrowthImportKind) => pathOf(API.imports.template, { kind });

const IMPORT_ENDPOINT = {
  observation: API.imports.observations,
  'growth-question': API.imports.growthQuestions,
} as const satisfies Record<TGrowthImportKind, unknown>;

export type TGrowthImportAnswer = TImportAnswer;

/**
 * F42: the file is uploaded first (its stored name comes back), then imported into the
 * module: every row or none. A refusal's msg (and its wrong rows) come back to the caller;
 * an upload that fails rejects with the server's msg.
 */
export async function importIntoModule(
  kind: TGrowthImportKind,
  file: File,
  target: { tempId: number; tempDetailId: number },
): Promise<TGrowthImportAnswer> {
  const fileName = await uploadExcel(file);
  const answer = await http.sendTo(IMPORT_ENDPOINT[kind], { ...target, fileName }, { silent: true });
  return importAnswer(answer);
}

// ── Statistics (screen 6) ───────────────────────────────────────────────────────────

export type TObservationTableAnswer = TEndpointResult<typeof API.growthStatistics.table>;

/** F50: the table of a type 5 module for a class (0 = every class of the grade). */
export function useObservationTable(query: TObservationTableQuery, enabled: boolean) {
  return useEndpoint(API.growthStatistics.table, query, {
    enabled,
    // F50: a failed call empties the table (no retry keeps stale rows on screen meanwhile).
    retry: false,
  });
}
