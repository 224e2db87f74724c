import { type RefObject, useEffect, useState } from 'react';
import { loadFontsFor } from './fonts';
import { createReadiness } from './readiness';
import { clearSignals, signalError, signalReady } from './reportWindow';

export type TReadyState = 'pending' | 'ready' | 'error';

/**
 * The one readiness tracker of a report page: sealed once the data is loaded and the pages
 * are mounted (this effect runs after the pages' own, so every chart has registered), and
 * mirrored to window.__REPORT_READY__ / __REPORT_ERROR__ for the print browser.
 */
export function useReportReadiness(
  root: RefObject<HTMLElement | null>,
  { loaded, error }: { loaded: boolean; error: string | null },
) {
  const [state, setState] = useState<TReadyState>('pending');
  const [readiness] = useState(() =>
    createReadiness({
      images: () => Array.from(root.current?.querySelectorAll('img') ?? []),
      // Only after the text is in the DOM does the font know which subsets it needs.
      fonts: () => loadFontsFor(root.current?.textContent ?? ''),
      ready: () => {
        signalReady();
        setState('ready');
      },
      error: (message) => {
        signalError(message);
        setState('error');
      },
    }),
  );

  useEffect(() => {
    if (!loaded) return;
    readiness.seal();
    return () => readiness.unseal();
  }, [loaded, readiness]);

  useEffect(() => {
    if (error) readiness.fail(error);
  }, [error, readiness]);

  useEffect(() => clearSignals, []);

  return { readiness, state };
}
