import type {
  TAddTemplateRequest,
  TBackground,
  TCatalogueEntry,
  TGrowthModule,
  TGrowthTemplate,
  TLogDimension,
  TOption,
} from '@kg/contracts';
import { API } from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { postFile } from '../../api/upload';
import type { TModuleBody } from './growthTemplates.logic';

/** The template list and template detail calls (issue 6 catalogue, F02-F35). */
const BASE = '/api/mgd/Eval_Growth';

export const growthKeys = {
  all: ['growth-templates'] as const,
  page: (f: TTemplateFilters) => ['growth-templates', 'page', f] as const,
  detail: (id: number) => ['growth-templates', 'detail', id] as const,
  types: ['growth-templates', 'types'] as const,
  operators: ['growth-templates', 'operators'] as const,
  cycles: (studyYearId: number) => ['growth-templates', 'cycles', studyYearId] as const,
  backgrounds: ['growth-templates', 'backgrounds'] as const,
  preview: (id: number, typeNum: number) => ['growth-templates', 'preview', id, typeNum] as const,
};

/** 0 or undefined: any. */
export type TTemplateFilters = { StudyYearId?: number; GradeId?: number; CycleId?: number };
export type TTemplateDetail = { Template: TGrowthTemplate; List: TGrowthModule[] };
export type TValueOption = { Value: number; Name: string };

const STALE_OPTIONS = 5 * 60_000;

export function useTemplates(filters: TTemplateFilters, enabled = true) {
  return useQuery({
    queryKey: growthKeys.page(filters),
    queryFn: ({ signal }) =>
      http.get<TGrowthTemplate[]>(
        `${BASE}/GetTenantTempPage`,
        {
          StudyYearId: filters.StudyYearId ?? 0,
          GradeId: filters.GradeId ?? 0,
          CycleId: filters.CycleId && filters.CycleId > 0 ? filters.CycleId : 0,
        },
        { signal },
      ),
    enabled,
  });
}

/** F02 */
export function useTemplateDetail(id: number | undefined) {
  return useQuery({
    queryKey: growthKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<TTemplateDetail>(`${BASE}/GetTenantTempDetailInfoWeb`, { id }, { signal }),
    enabled: Boolean(id),
  });
}

/** F27 */
export function useTypeOptions() {
  return useQuery({
    queryKey: growthKeys.types,
    queryFn: ({ signal }) => http.get<TValueOption[]>(`${BASE}/GetTenantTempTypeInfo`, undefined, { signal }),
    staleTime: STALE_OPTIONS,
  });
}

export function useOperatorOptions() {
  return useQuery({
    queryKey: growthKeys.operators,
    queryFn: ({ signal }) =>
      http.get<TValueOption[]>(`${BASE}/GetTenantTempOperatorInfo`, undefined, { signal }),
    staleTime: STALE_OPTIONS,
  });
}

/** F25: the terms of a study year (the spec's own call, with SchoolId). */
export function useCycleOptions(
  studyYearId: number | undefined,
  schoolId: number | undefined,
  enabled = true,
) {
  return useQuery({
    queryKey: growthKeys.cycles(studyYearId ?? 0),
    queryFn: ({ signal }) =>
      http.get<TOption[]>(
        '/api/back/SchoolInfo/GetCycleInfoSelectResult',
        { SchoolId: schoolId, StudyYearsId: studyYearId },
        { signal },
      ),
    enabled: enabled && Boolean(studyYearId),
    staleTime: STALE_OPTIONS,
  });
}

/** F29: the library, then the school's uploads. */
export function useBackgrounds(enabled: boolean) {
  return useQuery({
    queryKey: growthKeys.backgrounds,
    queryFn: ({ signal }) => http.get<TBackground[]>(`${BASE}/GetBackCoverImgList`, undefined, { signal }),
    enabled,
  });
}

/** A write after which the template screens show fresh data (lists, counts, status). */
function useGrowthWrite<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: growthKeys.all }),
  });
}

export const useAddTemplate = () =>
  useGrowthWrite((body: TAddTemplateRequest) => http.post<{ id: number }>(`${BASE}/AddTenantTempInfo`, body));

export const usePublishTemplate = () =>
  useGrowthWrite((body: { id: number; status: 0 | 1 }) =>
    http.post<null>(`${BASE}/PublishTenantTempInfo`, body),
  );

