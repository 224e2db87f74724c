/** The bench's undo steps (servers, databases), run last first on success, failure and Ctrl-C. */
type Cleanup = { label: string; fn: () => Promise<void> | void };
/** Things to undo, last first; run on success, failure and Ctrl-C. */
export const cleanups: Cleanup[] = [];

/** Registers an undo step; the returned function runs it now (once) and unregisters it. */
export function defer(label: string, fn: () => Promise<void> | void): () => Promise<void> {
  const entry: Cleanup = { label, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i < 0) return;
    cleanups.splice(i, 1);
    await fn();
  };
}

export async function cleanup() {
  while (cleanups.length > 0) {
    const { label, fn } = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup (${label}) failed:`, err);
    }
  }
}
