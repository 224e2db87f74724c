import { API, type TApiDomain, type TChildPageForm, type TSaveRecordRequest } from '@kg/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { domainKey, queryKeyOf, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

const api = API.growthRecords;

/** A record or a child's page shows in the entry's counts, the class's progress and the list. */
const RECORD_WRITES: readonly TApiDomain[] = ['growthRecords'];

/** The school's terms, newest first, for the entry's term choice. */
export function useGrowthTerms() {
  return useEndpoint(api.terms, undefined);
}

/** The entry: the user's classes of a term (0: the open one) with their template and progress. */
export function useGrowthClasses(cycleId: number) {
  return useEndpoint(api.classes, { CycleId: cycleId }, { refetchOnMount: 'always' });
}

/** A class's children with done / drafts / due in the template the class records against. */
export function useClassStudents(classId: number, tempId: number) {
  return useEndpoint(
    api.classStudents,
    { ClassId: classId, TempId: tempId },
    { enabled: Boolean(classId && tempId), refetchOnMount: 'always' },
  );
}

/** G02: a child's record list. Coming back to it always shows what the server holds. */
export function useStudentRecords(studentId: number, tempId: number, teacherId = 0) {
  const input = { StudentId: studentId, TempId: tempId, TeacherId: teacherId };
  return useQuery({
    queryKey: queryKeyOf(api.studentRecords, input),
    // Quiet: the page says itself that this child's records cannot be opened.
    queryFn: ({ signal }) => http.request(api.studentRecords, input, { signal, quiet: true }),
    enabled: studentId > 0 && tempId > 0,
    retry: false,
    refetchOnMount: 'always',
  });
}

/** G15: quiet, so the editor itself says the load failed and resets (G16). */
export function fetchRecordDetail(moduleId: number, studentId: number, web: boolean) {
  return http.request(
    api.recordDetail,
    web ? { Id: moduleId, StudentId: studentId, IsWeb: 1 } : { Id: moduleId, StudentId: studentId },
    { quiet: true },
  );
}

/** G10: quiet, so the editor keeps the dialog and the text open on any failure. */
export function saveRecord(body: TSaveRecordRequest) {
  return http.request(api.save, body, { quiet: true });
}

/** G30: quiet, the editor shows 自动生成失败 itself. */
export function autoSummary(body: { StudentId: number; tempDetailId: number; answer: string }) {
  return http.request(api.autoSummary, body, { quiet: true });
}

/** G33: the child's latest physical exam (null when there is none). */
export function fetchPhysical(studentId: number) {
  return http.request(API.physicalExams.student, { Id: studentId }, { quiet: true });
}

/** G35 */
export function fetchEpilogues(q: { CustomerId: number; TempId: number; TeacherId: number }) {
  return http.request(api.epilogueTexts, { ...q, IsWeb: 1 }, { quiet: true });
}

/** Everything a record's save changes: the list, the class's progress, the entry's counts. */
export function useInvalidateRecords() {
  const client = useQueryClient();
  return () =>
    Promise.all(RECORD_WRITES.map((domain) => client.invalidateQueries({ queryKey: domainKey(domain) })));
}

/** G12, G13: the add dialog (with id: edit). */
export const useSaveChildPage = () =>
  useSaving((body: TChildPageForm) => http.request(api.saveChildPage, body), RECORD_WRITES);

export const useDeleteChildPage = () =>
  useSaving(
    (body: { id: number; studentId: number }) => http.request(api.deleteChildPage, body),
    RECORD_WRITES,
  );
