import { API, type TTeacherMessageRequest } from '@kg/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

const E = API.termReports;

/** 评价报告: a class of a term with every report's state (0: the first class / the open term). */
export const useReportHub = (ClassId: number, CycleId: number) =>
  useEndpoint(E.hub, { ClassId, CycleId }, { placeholderData: keepPreviousData, refetchOnMount: 'always' });

/** 老师寄语; the hub reloads after it. */
export const useSaveTeacherMessage = () =>
  useSaving(
    (body: TTeacherMessageRequest) => http.request(E.saveMessage, body, { quiet: true }),
    ['termReports'],
  );
