import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { deleteServerCartItem, fetchCoupon, fetchServerCart, modifyServerCart, quoteCart } from './cart.api';

const requests: { method: string; url: URL; body: unknown; token: string | null }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { success: true, message: '', data: [] } };

beforeEach(() => {
  requests.length = 0;
  answer = { status: 200, body: { success: true, message: '', data: [] } };
  vi.stubGlobal('document', { documentElement: { lang: 'bn' } });
  vi.stubGlobal('window', { location: { pathname: '/bn/shop/cart', assign: vi.fn() } });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'auth._token.local' ? 'secret' : null) });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
      token: request.headers.get('authorization'),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('cart calls (spec section 7)', () => {
  it('GET /cart-item with the bearer token, unwrapping data', async () => {
    answer.body = { success: true, message: '', data: [{ id: 1 }] };
    expect(await fetchServerCart()).toEqual([{ id: 1 }]);
    expect(requests[0]).toMatchObject({ method: 'GET', token: 'Bearer secret' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/cart-item');
  });

  it('POST /cart-item/modify {cart_items}, /cart-item/delete {id} and /cart-item/quote', async () => {
    await modifyServerCart([{ product_id: 7, variant_id: 1, qty: 2 }]);
    await deleteServerCartItem(10);
    await quoteCart({ cart_items: [], coupon_code: 'X', delivery_zone: 'outside_dhaka' });
    expect(requests.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['POST', '/api/v1/cart-item/modify', { cart_items: [{ product_id: 7, variant_id: 1, qty: 2 }] }],
      ['POST', '/api/v1/cart-item/delete', { id: 10 }],
      ['POST', '/api/v1/cart-item/quote', { cart_items: [], coupon_code: 'X', delivery_zone: 'outside_dhaka' }],
    ]);
  });

  it('GET /coupon?code=…&total=…; a refusal rejects with the server message', async () => {
    answer = { status: 422, body: { success: false, code: 'COUPON_INVALID', message: 'মেয়াদ শেষ' } };
    const refusal = await fetchCoupon('OLD', 1500).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('মেয়াদ শেষ');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({ code: 'OLD', total: '1500' });
  });
});
