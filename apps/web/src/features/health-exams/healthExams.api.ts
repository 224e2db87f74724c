import { API, pathOf, type TSaveExamSheet } from '@kg/contracts';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { domainKey, useEndpoint } from '../../api/queries';
import { uploadExcel } from '../../api/upload';
import { useSaving } from '../../api/useSaving';
import { importAnswer, type TImportAnswer } from '../imports/imports.api';

const E = API.physicalExams;

/** A class's sheet of a term (0: the open term / the first class). */
export const useExamSheet = (TermId: number, ClassId: number) =>
  useEndpoint(E.sheet, { TermId, ClassId }, { placeholderData: keepPreviousData, refetchOnMount: 'always' });

export const useFollowUp = (TermId: number, ClassId: number, enabled: boolean) =>
  useEndpoint(E.followUp, { TermId, ClassId }, { enabled, placeholderData: keepPreviousData });

export const useExamStats = (TermId: number, enabled: boolean) =>
  useEndpoint(E.statistics, { TermId }, { enabled, placeholderData: keepPreviousData });

/** Saves the entered rows; the sheet, 需关注 and statistics reload (one domain). */
export const useSaveSheet = () =>
  useSaving((body: TSaveExamSheet) => http.request(E.saveSheet, body), ['physicalExams']);

export const exportSheetUrl = (TermId: number, ClassId: number) =>
  `${pathOf(E.exportSheet, { TermId, ClassId })}?TermId=${TermId}&ClassId=${ClassId}`;

/** Uploads the file and imports it into the class's term: every row or none. */
export async function importSheet(file: File, TermId: number, ClassId: number): Promise<TImportAnswer> {
  const fileName = await uploadExcel(file);
  return importAnswer(await http.sendTo(E.importSheet, { fileName, TermId, ClassId }, { silent: true }));
}

export const refetchExams = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: domainKey('physicalExams') });