export const useDeleteTemplate = () =>
  useGrowthWrite((id: number) => http.post<null>(`${BASE}/DeleteTenantTempInfo`, { id }));

/** F19: id present → update, else add. */
export const useSaveModule = () =>
  useGrowthWrite((body: TModuleBody) =>
    body.id
      ? http.post<null>(`${BASE}/UpdateTenantTempDetailOneInfo`, body)
      : http.post<{ Id: number }>(`${BASE}/AddTenantTempDetailOneInfo`, body),
  );

/** F28 */
export const useDeleteModule = () =>
  useGrowthWrite((id: number) => http.post<null>(`${BASE}/DeleteTenantTempDetailOneInfo`, { id }));

/** F05 */
export const useSortModules = () =>
  useGrowthWrite((body: { list: Array<{ id: number; orderSort: number }> }) =>
    http.post<null>(`${BASE}/SortGrowDetailInfo`, body),
  );

/** F11 one module; F12 every module of a template (tempId, status 1). */
export const useOpenClose = () =>
  useGrowthWrite((body: { id: number; status: 0 | 1 } | { tempId: number; status: 1 }) =>
    http.post<null>(`${BASE}/OpenCloseTenantTempDetailOneInfo`, body),
  );

/** F16 */
export const useResetTemplate = () =>
  useGrowthWrite((id: number) => http.post<null>(`${BASE}/ResetTempInfo`, { id }));

/** F15 */
export const useClearModule = () =>
  useGrowthWrite((Id: number) => http.post<{ Count: number }>(`${BASE}/ClearTenantTempDetailData`, { Id }));

/** F29: the cover form sends plateId 0 and an empty content. */
export const useSaveCover = () =>
  useGrowthWrite((body: { id: number; backCoverImg: string }) =>
    http.post<null>(`${BASE}/SaveTenantTempDetailOneInfo`, { ...body, plateId: 0, content: '' }),
  );

/** F31: a template background (JPEG/PNG under 2 MB, checked before); the stored path. */
export const uploadBackground = (file: File) => postFile(API.uploads.background, file, file.name);

// ── F32: preview ─────────────────────────────────────────────────────────────────────

export type TModuleImages = {
  BackCoverImg: string;
  PlateLookImg: string;
  PlateId: number;
  TypeNum: number;
  Title: string;
  Content: string;
};
export type TCycleWriteCycle = {
  Title: string;
  CycleName: string;
  LogSheet: TLogDimension[];
  CycleWrites: Array<{ Title: string; Desc: string }>;
};
export type TCycleWrite = { Title: string; TimeCopy: string; LogSheet: TLogDimension[] };

export type TPreview = {
  images: TModuleImages;
  catalogue?: TCatalogueEntry[];
  termSheet?: TCycleWriteCycle;
  monthSheet?: TCycleWrite;
};

export function usePreview(id: number | undefined, typeNum: number) {
  return useQuery({
    queryKey: growthKeys.preview(id ?? 0, typeNum),
    queryFn: async ({ signal }): Promise<TPreview> => {
      const images = http.get<TModuleImages>(
        `${BASE}/GetTenantTempDetailOneInfoByImgTextRecord`,
        { id },
        { signal },
      );
      const extra =
        typeNum === 3
          ? http
              .get<TCatalogueEntry[]>(`${BASE}/GetTenantTempDetailCatalogueInfo`, { Id: id }, { signal })
              .then((catalogue) => ({ catalogue }))
          : typeNum === 4
            ? http
                .get<TCycleWriteCycle>(
                  `${BASE}/GoTenantTempDetailOneInfoByCycleWriteCycle`,
                  { Id: id },
                  { signal },
                )
                .then((termSheet) => ({ termSheet }))
            : typeNum === 5
              ? http
                  .get<TCycleWrite>(`${BASE}/GoTenantTempDetailOneInfoByCycleWrite`, { Id: id }, { signal })
                  .then((monthSheet) => ({ monthSheet }))
              : Promise.resolve({});
      const [base, more] = await Promise.all([images, extra]);
      return { images: base, ...more };
    },
    enabled: Boolean(id),
    staleTime: 0,
  });
}
