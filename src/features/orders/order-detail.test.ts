import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '#contract';
import { actionPath, mayPay, orderActions, timeline } from './order-detail';

type Facts = Parameters<typeof orderActions>[0];
const placed: Facts = {
  status: 'pending',
  payment_method_id: 1,
  payment_status: 'unpaid',
  can_cancel: true,
  can_return: false,
  can_review: false,
};

describe('orderActions', () => {
  it('offers to cancel a placed cash-on-delivery order, and nothing to pay', () => {
    expect(orderActions(placed)).toEqual(['cancel']);
  });

  it('offers to pay an online order whose payment is open, as long as the order is going', () => {
    const failed: Facts = { ...placed, payment_method_id: 2, payment_status: 'failed' };
    expect(orderActions(failed)).toEqual(['pay', 'cancel']);
    expect(orderActions({ ...failed, status: 'cancelled', can_cancel: false })).toEqual([]);
    expect(orderActions({ ...failed, payment_status: 'paid' })).toEqual(['cancel']);
  });

  it('offers a delivered order only what the API allows: return and review within the window, review after', () => {
    const delivered: Facts = { ...placed, status: 'delivered', payment_status: 'paid', can_cancel: false };
    expect(orderActions({ ...delivered, can_return: true, can_review: true })).toEqual(['return', 'review']);
    expect(orderActions({ ...delivered, can_review: true })).toEqual(['review']);
    expect(orderActions({ ...placed, status: 'picked_up', can_cancel: false })).toEqual([]);
  });

  it('says the same as the dashboard about paying', () => {
    expect(mayPay({ status: 'pending', payment_method_id: 2, payment_status: 'pending' })).toBe(true);
    expect(mayPay({ status: 'pending', payment_method_id: 1, payment_status: 'unpaid' })).toBe(false);
  });
});

describe('actionPath', () => {
  const order = { id: 12, checkout_id: 'chk_1' };
  it('leads to the payment page, the forms and the review page of the order', () => {
    expect(actionPath('pay', order, 'en')).toBe('/shop/payment-response?checkout_id=chk_1');
    expect(actionPath('cancel', order, 'bn')).toBe('/bn/user/orders/cancel/12');
    expect(actionPath('return', order, 'en')).toBe('/user/orders/return/12');
    expect(actionPath('review', order, 'bn')).toBe('/bn/user/write-review/12');
  });
});

describe('timeline', () => {
  const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const history = (...statuses: OrderDetail['status'][]) =>
    statuses.map((status, index) => ({ status, at: at(index) }));

  it('shows the steps gone through with their times, then those to come without one', () => {
    expect(timeline({ status: 'confirmed', history: history('pending', 'confirmed') })).toEqual([
      { status: 'pending', at: at(0) },
      { status: 'confirmed', at: at(1) },
      { status: 'processing', at: null },
      { status: 'picked_up', at: null },
      { status: 'on_the_way', at: null },
      { status: 'delivered', at: null },
    ]);
  });

  it('ends a cancelled order where it was cancelled, and a delivered one at delivery', () => {
    expect(timeline({ status: 'cancelled', history: history('pending', 'cancelled') }).map((s) => s.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    const delivered = history('pending', 'confirmed', 'processing', 'picked_up', 'on_the_way', 'delivered');
    expect(timeline({ status: 'delivered', history: delivered }).every((step) => step.at !== null)).toBe(true);
  });
});
