import type { TThemeClassReport } from '@kg/contracts';

const COLOURS = ['#F56C6C', '#409EFF', '#F5A623'];

/** E60: the distribution bars, keywords along x, one series per level; y in 人数, step 5. */
export function distributionOption(data: TThemeClassReport, yUnit: string) {
  return {
    color: COLOURS,
    legend: { data: data.legendData, top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 64 },
    xAxis: {
      type: 'category',
      data: data.Xaxis_data,
      axisLabel: { interval: 0, rotate: data.Xaxis_data.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: yUnit, interval: 5, minInterval: 1 },
    series: data.Series.map((s) => ({ name: s.name, type: 'bar', data: s.data, barMaxWidth: 22 })),
  };
}
