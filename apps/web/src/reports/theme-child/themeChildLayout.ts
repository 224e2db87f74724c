import type { TThemeChildDetail } from '@kg/contracts';

/** DECISIONS 41: image pages hold 6, then 2, then 1 images (and so on, in that order). */
export const IMAGE_PAGE_SIZES = [6, 2, 1] as const;

/** How many images each page holds for `count` images, starting at `start` in the 6/2/1 order. */
export function imagePageSizes(count: number, start = 0): number[] {
  const sizes: number[] = [];
  let left = count;
  for (let i = start; left > 0; i += 1) {
    const size = IMAGE_PAGE_SIZES[i % IMAGE_PAGE_SIZES.length]!;
    sizes.push(Math.min(size, left));
    left -= size;
  }
  return sizes;
}

export type TImagePage = {
  /** the block's label (老师的话, …) and title */
  label: string;
  title: string;
  images: string[];
  /** the slot layout of the page: 6, 2 or 1 */
  slots: number;
  /** the block's words, on its first page */
  words: string;
  blockId: number;
};

/**
 * The image and text pages (E53, E54): every block with photos or words, in page order; block k
 * starts where the 6/2/1 order stands for it (the first block 6, the second 2, the third 1), so a
 * class's reports line up with the entries' photo suggestions. Words go on the block's first page.
 */
export function imagePages(data: Pick<TThemeChildDetail, 'Entries'>): TImagePage[] {
  const blocks = data.Entries.flatMap((e) => e.secondDescResults).filter(
    (b) => b.ImgList.length > 0 || b.Text.trim(),
  );
  return blocks.flatMap((b, k) => {
    const start = k % IMAGE_PAGE_SIZES.length;
    const sizes = b.ImgList.length ? imagePageSizes(b.ImgList.length, start) : [0];
    let taken = 0;
    return sizes.map((size, i) => {
      const images = b.ImgList.slice(taken, taken + size);
      taken += size;
      return {
        label: b.Label,
        title: b.Title,
        images,
        slots: IMAGE_PAGE_SIZES[(start + i) % IMAGE_PAGE_SIZES.length]!,
        words: i === 0 ? b.Text : '',
        blockId: b.Eval_ThemeQuestionId,
      };
    });
  });
}

/** Entries with stars to print: one page each (a theme's entry has at most a dozen rows). */
export const starEntries = (data: Pick<TThemeChildDetail, 'Entries'>) =>
  data.Entries.filter((e) => e.KeyWordList.length > 0);

/** The page count: cover, 主题说明, a page per star entry, the image pages, back cover. */
export const childReportPageCount = (data: Pick<TThemeChildDetail, 'Entries'>) =>
  3 + starEntries(data).length + imagePages(data).length;
