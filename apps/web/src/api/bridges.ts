/**
 * What code outside a component's reach needs from components: the http client's toasts (the
 * root Toaster) and its redirects (the router), and the root unsaved-edits guard's question
 * (antd's confirm, inside the app's antd providers). The components plug them in when they
 * mount and unplug them when they go.
 */

export type TNoticeKind = 'error' | 'warning' | 'success';
export type TNotify = (kind: TNoticeKind, text: string) => void;
export type TGoToLogin = () => void;
/** "Leave without saving?": true when the user agrees to drop the edits. */
export type TAskLeave = () => Promise<boolean>;

/** A function whose body a component supplies; `plug` returns the unplugging, for its unmount. */
function plugPoint<TArgs extends unknown[], TResult>(fallback: (...args: TArgs) => TResult) {
  let current = fallback;
  return {
    call: (...args: TArgs): TResult => current(...args),
    plug(body: (...args: TArgs) => TResult): () => void {
      const before = current;
      current = body;
      return () => {
        if (current === body) current = before;
      };
    },
  };
}

const toasts = plugPoint<Parameters<TNotify>, void>((kind, text) => {
  // Before the app mounts (or in tests) there is nowhere to show a toast.
  if (kind !== 'success') console.warn(text);
});

const loginPage = plugPoint<[], void>(() => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
});

// Only pages inside the antd providers can hold edits: without them there is nothing to ask.
const leaveQuestion = plugPoint<[], Promise<boolean>>(async () => true);

export const notify: TNotify = toasts.call;
export const setNotifySink = toasts.plug;
export const goToLogin: TGoToLogin = loginPage.call;
export const setGoToLoginSink = loginPage.plug;
export const askLeave: TAskLeave = leaveQuestion.call;
export const setLeaveQuestion = leaveQuestion.plug;
