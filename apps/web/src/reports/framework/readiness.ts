/**
 * When a report may be printed (issue 4): its data is in, every part that draws on its own
 * (charts) has finished, every picture has loaded or failed, and the web font covers the
 * text on the page. Pure: the environment (pictures, fonts, signals) is passed in.
 */

export type TReadinessEnv = {
  /** the report's pictures at the moment all parts are done */
  images(): Array<{ decode(): Promise<unknown> }>;
  /** loads the font faces the text now in the DOM needs */
  fonts(): Promise<unknown>;
  ready(): void;
  error(message: string): void;
};

export type TReadinessTask = {
  /** the part finished drawing */
  done(): void;
  /** the part went away before finishing (unmount): it no longer holds the report back */
  cancel(): void;
};

export type TReadiness = ReturnType<typeof createReadiness>;

export function createReadiness(env: TReadinessEnv) {
  const pending = new Set<object>();
  let sealed = false;
  let settling = false;
  let finished = false;

  function check() {
    if (!sealed || settling || finished || pending.size > 0) return;
    settling = true;
    void settle();
  }

  async function settle() {
    // A picture that fails still counts as done: the report shows its placeholder instead.
    await Promise.all(env.images().map((image) => image.decode().catch(() => undefined)));
    // A font face that cannot load falls back to another; the report still prints.
    await env.fonts().catch(() => undefined);
    settling = false;
    if (finished) return;
    // A part that appeared while pictures and fonts loaded must finish first.
    if (!sealed || pending.size > 0) return;
    finished = true;
    env.ready();
  }

  return {
    /** Registers a part that must finish before the report is ready. */
    track(): TReadinessTask {
      const task = {};
      pending.add(task);
      return {
        done() {
          if (pending.delete(task)) check();
        },
        cancel() {
          pending.delete(task);
        },
      };
    },
    /** The data is loaded and every part of the report is mounted (and has registered). */
    seal() {
      sealed = true;
      check();
    },
    /** The report is re-rendering its parts (new data): wait for a new seal. */
    unseal() {
      sealed = false;
    },
    /** The report cannot be printed: the first failure wins, a later ready is ignored. */
    fail(message: string) {
      if (finished) return;
      finished = true;
      env.error(message);
    },
    get finished() {
      return finished;
    },
  };
}
