/**
 * "Leave without saving?" is asked with antd's confirm dialog, which lives inside the app's
 * antd providers, while the guard sits at the root (above the login page, which loads without
 * antd). The providers plug the question in; only pages inside them can hold edits, so
 * without them there is nothing to ask about.
 */
export type TAskLeave = () => Promise<boolean>;

let askSink: TAskLeave = async () => true;

/** Plugs in the question; returns the unplugging, for the providers' unmount. */
export function setLeaveQuestion(ask: TAskLeave): () => void {
  const before = askSink;
  askSink = ask;
  return () => {
    if (askSink === ask) askSink = before;
  };
}

export const askLeave: TAskLeave = () => askSink();
