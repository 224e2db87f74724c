import type {
  TChildResults,
  TClassProgress,
  TClassResults,
  TQuestionnaire,
  TQuestionnaireInfo,
  TSubmitQuestionnaireRequest,
} from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

const BASE = '/api/mgd/Cs_Question';

export const questionnaireKeys = {
  results: (classId: number, cycleId: number) => ['questionnaire', 'results', classId, cycleId] as const,
  childResults: (studentId: number, cycleId: number) =>
    ['questionnaire', 'childResults', studentId, cycleId] as const,
  progress: (classId: number, cycleId: number) => ['questionnaire', 'progress', classId, cycleId] as const,
  questions: (info: TQuestionnaireInfo) =>
    ['questionnaire', 'questions', info.CateId, info.StudentId, info.CycleId] as const,
};

/** The class view: children, banks and what is done in a term (0: the open one). */
export function useClassProgress(classId: number | undefined, cycleId: number) {
  return useQuery({
    queryKey: questionnaireKeys.progress(classId ?? 0, cycleId),
    queryFn: ({ signal }) =>
      http.get<TClassProgress>(
        `${BASE}/GetClassProgress`,
        { ClassId: classId, CycleId: cycleId },
        { signal },
      ),
    enabled: Boolean(classId),
    // Coming back from a questionnaire must show what was just saved.
    refetchOnMount: 'always',
  });
}

/** 查看结果: the class's children × banks with their averages in a term (0: the open one). */
export function useClassResults(classId: number | undefined, cycleId: number, enabled: boolean) {
  return useQuery({
    queryKey: questionnaireKeys.results(classId ?? 0, cycleId),
    queryFn: ({ signal }) =>
      http.get<TClassResults>(`${BASE}/GetClassResults`, { ClassId: classId, CycleId: cycleId }, { signal }),
    enabled: enabled && Boolean(classId),
    // Coming back from a questionnaire must show what was just saved.
    refetchOnMount: 'always',
  });
}

/** One child's answers by bank and question, the term beside the previous one. */
export function useChildResults(studentId: number | null, cycleId: number) {
  return useQuery({
    queryKey: questionnaireKeys.childResults(studentId ?? 0, cycleId),
    queryFn: ({ signal }) =>
      http.get<TChildResults>(
        `${BASE}/GetChildResults`,
        { StudentId: studentId, CycleId: cycleId },
        { signal },
      ),
    enabled: studentId !== null,
    refetchOnMount: 'always',
  });
}

/**
 * J02: the bank's questions for the child with the saved answers. Quiet: the page shows a
 * refusal's own words as a warning. Never cached: re-opening shows what the server holds.
 */
export function useQuestionnaire(info: TQuestionnaireInfo | null) {
  return useQuery({
    queryKey: info ? questionnaireKeys.questions(info) : ['questionnaire', 'questions', 'none'],
    queryFn: ({ signal }) =>
      http.get<TQuestionnaire>(
        `${BASE}/GetQuestions`,
        {
          SId: info?.CateId,
          StudentId: info?.StudentId,
          IsBaby: info?.IsBaby,
          BabyLevel: info?.BabyLevel,
          CycleId: info?.CycleId,
        },
        { signal, quiet: true },
      ),
    enabled: info !== null,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** J07: quiet, so the page shows the server's own refusal (J10) and keeps the answers. */
export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitQuestionnaireRequest) =>
      http.post<{ StudentIds: number[]; CycleId: number }>(`${BASE}/SubmitAnswer`, body, { quiet: true }),
    // The class view's ticks; the questionnaire on screen stays as it was sent.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['questionnaire', 'progress'] });
      await client.invalidateQueries({ queryKey: ['questionnaire', 'results'] });
      await client.invalidateQueries({ queryKey: ['questionnaire', 'childResults'] });
    },
  });
}
