import type {
  TBackground,
  TImportFailure,
  TImportResult,
  TImportRowError,
  TLogDimension,
  TModuleConfig,
  TObservationRow,
  TObservationTableQuery,
  TPlateOption,
  TSaveModuleRequest,
} from '@kg/contracts';
import { API } from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { postFile, uploadExcel } from '../../api/upload';

/**
 * Calls of the module configuration (screen 9, F36-F46) and observation statistics
 * (screen 6, F47-F51) screens: /api/mgd/Eval_Growth, the picture uploads and the imports.
 */
const BASE = '/api/mgd/Eval_Growth';
const IMPORT_BASE = '/import/ImportInfo';

export const configKeys = {
  config: (id: number) => ['growth-config', 'module', id] as const,
  backgrounds: ['growth-config', 'backgrounds'] as const,
  plates: ['growth-config', 'plates'] as const,
  logSheet: (id: number) => ['growth-config', 'log-sheet', id] as const,
  questions: (id: number) => ['growth-config', 'questions', id] as const,
  table: (query: TObservationTableQuery) => ['growth-config', 'table', query] as const,
};

/** F37: BackCoverImg, PlateId, Content, the template's status. */
export function useModuleConfig(id: number) {
  return useQuery({
    queryKey: configKeys.config(id),
    queryFn: ({ signal }) =>
      http.get<TModuleConfig>(`${BASE}/GetTenantTempDetailOneInfo`, { id }, { signal }),
    // The form is filled from it once when the screen opens: read fresh each time it opens,
    // never again while it is open (what the user changed stays).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** F36: the library backgrounds, then the school's uploaded ones. */
export function useBackgrounds() {
  return useQuery({
    queryKey: configKeys.backgrounds,
    queryFn: ({ signal }) => http.get<TBackground[]>(`${BASE}/GetBackgroundList`, undefined, { signal }),
  });
}

/** F36, F46: the 13 plates with their slot counts. */
export function usePlates() {
  return useQuery({
    queryKey: configKeys.plates,
    queryFn: ({ signal }) => http.get<TPlateOption[]>(`${BASE}/GetPlateList`, undefined, { signal }),
    staleTime: 30 * 60_000,
  });
}

/** F37, F38: one save of the configuration; the page shows success and refusals itself. */
export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveModuleRequest) =>
      http.post<null>(`${BASE}/SaveTenantTempDetailOneInfo`, body, { quiet: true }),
    onSuccess: (_, body) => {
      void client.invalidateQueries({ queryKey: ['growth-templates'] });
      void client.invalidateQueries({ queryKey: configKeys.backgrounds });
      // What was saved is what the form holds: keep the cache in step without a refetch.
      client.setQueryData<TModuleConfig>(configKeys.config(body.id), (old) =>
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

// ── Log sheets (types 4, 5) ─────────────────────────────────────────────────────────

/** F40: dimension → element → points. */
export function useLogSheet(id: number, enabled: boolean) {
  return useQuery({
    queryKey: configKeys.logSheet(id),
    queryFn: ({ signal }) => http.get<TLogDimension[]>(`${BASE}/GetCycleWriteLogSheet`, { id }, { signal }),
    enabled,
  });
}

function useListWrite<TBody, TResult>(key: readonly unknown[], send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['growth-templates'] });
    },
  });
}

export const useAddPoint = (moduleId: number) =>
  useListWrite(configKeys.logSheet(moduleId), (body: { dimension: string; element: string; title: string }) =>
    http.post<{ Id: number }>(
      `${BASE}/AddObservationPoint`,
      { tempDetailId: moduleId, ...body },
      { quiet: true },
    ),
  );

export const useRenamePoint = (moduleId: number) =>
  useListWrite(configKeys.logSheet(moduleId), (body: { id: number; title: string }) =>
    http.post<null>(`${BASE}/UpdateObservationPoint`, body, { quiet: true }),
  );

export const useDeletePoint = (moduleId: number) =>
  useListWrite(configKeys.logSheet(moduleId), (id: number) =>
    http.post<null>(`${BASE}/DeleteObservationPoint`, { id }),
  );

// ── Growth questions (type 12) ──────────────────────────────────────────────────────

export type TGrowthQuestionRow = { Id: number; Name: string };

/** F41 */
export function useGrowthQuestions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: configKeys.questions(id),
    queryFn: ({ signal }) =>
      http.get<TGrowthQuestionRow[]>(`${BASE}/GetGrowthQuestionList`, { Id: id }, { signal }),
    enabled,
  });
}

export const useAddGrowthQuestion = (moduleId: number) =>
  useListWrite(configKeys.questions(moduleId), (name: string) =>
    http.post<{ Id: number }>(`${BASE}/AddGrowthQuestion`, { tempDetailId: moduleId, name }, { quiet: true }),
  );

export const useDeleteGrowthQuestion = (moduleId: number) =>
  useListWrite(configKeys.questions(moduleId), (id: number) =>
    http.post<null>(`${BASE}/DeleteGrowthQuestion`, { id }),
  );

// ── Imports (F42, F43) ──────────────────────────────────────────────────────────────

export type TGrowthImportKind = 'observation' | 'growth-question';

/** F43: the Excel templates are plain public links. */
export const growthTemplateUrl = (kind: TGrowthImportKind) => `${IMPORT_BASE}/Template/${kind}`;

const IMPORT_ACTION: Record<TGrowthImportKind, string> = {
  observation: 'ImportObservation',
  'growth-question': 'ImportGrowthQuestion',
};

export type TGrowthImportAnswer =
  | { ok: true; count: number; msg: string }
  | { ok: false; msg: string; errors: TImportRowError[] };

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
  const answer = await http.send<TImportResult | TImportFailure | null>(
    'POST',
    `${IMPORT_BASE}/${IMPORT_ACTION[kind]}`,
    { body: { ...target, fileName }, silent: true },
  );
  if (answer.success)
    return { ok: true, count: (answer.response as TImportResult | null)?.Count ?? 0, msg: answer.msg };
  return { ok: false, msg: answer.msg, errors: (answer.response as TImportFailure | null)?.Errors ?? [] };
}

// ── Statistics (screen 6) ───────────────────────────────────────────────────────────

export type TObservationTableAnswer = { Title: string; RecordCount: number; Rows: TObservationRow[] };

/** F50: the table of a type 5 module for a class (0 = every class of the grade). */
export function useObservationTable(query: TObservationTableQuery, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: configKeys.table(query),
    queryFn: ({ signal }) =>
      http.get<TObservationTableAnswer>(`${BASE}/GetTableByGrowDetail`, query, { signal }),
    // F50: a failed call empties the table (no retry keeps stale rows on screen meanwhile).
    retry: false,
  });
}
