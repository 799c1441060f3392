/**
 * The growing wait between failed sign-ins of one account, from all clients together: a few failures are free, then
 * each further attempt waits twice as long as the one before, up to a minute. Guessing from many addresses is slowed
 * to about one password a minute, while the owner is kept waiting at most a minute, never locked out.
 */

/** Failures within the window that cost no wait (a hurried owner mistypes a few times). */
export const FREE_FAILURES = 5;
/** The longest wait: what the owner may have to sit out while someone else guesses. */
export const MAX_DELAY_SECONDS = 60;

/** Seconds the next attempt must wait after the newest failure, given the account's failures within the window. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}
