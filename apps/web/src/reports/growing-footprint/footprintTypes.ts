import type { TPlateBox } from '@kg/contracts';

/** What every page of the booklet carries, whatever it shows. */
export type TPageFrame = {
  key: string;
  /** the record's module Id (0: a cover made for a booklet whose template has none) */
  moduleId: number;
  /** the report page Type: the module's TypeNum, or -4 for a term observation's text page (G48) */
  type: number;
  title: string;
  /** a line under the title: the term, the month, the rating table's own title */
  sub: string;
  /** the page's background (`/growth/...` or `/files/<uuid>`) */
  background: string;
  /** 1-based, the PDF viewer's number */
  page: number;
  /** the footer line and the page number (G52): not on the cover and the closing page */
  footer: boolean;
  /** a further page of the same record */
  continued: boolean;
};

export type TTermRow = {
  key: string;
  dimension: string;
  element: string;
  point: string;
  /** 0 (not observed) to 3 stars */
  value: number;
  /** rowSpan of the merged dimension / element cell on this page (0: merged into the row above) */
  dimSpan: number;
  elSpan: number;
};

export type TMonthRow =
  | (Omit<TTermRow, 'value'> & { kind: 'point' /** 1 经常, 2 偶尔, 3 从未, 0 unscored */; value: number })
  | { kind: 'note'; key: string; dimension: string; title: string; describe: string };

export type TRatingRow = { no: number; text: string /** 1 真棒, 2 较好, 3 加油, 0 none */; level: number };

export type TExerciseRow = {
  key: string;
  title: string;
  /** at most three; an empty list prints one soft placeholder */
  images: Array<{ key: string; src: string }>;
  value: string;
  unit: string;
  standard: string;
};

export type TPhysicalRow = {
  key: string;
  label: string;
  value: string;
  unit: string;
  /** radio items print 正常 / 异常 (value 1 / 0) */
  radio: boolean;
};

export type TPlateText = { box: TPlateBox; text: string; fontPt: number };

/** The body of a page, by kind. */
export type TPageBody =
  | { kind: 'cover'; photo: string; words: string }
  | { kind: 'catalogue'; muluList: Array<{ Title: string; Page: number }>; firstNo: number }
  | { kind: 'pending' }
  | { kind: 'rating'; rows: TRatingRow[] }
  | { kind: 'term'; rows: TTermRow[] }
  | { kind: 'termText'; writes: Array<{ Title: string; Desc: string }> }
  | { kind: 'month'; rows: TMonthRow[]; summary: { title: string; say: string } | null }
  | { kind: 'plate'; images: Array<{ box: TPlateBox; src: string }>; texts: TPlateText[] }
  | { kind: 'exercise'; sections: TExerciseRow[] }
  | { kind: 'physical'; rows: TPhysicalRow[] }
  | {
      kind: 'table';
      fields: Array<{ key: string; title: string; value: string }> | null;
      rows: Array<{ key: string; title: string; desc: string }>;
    }
  | { kind: 'words'; text: string; fontPt: number; signature: string; time: string }
  | { kind: 'closing'; text: string; fontPt: number; signature: string };

export type TFootprintPage = TPageFrame & TPageBody;
export type TPageKind = TPageBody['kind'];
