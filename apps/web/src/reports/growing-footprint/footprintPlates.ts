import { plateById, type TAnswerItem, type TFootprintRecord, type TPlate } from '@kg/contracts';
import { imageItems, itemsAnswer, textItems } from './footprintAnswers';
import { FP_MM, fitFont } from './footprintLayout';
import type { TPageBody } from './footprintTypes';

/**
 * A plate for a page without one of its own (a removed plate, a type the booklet does not
 * know): the layout whose slots best hold the pictures there are (G51).
 */
function fallbackPlate(images: number): TPlate {
  const id = images <= 1 ? 12 : images <= 4 ? 6 : images <= 6 ? 8 : 4;
  return plateById(id)!;
}

const items = (record: TFootprintRecord): TAnswerItem[] => itemsAnswer(record.Answer)?.List ?? [];

/** The date a page's items carry (a plate's 时间 item), for the line under its title. */
export function itemTime(record: TFootprintRecord): string {
  const time = items(record).find((i) => i.Type === 'time' && (i.Content || i.Time));
  return (time?.Content || time?.Time || '').trim();
}

/**
 * G51, G40: photos fill the image boxes in order; the texts fill the text boxes in order (the
 * last box takes any further text, so no words are lost), each at the largest font it fits;
 * an image box without a photo stays empty (the page draws a soft placeholder).
 */
export function platePage(record: TFootprintRecord): TPageBody {
  const pictures = imageItems(items(record));
  const words = textItems(items(record));
  const plate = plateById(record.PlateId) ?? fallbackPlate(pictures.length);
  const texts = plate.texts.flatMap((box, i) => {
    const last = i === plate.texts.length - 1;
    const text = (last ? words.slice(i).join('\n') : (words[i] ?? '')).trim();
    if (!text) return [];
    const fontPt = fitFont(text, (box.w * FP_MM.pageW) / 100, (box.h * FP_MM.pageH) / 100, PLATE_FONT_MAX);
    return [{ box, text, fontPt }];
  });
  return {
    kind: 'plate',
    images: plate.images.map((box, i) => ({ box, src: pictures[i] ?? '' })),
    texts,
  };
}

/** Words on a plate print at most this large (pt): a short caption still reads as a caption. */
const PLATE_FONT_MAX = 14;

/** The letter box of an epilogue (type 10) and of the closing page (type 2), in mm. */
export const LETTER = { width: 150, height: 170, closingHeight: 120, line: 1.9 } as const;

/** Types 10 and 2: the words (G21: the first item), signed by whoever wrote them. */
export function wordsPage(record: TFootprintRecord, closing: boolean): TPageBody {
  const all = items(record);
  const text = textItems(all).join('\n\n') || (all[0]?.Content.trim() ?? '');
  const height = closing ? LETTER.closingHeight : LETTER.height;
  const fontPt = text ? fitFont(text, LETTER.width, height, closing ? 16 : 15, LETTER.line) : 12;
  const signature = record.UpdatedBy.trim();
  if (closing) return { kind: 'closing', text, fontPt, signature };
  return { kind: 'words', text, fontPt, signature, time: itemTime(record) };
}

/**
 * The cover's line in the child's words (我想说, the answer's text), printed under the name. A
 * cover saved while the editor still started the line with the child's name prints no line.
 */
export function coverWords(record: TFootprintRecord | undefined, childName: string): string {
  const words = (record ? textItems(items(record)) : []).join(' ').trim();
  return words === childName.trim() ? '' : words;
}

/** G20: the cover's photo: the answer's first picture, else the child's own photo ('' for none). */
export function coverPhoto(record: TFootprintRecord | undefined, childPhoto: string): string {
  return (record && imageItems(items(record))[0]) || childPhoto.trim();
}
