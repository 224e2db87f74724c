import { printedBackground, STORED_FILE_PATH, thumbnailPath } from '@kg/contracts';

/** CSS px per mm (96 dpi): a picture is asked for at about twice its printed size (DECISIONS 2). */
const PX_PER_MM = 96 / 25.4;

/**
 * An uploaded picture as a thumbnail of about twice its printed width (a phone photo printed
 * whole would carry megabytes into every page of a batch); a library background as its printed
 * JPEG (printedBackground); other shipped pictures as they are.
 */
export function pictureSrc(path: string, printedMm: number): string {
  return STORED_FILE_PATH.test(path)
    ? thumbnailPath(path, Math.round(printedMm * PX_PER_MM * 2))
    : printedBackground(path);
}
