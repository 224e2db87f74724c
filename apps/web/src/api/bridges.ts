/**
 * The http client lives outside React, but its toasts must use antd's themed App context
 * and its redirects the router. Components inside the tree plug those in at start-up.
 */

export type TNoticeKind = 'error' | 'warning' | 'success';
export type TNotify = (kind: TNoticeKind, text: string) => void;
export type TGoToLogin = () => void;

let notifySink: TNotify = (kind, text) => {
  // Before the app mounts (or in tests) there is nowhere to show a toast.
  if (kind !== 'success') console.warn(text);
};

let goToLoginSink: TGoToLogin = () => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
};

export function setNotifySink(sink: TNotify) {
  notifySink = sink;
}

export function setGoToLoginSink(sink: TGoToLogin) {
  goToLoginSink = sink;
}

export const notify: TNotify = (kind, text) => notifySink(kind, text);
export const goToLogin: TGoToLogin = () => goToLoginSink();
