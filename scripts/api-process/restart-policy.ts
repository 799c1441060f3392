/** How `npm start` treats an API process that exits without being asked to. */
export interface RestartPolicy {
  /** Crashes allowed within `windowMs`; one more and the supervisor gives up. */
  maxCrashes: number;
  windowMs: number;
  /** Wait before the first restart; each further crash within the window doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

// The window is minutes, not seconds: a start takes the API several seconds (more after a crash, while PGlite
// recovers), so a crash loop reaches a handful of crashes only within a minute or two.
export const RESTART_POLICY: RestartPolicy = {
  maxCrashes: 5,
  windowMs: 5 * 60_000,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
};

export type CrashDecision =
  | { action: 'restart'; delayMs: number; recentCrashes: number }
  /** never-ready: the first start failed (a port in use, a bad setting), which a restart would only repeat. */
  | { action: 'give-up'; reason: 'never-ready' | 'too-many-crashes'; recentCrashes: number };

/**
 * What to do after a crash. `crashTimes` are the times (ms) of every crash so far, the one just now last;
 * `everReady` whether the API ever answered as ready.
 */
export function decideAfterCrash(
  crashTimes: readonly number[],
  everReady: boolean,
  policy: RestartPolicy = RESTART_POLICY,
): CrashDecision {
  const now = crashTimes.at(-1) ?? 0;
  const recentCrashes = crashTimes.filter((time) => now - time < policy.windowMs).length;
  if (!everReady) return { action: 'give-up', reason: 'never-ready', recentCrashes };
  if (recentCrashes > policy.maxCrashes) return { action: 'give-up', reason: 'too-many-crashes', recentCrashes };
  const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (recentCrashes - 1));
  return { action: 'restart', delayMs, recentCrashes };
}
