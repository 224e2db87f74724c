import type { EChartsCoreOption } from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';
import { loadFontsFor, REPORT_FONT } from './fonts';
import { useReadiness } from './ReportContext';

type TProps = {
  /** the chart; keep it memoised, a new object redraws the chart */
  option: EChartsCoreOption;
  className?: string;
  /** the box's size when it depends on the data (else the CSS gives it) */
  style?: CSSProperties;
  testId?: string;
};

/**
 * A chart of a report: SVG renderer, no animation, the report font, and readiness on the
 * `finished` event (DECISIONS resolution 5). The size comes from the CSS box (in mm), so the
 * chart is drawn the same on any screen and in the print browser.
 */
export function ReportChart({ option, className, style, testId }: TProps) {
  const box = useRef<HTMLDivElement>(null);
  const readiness = useReadiness();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const task = readiness.track();
    let live = true;
    let chart: { dispose(): void } | undefined;
    const draw = async () => {
      // The labels are measured when drawn: their font must be there first.
      const [{ init }] = await Promise.all([import('./echartsCore'), loadFontsFor(JSON.stringify(option))]);
      if (!live) return;
      const instance = init(element, null, { renderer: 'svg' });
      chart = instance;
      instance.on('finished', () => {
        instance.off('finished');
        task.done();
      });
      instance.setOption({ animation: false, textStyle: { fontFamily: REPORT_FONT }, ...option });
    };
    draw().catch((error: unknown) => {
      if (live) readiness.fail(error instanceof Error ? error.message : String(error));
    });
    return () => {
      live = false;
      task.cancel();
      chart?.dispose();
    };
  }, [option, readiness]);

  return <div ref={box} className={className} style={style} data-testid={testId} />;
}
