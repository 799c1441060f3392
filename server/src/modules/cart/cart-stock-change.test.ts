import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItemInput, CartLine } from '#contract';
import { createTestApp, dataOf, failureOf, type TestApp } from '../../app.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { cartClient, plainProducts, stocked } from './cart.test-helpers';

let t: TestApp;
let item: CartItemInput;
const client = async () => cartClient(t, (await createTestAccount(t.database.db)).tokens.access_token);

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [productId] = await plainProducts(t, 1);
  if (!productId) throw new Error('the seed has no product');
  [item] = (await stocked(t, productId, [10])) as [CartItemInput];
});
afterAll(() => t.close());

const qtyOf = (lines: CartLine[]) => lines.map(({ variant_id, qty, stock }) => ({ variant_id, qty, stock }));

describe('POST /cart-item/modify is idempotent', () => {
  it('a retried request (the same body sent again, in turn or at once) leaves the qty it asked for, never twice', async () => {
    const shopper = await client();
    dataOf(await shopper.modify([{ ...item, qty: 3 }]));
    dataOf(await shopper.modify([{ ...item, qty: 3 }]));
    await Promise.all([shopper.modify([{ ...item, qty: 3 }]), shopper.modify([{ ...item, qty: 3 }])]);
    expect(qtyOf(dataOf<CartLine[]>(await shopper.list()))).toEqual([
      { variant_id: item.variant_id, qty: 3, stock: 10 },
    ]);
  });
});

describe('a cart line after the back office lowers the stock below it', () => {
  it('keeps its qty with the new stock on GET (the page marks it), and takes a qty within the stock again', async () => {
    const shopper = await client();
    dataOf(await shopper.modify([{ ...item, qty: 3 }]));
    await stocked(t, item.product_id, [1]);
    expect(qtyOf(dataOf<CartLine[]>(await shopper.list()))).toEqual([
      { variant_id: item.variant_id, qty: 3, stock: 1 },
    ]);
    expect(failureOf(await shopper.modify([{ ...item, qty: 2 }])).code).toBe('OUT_OF_STOCK');
    await stocked(t, item.product_id, [0]);
    expect(qtyOf(dataOf<CartLine[]>(await shopper.list()))).toEqual([
      { variant_id: item.variant_id, qty: 3, stock: 0 },
    ]);
    await stocked(t, item.product_id, [1]);
    expect(qtyOf(dataOf<CartLine[]>(await shopper.modify([{ ...item, qty: 1 }])))).toEqual([
      { variant_id: item.variant_id, qty: 1, stock: 1 },
    ]);
    await stocked(t, item.product_id, [10]);
  });
});
