import type { EChartsCoreOption } from 'echarts/core';
import type { TAgeBucket } from './rosterLayout';

export const GENDER_COLORS = { boy: '#4f8ef7', girl: '#f0729f' } as const;

export type TChartLabels = {
  boy: string;
  girl: string;
  /** 3岁 */
  bucket: (years: number) => string;
  /** 未填生日 */
  unknown: string;
};

/** The overview chart: children by completed years, boys and girls stacked (SVG, no animation). */
export function ageGenderOption(buckets: readonly TAgeBucket[], labels: TChartLabels): EChartsCoreOption {
  const segment = (name: string, color: string, values: number[]) => ({
    name,
    type: 'bar',
    stack: 'children',
    barMaxWidth: 46,
    itemStyle: { color },
    // A zero segment gets no label: an empty "0" inside a bar reads as a mistake.
    label: { show: true, position: 'inside', color: '#fff', fontSize: 12, formatter: labelUnlessZero },
    data: values,
  });
  return {
    animation: false,
    legend: {
      top: 0,
      right: 0,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: '#4a5a58', fontSize: 12 },
    },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => (b.years === null ? labels.unknown : labels.bucket(b.years))),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#c9d6d3' } },
      axisLabel: { color: '#4a5a58', fontSize: 12 },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: '#7d8f8c', fontSize: 11 },
      splitLine: { lineStyle: { color: '#edf2f1' } },
    },
    series: [
      segment(
        labels.boy,
        GENDER_COLORS.boy,
        buckets.map((b) => b.boys),
      ),
      segment(
        labels.girl,
        GENDER_COLORS.girl,
        buckets.map((b) => b.girls),
      ),
    ],
  };
}

function labelUnlessZero(params: { value?: unknown }): string {
  return Number(params.value) > 0 ? String(params.value) : '';
}
