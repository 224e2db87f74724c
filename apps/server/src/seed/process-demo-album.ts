import { PROCESS_DIMENSIONS } from '@kg/contracts';
import { addDays } from '../lib/dates';

/**
 * A class's demo album (幼儿相册): nine photos over five of the six dimensions, each showing one
 * to three of the class's three evaluated children (0, 1, 2 here). Laid out so that every child
 * has two or three dimensions with at least two photos of them: the photo pages of their
 * finished entry, which may only use photos tagged with the child (the picker marks them used).
 */
const ALBUM: ReadonlyArray<{ dimension: number; children: readonly number[] }> = [
  { dimension: 0, children: [0, 1] },
  { dimension: 0, children: [0, 2] },
  { dimension: 0, children: [0, 1, 2] },
  { dimension: 1, children: [0, 1] },
  { dimension: 1, children: [0, 1, 2] },
  { dimension: 2, children: [0, 2] },
  { dimension: 2, children: [0, 2] },
  { dimension: 3, children: [1] },
  { dimension: 4, children: [2] },
];

/** The most photos the demo puts on one photo page, and the most photo pages of an entry. */
const PHOTOS_PER_PAGE = 4;
const PAGES_PER_ENTRY = 3;

export type TDemoPhoto = {
  /** its place in the album: which drawing it shows */
  slot: number;
  /** PROCESS_DIMENSIONS 1-6 */
  dimension: number;
  studentIds: number[];
  /** a day of the first four weeks from `firstDay`, so the picker's range filter shows it */
  takenOn: string;
};

/**
 * The album of the `classIndex`-th class for its evaluated `children` (by id): the dimensions
 * and which child plays which part turn with the class, so the school's albums differ and
 * together cover all six dimensions.
 */
export function demoAlbum(classIndex: number, children: readonly number[], firstDay: string): TDemoPhoto[] {
  if (children.length === 0) return [];
  return ALBUM.map((photo, slot) => ({
    slot,
    dimension: PROCESS_DIMENSIONS[(photo.dimension + classIndex) % PROCESS_DIMENSIONS.length]!.Id,
    studentIds: [...new Set(photo.children.map((c) => children[(c + classIndex) % children.length]!))],
    takenOn: addDays(firstDay, (slot * 3 + classIndex) % 28),
  }));
}

/**
 * A child's photo pages: the dimensions with at least two of the child's photos, in page order,
 * at most three, each with at most four photos.
 */
export function demoPhotoPages<T extends { dimension: number; studentIds: readonly number[] }>(
  album: readonly T[],
  studentId: number,
): Array<{ dimension: number; photos: T[] }> {
  return PROCESS_DIMENSIONS.map((d) => ({
    dimension: d.Id,
    photos: album
      .filter((p) => p.dimension === d.Id && p.studentIds.includes(studentId))
      .slice(0, PHOTOS_PER_PAGE),
  }))
    .filter((page) => page.photos.length >= 2)
    .slice(0, PAGES_PER_ENTRY);
}
