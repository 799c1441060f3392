import { and, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItemInput, type CartQuote, cartTotals, formatPrice, NO_COUPON } from '#contract';
import { createTestApp, dataOf, type TestApp } from '../../app.test-helpers';
import { affiliates, categories, coupons, products } from '../../db/schema';
import { translate } from '../../i18n/locale';
import { createTestAccount } from '../auth/auth.test-helpers';
import { cartClient, flashedProduct, pageVariants, plainProducts, setShippingCost, stocked } from './cart.test-helpers';

let t: TestApp;
let guest: ReturnType<typeof cartClient>;
let plain: CartItemInput[];
let flashed: CartItemInput;
let flashPercent: number;
let save100Id: number;
let affiliateId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  guest = cartClient(t, null);
  const [plainId] = await plainProducts(t, 2);
  plain = await stocked(t, plainId!, [4, 0]);
  const flash = await flashedProduct(t);
  flashed = (await stocked(t, flash.productId, [20]))[0]!;
  flashPercent = flash.percent;
  await setShippingCost(t, [flash.productId], 120);
  // Its own discount must give way to the sale's percent.
  await t.database.db
    .update(products)
    .set({ discountType: 'flat', discountValue: 50 })
    .where(eq(products.id, flash.productId));
  const now = Date.now();
  const [save100] = await t.database.db
    .insert(coupons)
    .values([
      { code: 'SAVE100', kind: 'fixed', amount: 100 },
      { code: 'OLD', kind: 'fixed', amount: 100, startsAt: new Date(now - 10 * DAY), endsAt: new Date(now - DAY) },
    ])
    .returning();
  save100Id = save100!.id;
  const [affiliate] = await t.database.db
    .insert(affiliates)
    .values({
      name: 'Nasrin',
      phone: '+8801711000000',
      status: 'approved',
      referralCode: 'FRIEND15',
      commissionPercent: 15,
    })
    .returning();
  affiliateId = affiliate!.id;
});
afterAll(() => t.close());

const quote = async (body: object, locale?: 'en' | 'bn', client = guest) =>
  dataOf<CartQuote>(await client.quote(body, locale));

