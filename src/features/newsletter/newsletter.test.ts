import { describe, expect, it } from 'vitest';
import { failureOutcome, plausibleEmail, showNewsletter } from './newsletter';

describe('showNewsletter', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    [true, true],
    ['false', false],
    [' FALSE ', false],
    [false, false],
  ])('PUBLIC_SHOW_NEWSLETTER=%j shows the sign-up: %s', (flag, shown) => {
    expect(showNewsletter(flag)).toBe(shown);
  });
});

describe('plausibleEmail', () => {
  it.each(['rahim@example.com', '  karim.uddin@mail.example.bd  '])('sends %j', (email) => {
    expect(plausibleEmail(email)).toBe(true);
  });

  it.each(['', 'rahim', 'rahim@', '@example.com', 'rahim@example', 'ra him@example.com', `${'a'.repeat(250)}@x.bd`])(
    'keeps %j back',
    (email) => expect(plausibleEmail(email)).toBe(false),
  );
});

describe('failureOutcome', () => {
  it("puts the server's message for the field beside it", () => {
    const failure = {
      success: false as const,
      code: 'VALIDATION_FAILED' as const,
      message: 'Some fields',
      errors: { email: ['Bad'] },
    };
    expect(failureOutcome(failure, 'email', 'Server Error')).toEqual({ kind: 'field', message: 'Bad' });
  });

  it("shows any other answer's message for the whole form (a 429)", () => {
    const failure = { success: false as const, code: 'RATE_LIMITED' as const, message: 'Too many sign-ups' };
    expect(failureOutcome(failure, 'email', 'Server Error')).toEqual({ kind: 'error', message: 'Too many sign-ups' });
  });

  it('says Server Error when no answer came', () => {
    expect(failureOutcome(undefined, 'email', 'Server Error. Please try again later')).toEqual({
      kind: 'error',
      message: 'Server Error. Please try again later',
    });
  });
});
