import { API, type TAddTemplateRequest, type TApiDomain, type TEndpointResult } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf, useEndpoint } from '../../api/queries';
import { postFile } from '../../api/upload';
import { useSaving } from '../../api/useSaving';
import type { TModuleBody } from './growthTemplates.logic';

/** The template list and template detail calls (issue 6 catalogue, F02-F35). */
const T = API.growthTemplates;

/** 0 or undefined: any. */
export type TTemplateFilters = { StudyYearId?: number; GradeId?: number; CycleId?: number };
export type TTemplateDetail = TEndpointResult<typeof T.modules>;
export type TValueOption = TEndpointResult<typeof T.typeOptions>[number];

const STALE_OPTIONS = 5 * 60_000;

export function useTemplates(filters: TTemplateFilters, enabled = true) {
  return useEndpoint(
    T.page,
    {
      StudyYearId: filters.StudyYearId ?? 0,
      GradeId: filters.GradeId ?? 0,
      CycleId: filters.CycleId && filters.CycleId > 0 ? filters.CycleId : 0,
    },
    { enabled },
  );
}

/** F02 */
export function useTemplateDetail(id: number | undefined) {
  return useEndpoint(T.modules, { id: id ?? 0 }, { enabled: Boolean(id) });
}

/** F27 */
export function useTypeOptions() {
  return useEndpoint(T.typeOptions, undefined, { staleTime: STALE_OPTIONS });
}

export function useOperatorOptions() {
  return useEndpoint(T.operatorOptions, undefined, { staleTime: STALE_OPTIONS });
}

/** F25: the terms of a study year (the spec's own call, with SchoolId). */
export function useCycleOptions(
  studyYearId: number | undefined,
  schoolId: number | undefined,
  enabled = true,
) {
  return useEndpoint(
    API.schoolInfo.cycleSelect,
    { SchoolId: schoolId, StudyYearsId: studyYearId ?? 0 },
    { enabled: enabled && Boolean(studyYearId), staleTime: STALE_OPTIONS },
  );
}

/** F29: the library, then the school's uploads. */
export function useBackgrounds(enabled: boolean) {
  return useEndpoint(T.covers, undefined, { enabled });
}

/**
 * What a template write changes: the template screens (lists, counts, status), the module
 * configuration, log sheets and statistics of its modules, and the growth records written
 * against its published templates.
 */
export const GROWTH_TEMPLATE_WRITES: readonly TApiDomain[] = [
  'growthTemplates',
  'growthObservations',
  'growthStatistics',
  'growthRecords',
];

const useGrowthWrite = <TBody, TResult>(send: (body: TBody) => Promise<TResult>) =>
  useSaving(send, GROWTH_TEMPLATE_WRITES);

export const useAddTemplate = () => useGrowthWrite((body: TAddTemplateRequest) => http.request(T.add, body));

export const usePublishTemplate = () =>
  useGrowthWrite((body: { id: number; status: 0 | 1 }) => http.request(T.publish, body));

export const useDeleteTemplate = () => useGrowthWrite((id: number) => http.request(T.remove, { id }));

/** F19: id present → update, else add. */
export const useSaveModule = () =>
  useGrowthWrite((body: TModuleBody) =>
    body.id
      ? http.request(T.updateModule, { ...body, id: body.id }).then(() => null)
      : http.request(T.addModule, body),
  );

/** F28 */
export const useDeleteModule = () => useGrowthWrite((id: number) => http.request(T.removeModule, { id }));

/** F05 */
export const useSortModules = () =>
  useGrowthWrite((body: { list: Array<{ id: number; orderSort: number }> }) =>
    http.request(T.sortModules, body),
  );

/** F11 one module; F12 every module of a template (tempId, status 1). */
export const useOpenClose = () =>
  useGrowthWrite((body: { id: number; status: 0 | 1 } | { tempId: number; status: 1 }) =>
    http.request(T.openClose, body),
  );

/** F16 */
export const useResetTemplate = () => useGrowthWrite((id: number) => http.request(T.reset, { id }));

/** F15 */
export const useClearModule = () => useGrowthWrite((Id: number) => http.request(T.clearModule, { Id }));

/** F29: the cover form sends plateId 0 and an empty content. */
export const useSaveCover = () =>
  useGrowthWrite((body: { id: number; backCoverImg: string }) =>
    http.request(T.saveModule, { ...body, plateId: 0, content: '' }),
  );

/** F31: a template background (JPEG/PNG under 2 MB, checked before); the stored path. */
export const uploadBackground = (file: File) => postFile(API.uploads.background, file, file.name);

// ── F32: preview ─────────────────────────────────────────────────────────────────────

export type TModuleImages = TEndpointResult<typeof T.moduleImages>;
export type TCycleWriteCycle = TEndpointResult<typeof T.cycleWriteCycle>;
export type TCycleWrite = TEndpointResult<typeof T.cycleWrite>;
export type TCatalogueEntry = TEndpointResult<typeof T.catalogue>[number];

export type TPreview = {
  images: TModuleImages;
  catalogue?: TCatalogueEntry[];
  termSheet?: TCycleWriteCycle;
  monthSheet?: TCycleWrite;
};

export function usePreview(id: number | undefined, typeNum: number) {
  const Id = id ?? 0;
  return useQuery({
    // the module's images, and by its type the catalogue or the term / month sheet
    queryKey: [...queryKeyOf(T.moduleImages, { id: Id }), typeNum],
    queryFn: async ({ signal }): Promise<TPreview> => {
      const images = http.request(T.moduleImages, { id: Id }, { signal });
      const extra =
        typeNum === 3
          ? http.request(T.catalogue, { Id }, { signal }).then((catalogue) => ({ catalogue }))
          : typeNum === 4
            ? http.request(T.cycleWriteCycle, { Id }, { signal }).then((termSheet) => ({ termSheet }))
            : typeNum === 5
              ? http.request(T.cycleWrite, { Id }, { signal }).then((monthSheet) => ({ monthSheet }))
              : Promise.resolve({});
      const [base, more] = await Promise.all([images, extra]);
      return { images: base, ...more };
    },
    enabled: Boolean(id),
    staleTime: 0,
  });
}
