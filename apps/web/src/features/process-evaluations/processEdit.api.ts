import './processEvaluations.i18n';
import { API, PROCESS_MESSAGES, type TProcessEditInfo, type TSubmitProcessPageRequest } from '@kg/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { http, refusalOf } from '../../api/http';
import { domainKey, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TProcessMessageKey } from './processEdit.logic';

const E = API.processEvaluations;

/**
 * A message of the process catalogue in the user's language, as the server would say it (the
 * dialogs check its rules before sending, with its words): the Chinese text, or the en/es
 * translation of its error code.
 */
export const processMessage = (key: TProcessMessageKey) =>
  refusalOf({ msg: PROCESS_MESSAGES[key], code: `processEvaluations.${key}` });

/** H13: the entry's page items with the entry and its child; the four fields dataInfo carries. */
export const useProcessPages = (info: TProcessEditInfo) =>
  useEndpoint(
    E.pages,
    {
      StudentId: info.StudentId,
      // Sent as the spec names them; the server reads the child's own.
      IsBaby: String(info.IsBaby),
      ...(info.BabyLevel === null ? {} : { BabyLevel: String(info.BabyLevel) }),
      Id: info.Id,
    },
    // Coming back from a dialog or another tab shows what was saved meanwhile.
    { refetchOnMount: 'always' },
  );

/** H17: open or close a page; the entry (status) and its list refetch. */
export const useTogglePage = () =>
  useSaving(
    ({ id, open }: { id: number; open: boolean }) => http.request(open ? E.openPage : E.closePage, { id }),
    ['processEvaluations'],
  );

/** H19: a page item to edit, read fresh each time a dialog opens. */
export const fetchPageDetail = (Id: number) => http.request(E.pageDetail, { Id });

/** H20: a page's save; afterwards the cards, the entry's status and the list refetch. */
export const useSubmitPage = () =>
  useSaving((body: TSubmitProcessPageRequest) => http.request(E.submitPage, body), ['processEvaluations']);

/** H26, Q6: a bank's questions for the child (an empty name asks nothing). */
export const useProcessQuestions = (StudentId: number, Name: string) =>
  useEndpoint(E.questions, { StudentId, Name }, { enabled: Boolean(Name), staleTime: 60_000 });

/** Q6: a bank's questions, read once when the teacher chooses the bank for table 2. */
export const fetchQuestions = (StudentId: number, Name: string) =>
  http.request(E.questions, { StudentId, Name });

/** H25: the rating table's printed header line for a title. */
export const useTableHeader = (StudentId: number, Name: string) =>
  useEndpoint(E.tableHeader, { StudentId, Name }, { placeholderData: keepPreviousData, staleTime: 60_000 });

/** H24: the child's library photos of a dimension; isCheck: on this page. */
export const useCloudImages = (StudentId: number, Dimension: number, Id: number) =>
  useEndpoint(E.cloudImages, { StudentId, Dimension, Type: 1, Id }, { placeholderData: keepPreviousData });

/**
 * A photo uploaded from a page's dialog goes into the child's album too (design H23), tagged with
 * the child and the page's dimension, so the picker offers it next time. Best effort and quiet:
 * the photo is on the page either way; a class the album refuses (a past year's) leaves it there.
 */
export function useRegisterPhotos() {
  const client = useQueryClient();
  return async (photos: { FileUrl: string; TakenOn: string | null }[], tags: TRegisterTags) => {
    if (photos.length === 0 || !tags.Dimension) return;
    try {
      await http.request(
        API.childPhotos.add,
        {
          ClassId: tags.ClassId,
          Dimension: tags.Dimension,
          StudentIds: [tags.StudentId],
          Photos: photos.map((p) => ({ FileUrl: p.FileUrl, ...(p.TakenOn ? { TakenOn: p.TakenOn } : {}) })),
        },
        { quiet: true },
      );
      await Promise.all(
        (['childPhotos', 'processEvaluations'] as const).map((d) =>
          client.invalidateQueries({ queryKey: domainKey(d) }),
        ),
      );
    } catch {
      // The album keeps its own ways to add a photo; the page already holds it.
    }
  };
}

type TRegisterTags = { StudentId: number; Dimension: number | null; ClassId: number };
