import { API, type TAddProcessEvaluationRequest } from '@kg/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

const E = API.processEvaluations;

/** The class view: terms, the user's classes of the term and a class's children (0: the first). */
export const useProcessClassStudents = (ClassId: number, CycleId: number) =>
  useEndpoint(
    E.classStudents,
    { ClassId, CycleId },
    // Coming back from a child's list shows its new count.
    { placeholderData: keepPreviousData, refetchOnMount: 'always' },
  );

/** H02: a page of a child's entries in a term (0: the open one). */
export const useProcessList = (query: {
  StudentId: number;
  CycleId: number;
  IsBaby: boolean;
  BabyLevel: number | null;
  PageIndex: number;
  PageSize: number;
}) =>
  useEndpoint(
    E.list,
    {
      StudentId: query.StudentId,
      CycleId: query.CycleId,
      // Sent as the spec names them; the server reads the child's own.
      IsBaby: String(query.IsBaby),
      ...(query.BabyLevel === null ? {} : { BabyLevel: String(query.BabyLevel) }),
      PageIndex: query.PageIndex,
      PageSize: query.PageSize,
    },
    { enabled: query.StudentId > 0, placeholderData: keepPreviousData },
  );

export const useAddProcessEvaluation = () =>
  useSaving((body: TAddProcessEvaluationRequest) => http.request(E.add, body), ['processEvaluations']);

export const useDeleteProcessEvaluations = () =>
  useSaving((ids: number[]) => http.request(E.remove, { ids }), ['processEvaluations']);
