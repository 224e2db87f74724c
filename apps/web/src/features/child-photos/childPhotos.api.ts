import { API, type TAddChildPhotosRequest, type TRetagChildPhotosRequest } from '@kg/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import { photoQuery, type TPhotoFilters } from './childPhotos.logic';

const E = API.childPhotos;

/** A page of a class's album (0: the caller's first class), with its classes, children and counts. */
export const useClassPhotos = (classId: number, pageIndex: number, filters: TPhotoFilters) =>
  useEndpoint(E.list, photoQuery(classId, pageIndex, filters), { placeholderData: keepPreviousData });

/** Registers uploaded photos (or tags derived ones) in a class's album. */
export const useAddPhotos = () =>
  useSaving((body: TAddChildPhotosRequest) => http.request(E.add, body), ['childPhotos']);

/** Tags photos: library ones by id, derived ones registered by file; one refetch after both. */
export const useTagPhotos = () =>
  useSaving(
    async (body: { retag: TRetagChildPhotosRequest | null; add: TAddChildPhotosRequest | null }) => {
      if (body.retag) await http.request(E.retag, body.retag);
      if (body.add) await http.request(E.add, body.add);
    },
    ['childPhotos'],
  );

export const useDeletePhotos = () =>
  useSaving((ids: number[]) => http.request(E.remove, { ids }), ['childPhotos']);
