import { starFilled, starsOfLevel } from '../../features/themes/scoring/scoring.logic';

/** The stars a printed level cell shows for a score: each star of that level, on or off. */
export const starFilledForReport = (entryType: number, score: number, level: number) =>
  starsOfLevel(entryType, level).map((star) => ({ star, on: starFilled(entryType, score, star) }));
