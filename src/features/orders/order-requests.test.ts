import { describe, expect, it } from 'vitest';
import type { OrderDetailItem } from '#contract';
import {
  COMMENT_MAX,
  cancelBody,
  emptyReturnDraft,
  qtyChoices,
  type ReturnDraft,
  refundRule,
  requestFieldErrors,
  returnableQty,
  returnBody,
  validateCancel,
  validateReturn,
} from './order-requests';

const line = (id: number, qty: number, returned_qty = 0) => ({ id, qty, returned_qty }) as OrderDetailItem;
const cod = { id: 12, payment_method_id: 1 as const, items: [line(1, 3, 1), line(2, 1, 1)] };
const online = { ...cod, payment_method_id: 2 as const };
const draft = (changes: Partial<ReturnDraft>): ReturnDraft => ({ ...emptyReturnDraft(), ...changes });

describe('cancel', () => {
  it('needs a reason; the comment is optional, trimmed, and no longer than the limit', () => {
    expect(validateCancel({ reason_id: null, comment: '' })).toEqual({ reason_id: 'reason' });
    expect(validateCancel({ reason_id: 2, comment: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({ comment: 'tooLong' });
    expect(cancelBody(12, { reason_id: 2, comment: '  ' })).toEqual({ order_id: 12, reason_id: 2 });
    expect(cancelBody(12, { reason_id: 2, comment: ' late ' })).toEqual({
      order_id: 12,
      reason_id: 2,
      comment: 'late',
    });
  });
});

describe('returnableQty', () => {
  it('is what was bought less what returns (not rejected) already hold', () => {
    expect(returnableQty({ qty: 3, returned_qty: 1 })).toBe(2);
    expect(returnableQty({ qty: 1, returned_qty: 1 })).toBe(0);
    expect(returnableQty({ qty: 1, returned_qty: 2 })).toBe(0);
  });

  it('offers none up to every unit left, and only none when nothing is left', () => {
    expect(qtyChoices(returnableQty({ qty: 3, returned_qty: 1 }))).toEqual([0, 1, 2]);
    expect(qtyChoices(0)).toEqual([0]);
  });
});

describe('refundRule', () => {
  it('sends an online order back to its payment and a cash-on-delivery order to a wallet', () => {
    expect(refundRule(online)).toBe('original');
    expect(refundRule(cod)).toBe('wallet');
  });
});

describe('validateReturn', () => {
  it('needs some units, a reason, and for cash on delivery a wallet and its number', () => {
    expect(validateReturn(emptyReturnDraft(), cod)).toEqual({
      items: 'items',
      reason_id: 'reason',
      wallet: 'wallet',
      account: 'account',
    });
    expect(validateReturn(emptyReturnDraft(), online)).toEqual({ items: 'items', reason_id: 'reason' });
  });

  it('counts no units of a line with nothing left to return', () => {
    expect(validateReturn(draft({ qty: { 2: 1 }, reason_id: 1 }), online)).toEqual({ items: 'items' });
  });

  it('takes a Bangladeshi mobile typed in any usual way, and nothing else', () => {
    const base = { qty: { 1: 1 }, reason_id: 1, wallet: 'nagad' as const };
    expect(validateReturn(draft({ ...base, account: '০১৭১২-৩৪৫৬৭৮' }), cod)).toEqual({});
    expect(validateReturn(draft({ ...base, account: '0171234567' }), cod)).toEqual({ account: 'account' });
    expect(validateReturn(draft({ ...base, account: '01212345678' }), cod)).toEqual({ account: 'account' });
  });
});

describe('returnBody', () => {
  it('sends the chosen units, never more than a line has left, and the wallet number in its plain form', () => {
    const chosen = draft({
      qty: { 1: 5, 2: 1 },
      reason_id: 3,
      comment: ' torn ',
      wallet: 'bkash',
      account: '+880 1712 345678',
    });
    expect(returnBody(cod, chosen)).toEqual({
      order_id: 12,
      reason_id: 3,
      items: [{ order_item_id: 1, qty: 2 }],
      comment: 'torn',
      refund_method: { type: 'bkash', account: '01712345678' },
    });
  });

  it("sends an online order's refund back to the original payment, whatever wallet was typed", () => {
    const chosen = draft({ qty: { 1: 1 }, reason_id: 3, wallet: 'rocket', account: '01712345678' });
    expect(returnBody(online, chosen).refund_method).toEqual({ type: 'original' });
  });
});

describe('requestFieldErrors', () => {
  it("puts body fields beside their controls and a line's error beside the line sent at that place", () => {
    const sent = [{ order_item_id: 7 }, { order_item_id: 9 }];
    expect(
      requestFieldErrors(
        {
          reason_id: ['Choose a reason'],
          'items.1.qty': ['Only 1 can be returned'],
          'refund_method.account': ['Enter a number'],
          'refund_method.type': ['Choose a wallet'],
          order_id: ['Invalid'],
        },
        sent,
      ),
    ).toEqual({
      fields: {
        reason_id: 'Choose a reason',
        'item-9': 'Only 1 can be returned',
        account: 'Enter a number',
        wallet: 'Choose a wallet',
      },
      rest: ['Invalid'],
    });
  });

  it('leaves a line it did not send for a toast', () => {
    expect(requestFieldErrors({ 'items.4.qty': ['Too many'] }, [])).toEqual({ fields: {}, rest: ['Too many'] });
  });
});
