/**
 * The flags the print browser reads (ARCHITECTURE "Reports and PDFs"). Declared here and
 * only here: every report signals through these helpers.
 */
declare global {
  interface Window {
    /** true once data, images, fonts and charts of the report are done */
    __REPORT_READY__?: boolean;
    /** why the report cannot be printed (the server stops waiting and reports it) */
    __REPORT_ERROR__?: string;
    /** set by the server's print browser before any page script runs */
    __KG_RENDER__?: boolean;
  }
}

/** The page runs inside the server's print browser: no session, no buttons, no toasts. */
export function isRenderMode(): boolean {
  return typeof window !== 'undefined' && window.__KG_RENDER__ === true;
}

export function signalReady() {
  window.__REPORT_ERROR__ = undefined;
  window.__REPORT_READY__ = true;
}

export function signalError(message: string) {
  window.__REPORT_READY__ = false;
  window.__REPORT_ERROR__ = message || 'error';
}

/** A report that unmounts (or reloads its data) is no longer ready. */
export function clearSignals() {
  window.__REPORT_READY__ = false;
  window.__REPORT_ERROR__ = undefined;
}
