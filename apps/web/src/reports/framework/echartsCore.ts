import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts for reports, loaded on demand (ARCHITECTURE stack table): only the chart kinds the
 * reports draw, and only the SVG renderer, so a PDF keeps charts as vectors with real text.
 */
use([
  BarChart,
  LineChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  SVGRenderer,
]);

export { init };
