import { describe, expect, it, vi } from 'vitest';
import { evaluateWithStorage, runInline, SIGNED_IN, storage } from '@/lib/api/inline-script.test-helpers';
import { LOCAL_STATE_KEY } from '@/lib/api/local-state';
import { NO_TOKEN_EXPRESSION, TOKEN_KEY, USER_KEY } from '@/lib/api/session';
import { REDIRECT_KEY } from './auth.store';
import { signInRequiredScript } from './auth-scripts';

describe('NO_TOKEN_EXPRESSION', () => {
  const noToken = (entries: Record<string, string> | 'blocked') => evaluateWithStorage(NO_TOKEN_EXPRESSION, entries);

  it('is true when the modules will find no token: none stored, an empty one, or another version (cleared on start)', () => {
    expect(noToken({})).toBe(true);
    expect(noToken({ ...SIGNED_IN, [TOKEN_KEY]: '' })).toBe(true);
    expect(noToken({ ...SIGNED_IN, [LOCAL_STATE_KEY]: 'old' })).toBe(true);
  });

  it('is false for a token of this version, even without a readable user (the guard asks the API), or blocked storage', () => {
    expect(noToken(SIGNED_IN)).toBe(false);
    expect(noToken({ ...SIGNED_IN, [USER_KEY]: '{not json' })).toBe(false);
    expect(noToken('blocked')).toBe(false);
  });
});

describe('signInRequiredScript', () => {
  const visit = (locale: 'en' | 'bn', entries: Record<string, string> | 'blocked', pathname: string) => {
    const replace = vi.fn();
    const session: Record<string, string> = {};
    runInline(signInRequiredScript(locale), {
      localStorage: storage(entries),
      sessionStorage: storage(session),
      location: { pathname, search: '?tab=2', hash: '#top', replace },
    });
    return { to: replace.mock.calls.map(([to]) => to), remembered: session[REDIRECT_KEY] };
  };

  it('sends a signed-out visitor to sign in in the page language at once, remembering the page to come back to', () => {
    expect(visit('en', {}, '/user/orders/')).toEqual({ to: ['/login'], remembered: '/user/orders/' });
    expect(visit('bn', {}, '/bn/shop/wishlist')).toEqual({ to: ['/bn/login'], remembered: '/bn/shop/wishlist' });
  });

  it('leaves anyone with a token to the page guard, which asks the API', () => {
    expect(visit('en', SIGNED_IN, '/user/orders/')).toEqual({ to: [], remembered: undefined });
    expect(visit('bn', { ...SIGNED_IN, [USER_KEY]: 'null' }, '/bn/user/dashboard').to).toEqual([]);
  });

  it('leaves blocked storage to the page guard', () => {
    expect(visit('en', 'blocked', '/user/orders/').to).toEqual([]);
  });

  it('still sends the visitor on when this tab cannot remember the page', () => {
    const replace = vi.fn();
    runInline(signInRequiredScript('en'), {
      localStorage: storage({}),
      sessionStorage: storage('blocked'),
      location: { pathname: '/user/orders/', replace },
    });
    expect(replace).toHaveBeenCalledWith('/login');
  });
});
