import { TERM_CHART_Y_MAX, type TTermDomain, type TTermReport } from '@kg/contracts';

/**
 * I09, I10: a domain's bars — the terms along x (the previous one first, where there is one),
 * one series per level in the legend's colours; y from 0 to 12 in steps of 1 (higher only when
 * a domain counts more, so no bar is ever cut).
 */
export function termChartOption(domain: TTermDomain, legend: TTermReport['Legend'], yName: string) {
  const highest = Math.max(0, ...domain.Series.flatMap((s) => s.data));
  return {
    color: legend.map((l) => l.Color),
    legend: { data: domain.Legend_data, top: 0, itemWidth: 14, itemHeight: 10 },
    grid: { left: 40, right: 12, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: domain.Xaxis_data },
    yAxis: {
      type: 'value',
      name: yName,
      min: 0,
      max: Math.max(TERM_CHART_Y_MAX, highest),
      interval: 1,
      minInterval: 1,
    },
    series: domain.Series.map((s) => ({
      name: s.name,
      type: 'bar',
      data: s.data,
      barMaxWidth: 26,
      // a zero needs no label: it would sit on the axis like a bar
      label: {
        show: true,
        position: 'top',
        fontSize: 10,
        formatter: (p: { value: number }) => (p.value ? String(p.value) : ''),
      },
    })),
  };
}
