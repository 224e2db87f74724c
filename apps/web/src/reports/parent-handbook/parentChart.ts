import type { TParentCategory } from '@kg/contracts';

/** The previous term in grey, this term in the report's green. */
const COLOURS = ['#B8C6C3', '#19A797'];

/** Long item texts are cut on the axis (the table above prints them whole). */
const LABEL_CHARS = 14;
const cut = (text: string) =>
  [...text].length > LABEL_CHARS ? `${[...text].slice(0, LABEL_CHARS).join('')}…` : text;

/**
 * H43: a category's term comparison — the items down the side in their order, one bar per term
 * (the previous one first, where there is one), the values from 0 to the rating's top (6 stars;
 * 1 = 是 for nursery questions).
 */
export function parentChartOption(category: TParentCategory) {
  const colours = category.Series.length > 1 ? COLOURS : COLOURS.slice(1);
  return {
    color: colours,
    legend: { data: category.Legend_data, top: 0, itemWidth: 14, itemHeight: 10 },
    grid: { left: 8, right: 24, top: 30, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: category.Max, interval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: category.Xaxis_data,
      axisLabel: { formatter: cut, fontSize: 10 },
    },
    series: category.Series.map((s) => ({ name: s.name, type: 'bar', data: s.data, barMaxWidth: 9 })),
  };
}
