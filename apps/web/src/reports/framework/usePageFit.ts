import { type RefObject, useLayoutEffect } from 'react';

/** An A4 sheet's width in CSS pixels (210 mm at 96 px per inch). */
export const A4_WIDTH_PX = (210 / 25.4) * 96;

/** How much a sheet shrinks so that it fits a desk this wide (never enlarged). */
export function pageScale(deskWidth: number): number {
  if (!(deskWidth > 0)) return 1;
  return Math.min(1, Math.floor((deskWidth / A4_WIDTH_PX) * 1000) / 1000);
}

/**
 * Issue 14 item 1: on a narrow screen (a phone) every A4 sheet is shown smaller so that it fits
 * the width, instead of being cut off. Only the on-screen look changes: the scale is a CSS
 * variable the screen stylesheet applies as `zoom` on each sheet; print media and the server's
 * print browser (render mode: not enabled) keep the sheets 1:1, so PDFs are unchanged.
 */
export function usePageFit(desk: RefObject<HTMLElement | null>, enabled: boolean) {
  useLayoutEffect(() => {
    const element = desk.current;
    if (!enabled || !element) return;
    const fitToDesk = () => {
      const style = getComputedStyle(element);
      const inner =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      element.style.setProperty('--kg-page-scale', String(pageScale(inner)));
    };
    fitToDesk();
    const observer = new ResizeObserver(fitToDesk);
    observer.observe(element);
    return () => observer.disconnect();
  }, [desk, enabled]);
}
