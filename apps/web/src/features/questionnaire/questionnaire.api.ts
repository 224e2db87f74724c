import { API, type TQuestionnaireInfo, type TSubmitQuestionnaireRequest } from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { domainKey, queryKeyOf, useEndpoint } from '../../api/queries';

const Q = API.questionnaire;

/** The class view: children, banks and what is done in a term (0: the open one). */
export function useClassProgress(classId: number | undefined, cycleId: number) {
  return useEndpoint(
    Q.classProgress,
    { ClassId: classId ?? 0, CycleId: cycleId },
    {
      enabled: Boolean(classId),
      // Coming back from a questionnaire must show what was just saved.
      refetchOnMount: 'always',
    },
  );
}

/** 查看结果: the class's children × banks with their averages in a term (0: the open one). */
export function useClassResults(classId: number | undefined, cycleId: number, enabled: boolean) {
  return useEndpoint(
    Q.classResults,
    { ClassId: classId ?? 0, CycleId: cycleId },
    {
      enabled: enabled && Boolean(classId),
      // Coming back from a questionnaire must show what was just saved.
      refetchOnMount: 'always',
    },
  );
}

/** One child's answers by bank and question, the term beside the previous one. */
export function useChildResults(studentId: number | null, cycleId: number) {
  return useEndpoint(
    Q.childResults,
    { StudentId: studentId ?? 0, CycleId: cycleId },
    { enabled: studentId !== null, refetchOnMount: 'always' },
  );
}

/**
 * J02: the bank's questions for the child with the saved answers. Quiet: the page shows a
 * refusal's own words as a warning. Never cached: re-opening shows what the server holds.
 */
export function useQuestionnaire(info: TQuestionnaireInfo | null) {
  const input = {
    SId: info?.CateId ?? 0,
    StudentId: info?.StudentId ?? 0,
    IsBaby: info?.IsBaby,
    BabyLevel: info?.BabyLevel,
    CycleId: info?.CycleId,
  };
  return useQuery({
    queryKey: queryKeyOf(Q.questions, input),
    queryFn: ({ signal }) => http.request(Q.questions, input, { signal, quiet: true }),
    enabled: info !== null,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * J07: quiet, so the page shows the server's own refusal (J10) and keeps the answers. The
 * class view's ticks, the results and the banks' answer counts refetch; the questionnaire on
 * screen stays as it was sent.
 */
export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  const onScreen = queryKeyOf(Q.questions)[1];
  return useMutation({
    mutationFn: (body: TSubmitQuestionnaireRequest) => http.request(Q.submit, body, { quiet: true }),
    onSuccess: async () => {
      await client.invalidateQueries({
        queryKey: domainKey('questionnaire'),
        predicate: (query) => query.queryKey[1] !== onScreen,
      });
      await client.invalidateQueries({ queryKey: domainKey('questionBank') });
    },
  });
}