describe('POST /cart-item/quote (guests too)', () => {
  it('prices lines as the product pages do, the running flash sale percent replacing the own discount', async () => {
    const answer = await quote({
      cart_items: [
        { ...flashed, qty: 3 },
        { ...plain[0]!, qty: 2 },
      ],
    });
    const page = (await pageVariants(t, flashed.product_id)).find((variant) => variant.id === flashed.variant_id)!;
    const flashPrice = page.price - Math.floor((page.price * flashPercent) / 100);
    expect(answer.items[0]).toMatchObject({ qty: 3, price: page.price, sale_price: flashPrice, sum: flashPrice * 3 });
    expect(answer.items[0]).toMatchObject({ shipping_cost: 120, shipping: 360, cart_item_id: null });
    expect(page.sale_price).toBe(flashPrice);
    expect(answer.adjustments).toEqual([]);
    expect(answer.totals).toEqual(cartTotals(answer.items, NO_COUPON, null));
    expect(answer.totals.subtotal).toBe(flashPrice * 3 + answer.items[1]!.sale_price * 2);
  });

  it('ignores prices a tampered cart sends along', async () => {
    const honest = await quote({ cart_items: [plain[0]] });
    const tampered = await quote({ cart_items: [{ ...plain[0]!, price: 1, sale_price: 1, sum: 1, shipping_cost: 0 }] });
    expect(tampered).toEqual(honest);
  });

  it('adds up repeats of a variant, caps by stock, drops what is not sold', async () => {
    const answer = await quote({
      cart_items: [
        { ...plain[0]!, qty: 3 },
        { ...plain[1]!, qty: 1 },
        { ...plain[0]!, qty: 2 },
        { product_id: 999_999, variant_id: plain[0]!.variant_id, qty: 1 },
        { ...flashed, variant_id: plain[0]!.variant_id, qty: 1 },
        { ...flashed, qty: 2 },
      ],
      delivery_zone: 'outside_dhaka',
    });
    expect(answer.items.map(({ variant_id, qty, stock }) => ({ variant_id, qty, stock }))).toEqual([
      { variant_id: plain[0]!.variant_id, qty: 4, stock: 4 },
      { variant_id: flashed.variant_id, qty: 2, stock: 20 },
    ]);
    const at = (item: CartItemInput) => ({ product_id: item.product_id, variant_id: item.variant_id });
    expect(answer.adjustments).toEqual([
      { ...at(plain[0]!), reason: 'stock_capped', requested: 5, qty: 4 },
      { ...at(plain[1]!), reason: 'unavailable', requested: 1, qty: 0 },
      { product_id: 999_999, variant_id: plain[0]!.variant_id, reason: 'unavailable', requested: 1, qty: 0 },
      {
        product_id: flashed.product_id,
        variant_id: plain[0]!.variant_id,
        reason: 'unavailable',
        requested: 1,
        qty: 0,
      },
    ]);
    expect(answer.totals).toEqual(cartTotals(answer.items, NO_COUPON, 'outside_dhaka'));
    expect(answer.totals.delivery_fee).toBe(120);
  });

  it('applies a coupon, and an affiliate referral code as its commission', async () => {
    const answer = await quote({ cart_items: [flashed], coupon_code: ' save100 ', delivery_zone: 'inside_dhaka' });
    expect(answer.coupon).toEqual({ id: save100Id, affiliate_id: 0, amount: 100, commission: 0, code: 'SAVE100' });
    expect(answer.coupon_message).toBeNull();
    expect(answer.totals).toEqual(cartTotals(answer.items, answer.coupon, 'inside_dhaka'));
    expect(answer.totals.discount).toBe(100);

    const referred = await quote({ cart_items: [{ ...flashed, qty: 3 }], coupon_code: 'FRIEND15' });
    expect(referred.coupon).toEqual({ id: 0, affiliate_id: affiliateId, amount: 0, commission: 15, code: 'FRIEND15' });
    expect(referred.totals.discount).toBe(Math.trunc((referred.totals.subtotal * 15) / 100));
  });

  it('checks the minimum total against the quoted (stock-capped) subtotal, not the asked one', async () => {
    const [line] = (await quote({ cart_items: [plain[0]] })).items;
    const minTotal = line!.sale_price * 5;
    await t.database.db.insert(coupons).values({ code: 'FIVEPLUS', kind: 'fixed', amount: 50, minTotal });
    const answer = await quote({ cart_items: [{ ...plain[0]!, qty: 50 }], coupon_code: 'FIVEPLUS' });
    expect(answer.items[0]!.qty).toBe(4);
    expect(answer.coupon).toEqual(NO_COUPON);
    const amount = formatPrice(minTotal, 'en');
    expect(answer.coupon_message).toBe(translate('en', 'coupons.belowMinTotal', { amount }));
  });

  it.each([
    ['OLD', 'en', 'This coupon has expired.'],
    ['NOPE', 'en', 'This coupon code does not exist.'],
    ['NOPE', 'bn', translate('bn', 'coupons.unknown')],
  ] as const)('a refused coupon %s (%s) is no coupon, with the reason', async (code, locale, message) => {
    const answer = await quote({ cart_items: [flashed], coupon_code: code }, locale);
    expect(answer.coupon).toEqual(NO_COUPON);
    expect(answer.totals.discount).toBe(0);
    expect(answer.coupon_message).toBe(message);
  });

  it('a signed-in shopper may ask too; a dead token is 401, not a guest quote', async () => {
    const account = await createTestAccount(t.database.db);
    const signedIn = cartClient(t, account.tokens.access_token);
    expect((await quote({ cart_items: [flashed] }, 'en', signedIn)).items).toHaveLength(1);
    expect((await cartClient(t, 'not-a-token').quote({ cart_items: [flashed] })).statusCode).toBe(401);
  });

  it('the seed charges its bulky goods (bags) a per-unit shipping cost (not counting the one this file sets), and a quote carries it', async () => {
    const bulky = await t.database.db
      .select({ id: products.id, category: categories.slug, shippingCost: products.shippingCost })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(gt(products.shippingCost, 0), ne(products.id, flashed.product_id)));
    expect(bulky.length).toBeGreaterThan(0);
    expect(bulky.length).toBeLessThan(10);
    expect(bulky.every((product) => product.category === 'bags' && product.shippingCost === 80)).toBe(true);
    const bag = await stocked(t, bulky[0]!.id, [2], 2);
    expect((await quote({ cart_items: bag })).totals.shipping).toBe(160);
  });

  it('an empty cart quotes zero, with no delivery fee', async () => {
    const answer = await quote({ cart_items: [], delivery_zone: 'inside_dhaka' });
    expect(answer.totals).toEqual(cartTotals([], NO_COUPON, 'inside_dhaka'));
    expect(answer.totals.total).toBe(0);
  });
});
