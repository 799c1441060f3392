import { describe, expect, it } from 'vitest';
import { decideAfterCrash, type RestartPolicy } from './restart-policy';

const policy: RestartPolicy = { maxCrashes: 3, windowMs: 60_000, firstDelayMs: 500, maxDelayMs: 1_500 };

describe('decideAfterCrash', () => {
  it('restarts after a first crash with the first delay', () => {
    expect(decideAfterCrash([10_000], true, policy)).toEqual({ action: 'restart', delayMs: 500, recentCrashes: 1 });
  });

  it('doubles the delay with each crash in the window, up to the longest delay', () => {
    expect(decideAfterCrash([0, 1_000], true, policy)).toMatchObject({ action: 'restart', delayMs: 1_000 });
    expect(decideAfterCrash([0, 1_000, 2_000], true, policy)).toMatchObject({ action: 'restart', delayMs: 1_500 });
  });

  it('gives up on one crash more than the window allows', () => {
    expect(decideAfterCrash([0, 1_000, 2_000, 3_000], true, policy)).toEqual({
      action: 'give-up',
      reason: 'too-many-crashes',
      recentCrashes: 4,
    });
  });

  it('forgets crashes older than the window: a crash now and then is restarted at the first delay', () => {
    const hourly = [0, 3_600_000, 7_200_000, 10_800_000, 14_400_000];
    expect(decideAfterCrash(hourly, true, policy)).toEqual({ action: 'restart', delayMs: 500, recentCrashes: 1 });
    expect(decideAfterCrash([0, 1_000, 2_000, 61_500], true, policy)).toMatchObject({
      action: 'restart',
      recentCrashes: 2,
    });
  });

  it('gives up at once when the API never became ready (a restart would fail the same way)', () => {
    expect(decideAfterCrash([5_000], false, policy)).toEqual({
      action: 'give-up',
      reason: 'never-ready',
      recentCrashes: 1,
    });
  });
});
