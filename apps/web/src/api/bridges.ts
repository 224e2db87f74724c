/**
 * The http client lives outside React, but its toasts are drawn by a component and its
 * redirects by the router. Components inside the tree plug those in at start-up.
 */

export type TNoticeKind = 'error' | 'warning' | 'success';
export type TNotify = (kind: TNoticeKind, text: string) => void;
export type TGoToLogin = () => void;

const beforeMount: TNotify = (kind, text) => {
  // Before the app mounts (or in tests) there is nowhere to show a toast.
  if (kind !== 'success') console.warn(text);
};

let notifySink: TNotify = beforeMount;

let goToLoginSink: TGoToLogin = () => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
};

/** Plugs in the toast drawer (the root Toaster); returns the unplugging, for its unmount. */
export function setNotifySink(sink: TNotify): () => void {
  const before = notifySink;
  notifySink = sink;
  return () => {
    if (notifySink === sink) notifySink = before;
  };
}

export function setGoToLoginSink(sink: TGoToLogin) {
  goToLoginSink = sink;
}

export const notify: TNotify = (kind, text) => notifySink(kind, text);
export const goToLogin: TGoToLogin = () => goToLoginSink();
