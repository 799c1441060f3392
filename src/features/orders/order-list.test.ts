import { describe, expect, it } from 'vitest';
import { filterFromSearch, isOrderGroup, ORDER_TABS, orderIdFromPath, orderPath, ordersPath } from './order-list';

describe('filterFromSearch', () => {
  it('reads a dashboard group or a status from the address', () => {
    expect(filterFromSearch('?status=to_pay')).toBe('to_pay');
    expect(filterFromSearch('?page=2&status=cancelled')).toBe('cancelled');
  });

  it('shows every order for no filter or one it does not know', () => {
    expect(filterFromSearch('')).toBeNull();
    expect(filterFromSearch('?status=')).toBeNull();
    expect(filterFromSearch('?status=lost')).toBeNull();
    expect(filterFromSearch('?status=TO_PAY')).toBeNull();
    expect(filterFromSearch('?status=<script>')).toBeNull();
  });
});

describe('the tabs', () => {
  it('offer every order first, then the four groups, then delivered and cancelled orders', () => {
    expect(ORDER_TABS).toEqual([null, 'to_pay', 'to_ship', 'to_receive', 'to_review', 'delivered', 'cancelled']);
    expect(ORDER_TABS.filter((tab) => tab !== null && isOrderGroup(tab))).toHaveLength(4);
  });

  it('link to the list with the filter in the address, in the page language', () => {
    expect(ordersPath('en')).toBe('/user/orders');
    expect(ordersPath('bn', 'to_receive')).toBe('/bn/user/orders?status=to_receive');
    expect(filterFromSearch(new URL(ordersPath('en', 'to_review'), 'http://x').search)).toBe('to_review');
  });
});

describe('order pages', () => {
  it('have the order id in the address', () => {
    expect(orderPath('en', 12)).toBe('/user/orders/12');
    expect(orderPath('bn', 12, 'cancel')).toBe('/bn/user/orders/cancel/12');
    expect(orderPath('en', 12, 'return')).toBe('/user/orders/return/12');
  });

  it('read the id back from the address bar, and nothing from other addresses', () => {
    expect(orderIdFromPath('/user/orders/12')).toBe(12);
    expect(orderIdFromPath('/bn/user/orders/return/12/')).toBe(12);
    expect(orderIdFromPath('/user/orders/cancel/7')).toBe(7);
    expect(orderIdFromPath('/user/orders/_/')).toBeNull();
    expect(orderIdFromPath('/user/orders/0')).toBeNull();
    expect(orderIdFromPath('/user/orders')).toBeNull();
    expect(orderIdFromPath('/user/orders/refund/3')).toBeNull();
    expect(orderIdFromPath('/user/orders/12345678901')).toBeNull();
  });
});
