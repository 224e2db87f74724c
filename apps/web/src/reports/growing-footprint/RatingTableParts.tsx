import { RATING_LEVELS } from '@kg/contracts';
import { Mark } from './FootprintIcons';
import { FootprintLegend } from './FootprintSheet';

/**
 * The rating table's legend and head, shared by the booklet's rating page (G47) and the growth
 * handbook's (H34, H35), which prints the same table with its own rows.
 */

/** The three levels in the house legend colours (DECISIONS resolution 1): 真棒 green, 较好 blue, 加油 red. */
export const RATING_MARKS = [
  { value: RATING_LEVELS[0].value, key: 'great', tone: 'great' },
  { value: RATING_LEVELS[1].value, key: 'good', tone: 'good' },
  { value: RATING_LEVELS[2].value, key: 'tryHarder', tone: 'try' },
] as const;

export type TRatingMark = (typeof RATING_MARKS)[number];

/** The table's words: each report keeps its own (the handbook says 表现 where the booklet says 成长表现). */
export type TRatingText = (
  key: 'rating.legend' | 'rating.no' | 'rating.behaviour' | `levels.${TRatingMark['key']}`,
) => string;

/** The line above the table's first page: what to do, and the three marks with their names. */
export function RatingLegend({ text }: { text: TRatingText }) {
  return (
    <FootprintLegend>
      {text('rating.legend')}
      <span className="kg-fp-legend__marks">
        {RATING_MARKS.map((l) => (
          <span key={l.key} className="kg-fp-legend__mark">
            <Mark on tone={l.tone} />
            {text(`levels.${l.key}`)}
          </span>
        ))}
      </span>
    </FootprintLegend>
  );
}

type THeadProps = {
  text: TRatingText;
  /** column widths (mm): the number and each level; the behaviour takes the rest */
  cols: { no: number; level: number };
  /** a head row of a fixed height (mm), for a report that counts with it; else the CSS's */
  headHeightMm?: number;
};

/** The columns and the head row (序号, the behaviour, the three levels in their colours). */
export function RatingTableHead({ text, cols, headHeightMm }: THeadProps) {
  return (
    <>
      <colgroup>
        <col style={{ width: `${cols.no}mm` }} />
        <col />
        {RATING_MARKS.map((l) => (
          <col key={l.key} style={{ width: `${cols.level}mm` }} />
        ))}
      </colgroup>
      <thead>
        <tr style={headHeightMm === undefined ? undefined : { height: `${headHeightMm}mm` }}>
          <th>{text('rating.no')}</th>
          <th>{text('rating.behaviour')}</th>
          {RATING_MARKS.map((l) => (
            <th key={l.key} className={`kg-fp-table__level kg-fp-table__level--${l.tone}`}>
              {text(`levels.${l.key}`)}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
