import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Page, ProductCard, ProductDetailsResponse, Vendor, VendorApplication } from '#contract';
import { dataOf, failureOf } from '../../app.test-helpers';
import { products } from '../../db/schema';
import { type CheckoutTestApp, call, stockedItem } from '../../orders.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';
import { ADMIN_TOKEN, createOrdersTestApp } from '../orders/orders.test-helpers';
import { register } from './seller-registration.test-helpers';

let t: CheckoutTestApp;
let shopId: number;
let productId: number;
let variantId: number;
let shopper: string;

/** A pending shop holding one of the seeded products (moved to it), so both must disappear from every public read. */
beforeAll(async () => {
  t = await createOrdersTestApp();
  shopId = dataOf<VendorApplication>((await register(t, { shop_name: 'Hidden Bazaar' })).response, 201).vendor_id;
  const item = await stockedItem(t);
  productId = item.product_id;
  variantId = item.variant_id;
  await t.database.db.update(products).set({ vendorId: shopId }).where(eq(products.id, productId));
  shopper = (await createTestAccount(t.database.db)).tokens.access_token;
});
afterAll(() => t?.close());

const get = async <T>(url: string) => dataOf<T>(await call(t, 'GET', url));
const categoryCount = async (categoryId: number) => {
  const flat = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flat(c.children)]);
  return flat(await get<Category[]>('/category')).find((c) => c.id === categoryId)?.product_count;
};
async function categoryOfProduct(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.id ?? 0;
}

/** What a shopper sees of the shop and its product, read through every public call. */
async function publicView() {
  const listed = (await get<Vendor[]>('/vendor')).some((vendor) => vendor.id === shopId);
  const profile = (await call(t, 'GET', `/vendor/profile/${shopId}`)).statusCode;
  const categories = (await call(t, 'GET', `/vendor/${shopId}/categories`)).statusCode;
  const byShop = await call(t, 'GET', `/products?vendor=${shopId}`);
  const details = (await get<ProductDetailsResponse[]>(`/products/details?ids=${productId}`)).length;
  const page = (await call(t, 'GET', `/products/${productId}`)).statusCode;
  const cart = await call(t, 'POST', '/cart-item/modify', {
    token: shopper,
    payload: { cart_items: [{ product_id: productId, variant_id: variantId, qty: 1 }] },
  });
  const chat = (await call(t, 'POST', '/chat/chat-with-seller', { token: shopper, payload: { vendor_id: shopId } }))
    .statusCode;
  return {
    listed,
    profile,
    categories,
    byShop: byShop.statusCode,
    details,
    page,
    cart: cart.statusCode,
    chat,
  };
}

describe('a shop waiting for review', () => {
  it('is invisible with its products on every public read, and its product cannot be bought or its seller chatted with', async () => {
    const totalBefore = (await get<Page<ProductCard>>('/products?per_page=1')).total_count;
    const countBefore = await categoryCount(await categoryOfProduct());
    expect(await publicView()).toMatchObject({
      listed: false,
      profile: 404,
      categories: 404,
      byShop: 422,
      details: 0,
      page: 404,
      cart: 422,
      chat: 404,
    });

    dataOf(await call(t, 'POST', `/admin/vendors/${shopId}/approve`, { token: ADMIN_TOKEN }));
    const after = await publicView();
    expect(after).toMatchObject({
      listed: true,
      profile: 200,
      categories: 200,
      byShop: 200,
      details: 1,
      page: 200,
      cart: 200,
    });
    expect([200, 201]).toContain(after.chat);
    expect((await get<Page<ProductCard>>('/products?per_page=1')).total_count).toBe(totalBefore + 1);
    expect(await categoryCount(await categoryOfProduct())).toBe((countBefore ?? 0) + 1);
  });

  it('stays invisible once rejected', async () => {
    const rejected = dataOf<VendorApplication>((await register(t)).response, 201).vendor_id;
    dataOf(
      await call(t, 'POST', `/admin/vendors/${rejected}/reject`, {
        token: ADMIN_TOKEN,
        payload: { reason: 'The NID does not match the owner.' },
      }),
    );
    expect((await get<Vendor[]>('/vendor')).some((vendor) => vendor.id === rejected)).toBe(false);
    expect(failureOf(await call(t, 'GET', `/vendor/profile/${rejected}`)).code).toBe('NOT_FOUND');
  });

  it('once approved, shows shoppers its upazila and district and its DBID, never the pickup address line', async () => {
    const { response, body } = await register(t, { dbid: 'DBID-2024-0042', address_line: 'House 12, Road 5' });
    const id = dataOf<VendorApplication>(response, 201).vendor_id;
    dataOf(await call(t, 'POST', `/admin/vendors/${id}/approve`, { token: ADMIN_TOKEN }));
    const english = await get<Vendor>(`/vendor/profile/${id}`);
    const bengali = dataOf<Vendor>(await call(t, 'GET', `/vendor/profile/${id}`, { locale: 'bn' }));
    expect(english).toMatchObject({ address: 'Gulshan, Dhaka', dbid: 'DBID-2024-0042' });
    expect(bengali.address).toMatch(/^গুলশান, ঢাকা$/);
    expect(JSON.stringify([english, bengali])).not.toContain(body.address_line);
  });
});
