import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, loginDelaySeconds, MAX_DELAY_SECONDS } from './login-delay';

describe('loginDelaySeconds', () => {
  it('costs nothing for the first few failures', () => {
    for (let failures = 0; failures < FREE_FAILURES; failures++) expect(loginDelaySeconds(failures)).toBe(0);
  });

  it('then doubles with each failure: 1, 2, 4, 8, 16, 32 seconds', () => {
    const delays = Array.from({ length: 6 }, (_, n) => loginDelaySeconds(FREE_FAILURES + n));
    expect(delays).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('never exceeds a minute, however many failures', () => {
    expect(MAX_DELAY_SECONDS).toBe(60);
    for (const failures of [FREE_FAILURES + 6, FREE_FAILURES + 7, 100, 10_000]) {
      expect(loginDelaySeconds(failures)).toBe(MAX_DELAY_SECONDS);
    }
  });
});
