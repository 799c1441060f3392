import { eq, inArray } from 'drizzle-orm';
import type { CartItemInput, CategoryFlashSale, ProductCard, ProductDetailsResponse, Variant } from '#contract';
import { apiCaller, getData, type TestApp } from '../../app.test-helpers';
import { products, productVariants } from '../../db/schema';

type Locale = 'en' | 'bn';

/** The cart calls for one access token (null: a guest). */
export function cartClient(t: TestApp, token: string | null) {
  const call = apiCaller(t, token);
  return {
    list: (locale?: Locale) => call('GET', '/cart-item', undefined, locale),
    modify: (cartItems: unknown, locale?: Locale) =>
      call('POST', '/cart-item/modify', { cart_items: cartItems }, locale),
    remove: (id: unknown, locale?: Locale) => call('POST', '/cart-item/delete', { id }, locale),
    quote: (body: unknown, locale?: Locale) => call('POST', '/cart-item/quote', body, locale),
  };
}

/** A product page's variants: the prices a cart line must repeat. */
export async function pageVariants(t: TestApp, productId: number, locale: Locale = 'en'): Promise<Variant[]> {
  return (await getData<ProductDetailsResponse>(t.app, `/products/${productId}`, locale)).product.variants;
}

/** The cards of the running flash sales' products, as GET /category/category-wise-flash-sales lists them. */
async function flashSaleCards(t: TestApp): Promise<ProductCard[]> {
  const entries = await getData<CategoryFlashSale[]>(t.app, '/category/category-wise-flash-sales');
  return entries.flatMap((entry) => entry.products);
}

/** Published products with at least `minVariants` variants and no running flash sale, lowest id first. */
export async function plainProducts(t: TestApp, minVariants = 1): Promise<number[]> {
  const { db } = t.database;
  const flashed = new Set((await flashSaleCards(t)).map((card) => card.id));
  const rows = await db
    .select({ id: products.id, variantId: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.isPublished, true))
    .orderBy(products.id, productVariants.id);
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  return [...counts].filter(([id, count]) => count >= minVariants && !flashed.has(id)).map(([id]) => id);
}

/** A product in a running flash sale and that sale's percent (the card's discount while the sale runs). */
export async function flashedProduct(t: TestApp): Promise<{ productId: number; percent: number }> {
  const [card] = await flashSaleCards(t);
  if (!card) throw new Error('the seed has no running flash sale');
  return { productId: card.id, percent: card.discount_value };
}

/** Sets the stock of variants and answers them as cart items of `qty`. */
export async function stocked(t: TestApp, productId: number, stocks: number[], qty = 1): Promise<CartItemInput[]> {
  const { db } = t.database;
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id);
  if (variants.length < stocks.length) throw new Error(`product ${productId} has too few variants`);
  const chosen = variants.slice(0, stocks.length);
  for (const [index, variant] of chosen.entries()) {
    await db.update(productVariants).set({ stock: stocks[index] }).where(eq(productVariants.id, variant.id));
  }
  return chosen.map((variant) => ({ product_id: productId, variant_id: variant.id, qty }));
}

export async function setShippingCost(t: TestApp, productIds: number[], shippingCost: number) {
  await t.database.db.update(products).set({ shippingCost }).where(inArray(products.id, productIds));
}
