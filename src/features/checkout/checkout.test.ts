import { describe, expect, it } from 'vitest';
import type { Address } from '#contract';
import { NO_COUPON } from '#contract/cart-basics';
import { checkoutQuote } from '#contract/checkout';
import { emptyDraft } from '@/features/addresses/addresses';
import { line } from '@/features/cart/cart.test-helpers';
import {
  afterOrder,
  attemptAfter,
  attemptFor,
  defaultBilling,
  defaultShipping,
  type GuestDraft,
  grandTotals,
  guestOrderBody,
  newIdempotencyKey,
  orderBody,
  outcomeOf,
  placementErrors,
  shownFingerprint,
  validateGuest,
} from './checkout';

function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    name: 'Rahim',
    phone: '+8801712345678',
    division: { id: 3, name: 'Dhaka' },
    district: { id: 47, name: 'Dhaka' },
    upazila: { id: 500, name: 'Dhanmondi' },
    address_line: 'House 1, Road 2',
    type: 'home',
    is_default_delivery: false,
    is_default_billing: false,
    created_at: `2026-01-0${id}T00:00:00Z`,
    updated_at: `2026-01-0${id}T00:00:00Z`,
    ...overrides,
  };
}

describe('defaultShipping', () => {
  it('preselects the default delivery address', () => {
    const list = [address(1), address(2, { is_default_delivery: true }), address(3)];
    expect(defaultShipping(list)?.id).toBe(2);
  });

  it('falls back to the newest address, and to none without addresses', () => {
    expect(defaultShipping([address(1), address(3), address(2)])?.id).toBe(3);
    expect(defaultShipping([])).toBeNull();
  });
});

describe('defaultBilling', () => {
  it('offers the default billing address unless it is the shipping one, else another address', () => {
    const list = [address(1, { is_default_billing: true }), address(2)];
    expect(defaultBilling(list, 2)?.id).toBe(1);
    expect(defaultBilling(list, 1)?.id).toBe(2);
    expect(defaultBilling([address(1)], 1)).toBeNull();
  });
});

