/**
 * Published products as something to buy, for the cart (and, later, checkout): the card priced now, each variant with
 * its sale price and stock, the product's shipping charge and a picture per colour.
 */
import type { ProductCard, Variant } from '#contract';
import type { Database } from '../../db/database';
import type { RequestContext } from '../../plugins/request-context';
import { findImages, findSoldProducts, findVariants } from './product-details.repository';
import { byProduct, toVariant } from './product-details.service';
import { productCards } from './products.service';

/** What a cart line of one published product needs. */
export interface SellableProduct {
  card: ProductCard;
  shippingCost: number;
  variants: Map<number, Variant>;
  /** Picture of each colour, when the product has one. */
  pictures: Map<string, string>;
}

/** The published products of `productIds` (unknown and unpublished ones left out), priced now; four queries. */
export async function loadSellableProducts(
  ctx: RequestContext,
  productIds: number[],
): Promise<Map<number, SellableProduct>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a checkout `ctx.db` is one transaction's connection, and node-postgres will refuse
  // (pg 9) a query sent while another is still running on it.
  const cards = await productCards(ctx, ids);
  const variantRows = await findVariants(ctx.db, ids, ctx.locale);
  const images = await findImages(ctx.db, ids);
  const shippingCosts = await findSoldProducts(ctx.db, ids);
  const variantsOf = byProduct(variantRows);
  const imagesOf = byProduct(images);
  return new Map(
    cards.map((card) => {
      const discount = { type: card.discount_type, value: card.discount_value };
      const variants = (variantsOf.get(card.id) ?? []).map((row) => toVariant(row, discount));
      const pictures = new Map<string, string>();
      for (const image of imagesOf.get(card.id) ?? []) {
        if (image.colorName && !pictures.has(image.colorName)) pictures.set(image.colorName, ctx.uploadUrl(image.path));
      }
      const product: SellableProduct = {
        card,
        shippingCost: shippingCosts.get(card.id) ?? 0,
        variants: new Map(variants.map((variant) => [variant.id, variant])),
        pictures,
      };
      return [card.id, product];
    }),
  );
}

/** The stock a change is checked against, as read in the caller's transaction. */
export interface Stock {
  /** The published products among those asked for. */
  sold: Set<number>;
  variants: Map<number, { productId: number; stock: number }>;
}

/** The stock of the products `productIds` and their variants; `ctx.db` is the caller's transaction. */
export async function readStock(ctx: RequestContext, productIds: number[]): Promise<Stock> {
  const ids = [...new Set(productIds)];
  const sold = await findSoldProducts(ctx.db, ids);
  const variants = await findVariants(ctx.db, ids, ctx.locale);
  return { sold: new Set(sold.keys()), variants: new Map(variants.map((variant) => [variant.id, variant])) };
}

/** Whether the product is published (sold); `db` may be the caller's transaction. */
export async function isSold(db: Database, productId: number): Promise<boolean> {
  return (await findSoldProducts(db, [productId])).has(productId);
}
