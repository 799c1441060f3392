/** A step started before it is known to be needed: its outcome, and a way to stop it when it is not. */
export interface StartedAhead<T> {
  /** Settles as the step does; awaited only when the step turns out to be needed. */
  result: Promise<T>;
  /** Aborts the step and settles once it has ended, so the caller may remove the folders it writes to. */
  stop: () => Promise<void>;
}

/**
 * Starts `step` now, given a signal that `stop` aborts. Until someone awaits its result, a failure waits there
 * instead of ending the process as an unhandled rejection; a step stopped or not needed fails unseen.
 */
export function startAhead<T>(step: (signal: AbortSignal) => Promise<T>): StartedAhead<T> {
  const abort = new AbortController();
  const result = step(abort.signal);
  const ended = result.then(
    () => {},
    () => {},
  );
  return {
    result,
    stop: () => {
      abort.abort();
      return ended;
    },
  };
}
