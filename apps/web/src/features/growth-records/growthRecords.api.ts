import type {
  TChildPageForm,
  TClassStudents,
  TEpilogueText,
  TGrowthClass,
  TGrowthTerm,
  TRecordDetail,
  TSaveRecordRequest,
  TStudentPhysical,
  TStudentRecords,
} from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

const BASE = '/api/mgd/Eval_Growth';

export const growthRecordKeys = {
  all: ['growth-records'] as const,
  terms: ['growth-records', 'terms'] as const,
  classes: (cycleId: number) => ['growth-records', 'classes', cycleId] as const,
  students: (classId: number, tempId: number) => ['growth-records', 'students', classId, tempId] as const,
  records: (studentId: number, tempId: number) => ['growth-records', 'records', studentId, tempId] as const,
};

/** The school's terms, newest first, for the entry's term choice. */
export function useGrowthTerms() {
  return useQuery({
    queryKey: growthRecordKeys.terms,
    queryFn: ({ signal }) => http.get<TGrowthTerm[]>(`${BASE}/GetGrowthTerms`, undefined, { signal }),
  });
}

/** The entry: the user's classes of a term (0: the open one) with their template and progress. */
export function useGrowthClasses(cycleId: number) {
  return useQuery({
    queryKey: growthRecordKeys.classes(cycleId),
    queryFn: ({ signal }) =>
      http.get<TGrowthClass[]>(`${BASE}/GetGrowthClassList`, { CycleId: cycleId }, { signal }),
    refetchOnMount: 'always',
  });
}

/** A class's children with done / drafts / due in the template the class records against. */
export function useClassStudents(classId: number, tempId: number) {
  return useQuery({
    queryKey: growthRecordKeys.students(classId, tempId),
    queryFn: ({ signal }) =>
      http.get<TClassStudents>(
        `${BASE}/GetGrowthClassStudents`,
        { ClassId: classId, TempId: tempId },
        { signal },
      ),
    enabled: Boolean(classId && tempId),
    refetchOnMount: 'always',
  });
}

/** G02: a child's record list. Coming back to it always shows what the server holds. */
export function useStudentRecords(studentId: number, tempId: number, teacherId = 0) {
  return useQuery({
    queryKey: growthRecordKeys.records(studentId, tempId),
    queryFn: ({ signal }) =>
      http.get<TStudentRecords>(
        `${BASE}/GetStudentGrowthRecords`,
        { StudentId: studentId, TempId: tempId, TeacherId: teacherId },
        // Quiet: the page says itself that this child's records cannot be opened.
        { signal, quiet: true },
      ),
    enabled: studentId > 0 && tempId > 0,
    retry: false,
    refetchOnMount: 'always',
  });
}

/** G15: quiet, so the editor itself says the load failed and resets (G16). */
export function fetchRecordDetail(moduleId: number, studentId: number, web: boolean) {
  return http.get<TRecordDetail>(
    `${BASE}/GetGrowthRecordDetail`,
    web ? { Id: moduleId, StudentId: studentId, IsWeb: 1 } : { Id: moduleId, StudentId: studentId },
    { quiet: true },
  );
}

/** G10: quiet, so the editor keeps the dialog and the text open on any failure. */
export function saveRecord(body: TSaveRecordRequest) {
  return http.post<{ RecordId: number; UpdatedAt: string }>(`${BASE}/SaveGrowthRecord`, body, {
    quiet: true,
  });
}

/** G30: quiet, the editor shows 自动生成失败 itself. */
export function autoSummary(body: { StudentId: number; tempDetailId: number; answer: string }) {
  return http.post<string>(`${BASE}/AutoGenerateSummary`, body, { quiet: true });
}

/** G33: the child's latest physical exam (null when there is none). */
export function fetchPhysical(studentId: number) {
  return http.get<TStudentPhysical | null>(
    '/api/mgd/He_Physical/GetStudentPhysicalInfo',
    { Id: studentId },
    { quiet: true },
  );
}

/** G35 */
export function fetchEpilogues(q: { CustomerId: number; TempId: number; TeacherId: number }) {
  return http.get<TEpilogueText[]>(`${BASE}/GetEpilogueTexts`, { ...q, IsWeb: 1 }, { quiet: true });
}

/** Everything a save changes: the list, the class's progress, the entry's counts. */
export function useInvalidateRecords() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: growthRecordKeys.all });
}

/** G12, G13: the add dialog (with id: edit). */
export function useSaveChildPage() {
  const invalidate = useInvalidateRecords();
  return useMutation({
    mutationFn: (body: TChildPageForm) => http.post<{ Id: number }>(`${BASE}/AddStudentGrowthDetail`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteChildPage() {
  const invalidate = useInvalidateRecords();
  return useMutation({
    mutationFn: (body: { id: number; studentId: number }) =>
      http.post<null>(`${BASE}/DeleteStudentGrowthDetail`, body),
    onSuccess: invalidate,
  });
}