describe('attempts and their Idempotency-Key', () => {
  const keys = ['k1', 'k2', 'k3'];
  const next = () => keys.shift() as string;

  it('keeps one key while the request is the same, and starts a new attempt when the form changes', () => {
    const first = attemptFor(null, 'body-a', next);
    expect(attemptFor(first, 'body-a', next)).toBe(first);
    const changed = attemptFor(first, 'body-b', next);
    expect(changed).toEqual({ key: 'k2', fingerprint: 'body-b' });
  });

  it('keeps the key after an unknown outcome, so a retry cannot order twice', () => {
    const attempt = { key: 'k', fingerprint: 'f' };
    expect(attemptAfter(attempt, outcomeOf(0))).toBe(attempt);
    expect(attemptAfter(attempt, outcomeOf(503))).toBe(attempt);
  });

  it('ends the attempt once placed or refused (nothing was written on a refusal)', () => {
    const attempt = { key: 'k', fingerprint: 'f' };
    expect(attemptAfter(attempt, 'placed')).toBeNull();
    expect(attemptAfter(attempt, outcomeOf(422))).toBeNull();
  });

  it('makes 128-bit hex keys, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('shownFingerprint', () => {
  it('changes with a price, a quantity or the coupon, so a moved quote stops the order', () => {
    const shown = shownFingerprint([line(11, 2)], NO_COUPON);
    expect(shownFingerprint([line(11, 2)], NO_COUPON)).toBe(shown);
    expect(shownFingerprint([line(11, 2, { sale_price: 990 })], NO_COUPON)).not.toBe(shown);
    expect(shownFingerprint([line(11, 1)], NO_COUPON)).not.toBe(shown);
    expect(shownFingerprint([line(11, 2)], { ...NO_COUPON, id: 4, amount: 50 })).not.toBe(shown);
  });
});

describe('placementErrors', () => {
  const sent = [{ variant_id: 11 }, { variant_id: 12 }];

  it('puts body fields beside their inputs', () => {
    const placed = placementErrors(
      {
        otp: ['Wrong code'],
        'customer.phone': ['Bad phone'],
        'address.district_id': ['Unknown'],
        coupon_code: ['Expired'],
      },
      sent,
    );
    expect(placed.fields).toEqual({ otp: 'Wrong code', phone: 'Bad phone', district_id: 'Unknown', coupon: 'Expired' });
    expect(placed.rest).toEqual([]);
  });

  it('puts cart_items.N beside the N-th line sent and buy_now beside the one line', () => {
    expect(placementErrors({ 'cart_items.1.qty': ['Only 3 left of Panjabi'] }, sent).lines).toEqual({
      12: 'Only 3 left of Panjabi',
    });
    expect(placementErrors({ 'buy_now.qty': ['Only 1 left'] }, [{ variant_id: 9 }]).lines).toEqual({
      9: 'Only 1 left',
    });
  });

  it('leaves what has no place on the page for a toast', () => {
    const placed = placementErrors({ 'cart_items.7.qty': ['Gone'], cart: ['Your cart is empty'] }, sent);
    expect(placed).toEqual({ fields: {}, lines: {}, rest: ['Gone', 'Your cart is empty'] });
  });
});

function guest(overrides: Partial<GuestDraft> = {}): GuestDraft {
  return {
    address: {
      ...emptyDraft(),
      name: 'Karim',
      phone: '০১৭১২৩৪৫৬৭৮',
      division_id: 3,
      district_id: 47,
      upazila_id: 500,
      address_line: 'House 9',
    },
    email: '',
    otp: '১২৩৪৫৬',
    ...overrides,
  };
}

describe('validateGuest', () => {
  it('passes a complete guest whose code went to this phone', () => {
    expect(validateGuest(guest(), '01712345678')).toEqual({});
  });

  it('asks for a code sent to this very number first', () => {
    expect(validateGuest(guest(), null)).toEqual({ otp: 'codeFirst' });
    expect(validateGuest(guest(), '01812345678')).toEqual({ otp: 'codeFirst' });
  });

  it('names the address problems, a bad email and a malformed code', () => {
    const draft = guest({ email: 'karim@', otp: '12' });
    draft.address = { ...draft.address, name: '', upazila_id: null };
    expect(validateGuest(draft, '01712345678')).toEqual({
      name: 'required',
      upazila_id: 'required',
      email: 'email',
      otp: 'otp',
    });
  });

  it('says nothing about the code while the phone itself is wrong', () => {
    const draft = guest();
    draft.address = { ...draft.address, phone: '12345' };
    expect(validateGuest(draft, null)).toEqual({ phone: 'phone' });
  });
});

describe('order bodies', () => {
  const basics = { choice: 'bkash' as const, couponCode: 'EID10', message: '  Ring twice  ' };

  it('sends billing only when it differs from shipping, and the buy-now item when there is one', () => {
    expect(orderBody(basics, 5, 5, null)).toEqual({
      payment_method_id: 2,
      wallet: 'bkash',
      coupon_code: 'EID10',
      message: 'Ring twice',
      shipping_address_id: 5,
    });
    const buyNow = { product_id: 7, variant_id: 11, qty: 1 };
    expect(orderBody({ choice: 'cod', message: ' ' }, 5, 6, buyNow)).toEqual({
      payment_method_id: 1,
      shipping_address_id: 5,
      billing_address_id: 6,
      buy_now: buyNow,
    });
  });

  it('sends a guest with ASCII phone and code, and no empty email', () => {
    const items = [{ product_id: 7, variant_id: 11, qty: 2 }];
    expect(guestOrderBody({ choice: 'cod', message: '' }, items, guest())).toEqual({
      guest: true,
      payment_method_id: 1,
      cart_items: items,
      customer: { name: 'Karim', phone: '01712345678' },
      address: { division_id: 3, district_id: 47, upazila_id: 500, address_line: 'House 9' },
      otp: '123456',
    });
  });
});

describe('grandTotals', () => {
  it('adds the packages up, each seller paying its own delivery fee', () => {
    const other = { ...line(12, 1), seller: { id: 9, name: 'Jatra' } };
    const quote = checkoutQuote([line(11, 2), other], { ...NO_COUPON, id: 1, amount: 100 }, 'outside_dhaka');
    expect(grandTotals(quote)).toEqual({
      item_count: 3,
      subtotal: 3000,
      shipping: 150,
      delivery_fee: 240,
      discount: 100,
      total: 3290,
    });
    expect(grandTotals(quote).total).toBe(quote.grand_total);
  });
});

describe('afterOrder', () => {
  it('goes to the gateway page for an online payment', () => {
    expect(afterOrder({ payment_options: { type: 'redirect', data: 'http://api/pay' } }, 'guest')).toEqual({
      kind: 'pay',
      url: 'http://api/pay',
    });
  });

  it('sends a signed-in cash order to the dashboard and shows a guest the confirmation', () => {
    expect(afterOrder({ payment_options: null }, 'shop')).toEqual({ kind: 'dashboard' });
    expect(afterOrder({ payment_options: null }, 'guest')).toEqual({ kind: 'confirmation' });
  });
});
