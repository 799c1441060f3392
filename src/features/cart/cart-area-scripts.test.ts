import { describe, expect, it, vi } from 'vitest';
import { evaluateWithStorage, runInline, SIGNED_IN, storage } from '@/lib/api/inline-script.test-helpers';
import { LOCAL_STATE_KEY, LOCAL_STATE_VERSION } from '@/lib/api/local-state';
import { SIGNED_IN_EXPRESSION, TOKEN_KEY, USER_KEY } from '@/lib/api/session';
import {
  CART_AREA_LINK,
  CART_AREA_LINKS_SCRIPT,
  CART_KNOWN_EMPTY,
  cartAreaRedirectScript,
  GUEST_CART_EMPTY_SCRIPT,
} from './cart-area-scripts';
import { BUY_NOW_KEY, GUEST_CART_KEY } from './cart-state';

const signedIn = (entries: Record<string, string> | 'blocked') => evaluateWithStorage(SIGNED_IN_EXPRESSION, entries);

describe('SIGNED_IN_EXPRESSION', () => {
  it('is true for a stored token and user of this storefront version, as $shopperId is', () => {
    expect(signedIn(SIGNED_IN)).toBe(true);
  });

  it('is false without a token or a readable user, for another version (whose storage is cleared), or blocked storage', () => {
    expect(signedIn({})).toBe(false);
    expect(signedIn({ ...SIGNED_IN, [TOKEN_KEY]: '' })).toBe(false);
    expect(signedIn({ [LOCAL_STATE_KEY]: LOCAL_STATE_VERSION, [TOKEN_KEY]: 'access' })).toBe(false);
    expect(signedIn({ ...SIGNED_IN, [USER_KEY]: '{not json' })).toBe(false);
    expect(signedIn({ ...SIGNED_IN, [LOCAL_STATE_KEY]: 'old' })).toBe(false);
    expect(signedIn('blocked')).toBe(false);
  });
});

describe('cartAreaRedirectScript', () => {
  const visit = (area: 'shop' | 'guest', entries: Record<string, string>, pathname: string) => {
    const replace = vi.fn();
    const location = { pathname, search: '?coupon_code=HAAT100', hash: '#top', replace };
    runInline(cartAreaRedirectScript(area), { localStorage: storage(entries), location });
    return replace.mock.calls.map(([to]) => to);
  };

  it('sends a guest from the shop cart or checkout to the guest one at once, prefix, query and hash kept', () => {
    expect(visit('shop', {}, '/bn/shop/cart/')).toEqual(['/bn/guest/cart/?coupon_code=HAAT100#top']);
    expect(visit('shop', {}, '/shop/checkout')).toEqual(['/guest/checkout?coupon_code=HAAT100#top']);
  });

  it('sends a signed-in shopper from a guest page to the shop one', () => {
    expect(visit('guest', SIGNED_IN, '/guest/cart')).toEqual(['/shop/cart?coupon_code=HAAT100#top']);
  });

  it('leaves each visitor on their own page', () => {
    expect(visit('shop', SIGNED_IN, '/shop/cart')).toEqual([]);
    expect(visit('guest', {}, '/bn/guest/checkout')).toEqual([]);
  });
});

describe('CART_AREA_LINKS_SCRIPT', () => {
  const linksAfter = (entries: Record<string, string>) => {
    const links = ['/guest/cart', '/bn/guest/checkout'].map((href) => {
      const attributes: Record<string, string> = { href };
      return {
        getAttribute: (name: string) => attributes[name] ?? null,
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      };
    });
    const document = {
      querySelectorAll: (selector: string) => (selector === `a[${CART_AREA_LINK}]` ? links : []),
    };
    runInline(CART_AREA_LINKS_SCRIPT, { localStorage: storage(entries), document });
    return links.map((link) => link.getAttribute('href'));
  };

  it('points the marked links to the shop pages for a signed-in shopper', () => {
    expect(linksAfter(SIGNED_IN)).toEqual(['/shop/cart', '/bn/shop/checkout']);
  });

  it('leaves them on the guest pages for a guest', () => {
    expect(linksAfter({})).toEqual(['/guest/cart', '/bn/guest/checkout']);
  });
});

describe('GUEST_CART_EMPTY_SCRIPT', () => {
  /** Whether the script marks the page's root as a known empty cart, with this storage. */
  const knownEmpty = (entries: Record<string, string> | 'blocked') => {
    const marks: string[] = [];
    const document = { documentElement: { setAttribute: (name: string) => marks.push(name) } };
    runInline(GUEST_CART_EMPTY_SCRIPT, { localStorage: storage(entries), document });
    return marks.length === 0 ? false : marks.every((name) => name === CART_KNOWN_EMPTY);
  };
  const line = JSON.stringify({ variant_id: 3, qty: 1 });

  it('marks a guest cart with no line and no buy-now item as empty: a first visit, or all lines removed', () => {
    expect(knownEmpty({})).toBe(true);
    expect(knownEmpty({ [GUEST_CART_KEY]: '[]', [BUY_NOW_KEY]: 'null' })).toBe(true);
  });

  it('leaves a cart with a line or a buy-now item to the island', () => {
    expect(knownEmpty({ [GUEST_CART_KEY]: `[${line}]` })).toBe(false);
    expect(knownEmpty({ [GUEST_CART_KEY]: '[]', [BUY_NOW_KEY]: line })).toBe(false);
  });

  it('leaves unreadable storage to the island: JSON it cannot parse, or storage blocked', () => {
    expect(knownEmpty({ [GUEST_CART_KEY]: '{not json' })).toBe(false);
    expect(knownEmpty('blocked')).toBe(false);
  });
});
