import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentState } from '#contract';
import {
  checkoutIdFrom,
  choiceAvailability,
  followUpPath,
  isOpenOnlinePayment,
  keptChoice,
  PENDING_POLL,
  paymentActions,
  paymentFields,
  paymentPagePath,
  paymentView,
  shouldPoll,
} from './payments';

const methods = (codAvailable: boolean): PaymentMethod[] => [
  {
    id: 1,
    code: 'cod',
    name: 'Cash on Delivery',
    type: 'cod',
    available: codAvailable,
    unavailable_reason: codAvailable ? null : 'Cash on delivery is for orders up to Tk 50,000.',
    max_total: 50_000,
  },
  {
    id: 2,
    code: 'online',
    name: 'Online payment',
    type: 'redirect',
    wallets: ['bkash', 'nagad'],
    available: true,
    unavailable_reason: null,
    max_total: null,
  },
];

function state(overrides: Partial<PaymentState> = {}): PaymentState {
  return {
    checkout_id: 'chk_1',
    payment_method_id: 2,
    wallet: 'bkash',
    payment_status: 'cancelled',
    grand_total: 1180,
    invoice_numbers: ['HT0000012', 'HT0000013'],
    pay_url: 'http://localhost:4000/api/v1/payments/chk_1/pay',
    can_switch_to_cod: true,
    expires_at: '2026-03-01T10:30:00Z',
    guest: false,
    ...overrides,
  };
}

describe('paymentFields', () => {
  it('sends method 1 without a wallet for cash on delivery', () => {
    expect(paymentFields('cod')).toEqual({ payment_method_id: 1 });
  });

  it('sends method 2 with the wallet for bKash, Nagad and Rocket', () => {
    expect(paymentFields('bkash')).toEqual({ payment_method_id: 2, wallet: 'bkash' });
    expect(paymentFields('rocket')).toEqual({ payment_method_id: 2, wallet: 'rocket' });
  });
});

describe('choiceAvailability', () => {
  it('offers every choice while the methods are unknown', () => {
    expect(choiceAvailability('cod', null)).toEqual({ available: true, reason: null });
  });

  it('turns cash on delivery off with the server reason when the total is above its limit', () => {
    expect(choiceAvailability('cod', methods(false))).toEqual({
      available: false,
      reason: 'Cash on delivery is for orders up to Tk 50,000.',
    });
    expect(choiceAvailability('bkash', methods(false)).available).toBe(true);
  });

  it('turns off a wallet the online method does not list', () => {
    expect(choiceAvailability('rocket', methods(true)).available).toBe(false);
  });
});

describe('keptChoice', () => {
  it('keeps an available choice and drops one that became unavailable', () => {
    expect(keptChoice('cod', methods(true))).toBe('cod');
    expect(keptChoice('cod', methods(false))).toBeNull();
    expect(keptChoice(null, methods(true))).toBeNull();
  });
});

describe('paymentView', () => {
  it('shows an unpaid cash-on-delivery order as placed, every other status as itself', () => {
    expect(paymentView({ payment_status: 'unpaid' })).toBe('cod');
    expect(paymentView({ payment_status: 'paid' })).toBe('paid');
    expect(paymentView({ payment_status: 'expired' })).toBe('expired');
  });
});

describe('paymentActions', () => {
  it('offers pay again and cash on delivery for a cancelled or failed online payment', () => {
    for (const payment_status of ['cancelled', 'failed', 'pending'] as const) {
      expect(paymentActions(state({ payment_status }))).toEqual({
        payUrl: 'http://localhost:4000/api/v1/payments/chk_1/pay',
        switchToCod: true,
      });
    }
  });

  it('offers nothing once paid, expired or refunded, whatever the answer says', () => {
    for (const payment_status of ['paid', 'expired', 'refunded'] as const) {
      expect(paymentActions(state({ payment_status }))).toEqual({ payUrl: null, switchToCod: false });
    }
  });

  it('offers nothing for a cash-on-delivery order', () => {
    expect(paymentActions(state({ payment_method_id: 1, payment_status: 'unpaid' }))).toEqual({
      payUrl: null,
      switchToCod: false,
    });
  });

  it('follows the server on what is still possible: no pay URL, no COD switch', () => {
    expect(paymentActions(state({ pay_url: null, can_switch_to_cod: false }))).toEqual({
      payUrl: null,
      switchToCod: false,
    });
  });
});

describe('isOpenOnlinePayment', () => {
  it('is true only for an online payment not yet done', () => {
    expect(isOpenOnlinePayment(2, 'failed')).toBe(true);
    expect(isOpenOnlinePayment(2, 'paid')).toBe(false);
    expect(isOpenOnlinePayment(1, 'unpaid')).toBe(false);
  });
});

describe('followUpPath', () => {
  it('sends a guest to /track-order with the first invoice, in the page language', () => {
    expect(followUpPath({ guest: true, invoice_numbers: ['HT0000012', 'HT0000013'] }, 'bn')).toBe(
      '/bn/track-order?invoice=HT0000012',
    );
  });

  it('sends a signed-in shopper to the dashboard', () => {
    expect(followUpPath({ guest: false, invoice_numbers: ['HT0000012'] }, 'en')).toBe('/user/dashboard');
  });
});

describe('checkoutIdFrom', () => {
  it('reads a well-formed checkout_id and refuses anything that could leave the payments path', () => {
    expect(checkoutIdFrom('?checkout_id=Ab_9-x')).toBe('Ab_9-x');
    expect(checkoutIdFrom('?checkout_id=../user')).toBeNull();
    expect(checkoutIdFrom('?checkout_id=')).toBeNull();
    expect(checkoutIdFrom('')).toBeNull();
  });

  it('is the id paymentPagePath links to', () => {
    expect(paymentPagePath('chk_1', 'bn')).toBe('/bn/shop/payment-response?checkout_id=chk_1');
    expect(checkoutIdFrom(new URL(paymentPagePath('chk_1', 'en'), 'http://x').search)).toBe('chk_1');
  });
});

describe('shouldPoll', () => {
  it('asks again while the payment is pending, a bounded number of times', () => {
    expect(shouldPoll({ payment_status: 'pending' }, 0)).toBe(true);
    expect(shouldPoll({ payment_status: 'pending' }, PENDING_POLL.times)).toBe(false);
    expect(shouldPoll({ payment_status: 'paid' }, 0)).toBe(false);
  });
});
