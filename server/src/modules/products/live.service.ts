import type { LiveProduct } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { salePrice } from './pricing';
import { findVariants } from './product-details.repository';
import { byProduct } from './product-details.service';
import { productCards } from './products.service';

/**
 * GET /products/live: the facts a static page may show stale (prices, stock, running sale), fresh, for `ids`
 * in that order; unknown and unpublished ids are left out. Two queries whatever the number of ids.
 */
export async function liveProducts(ctx: RequestContext, ids: number[]): Promise<LiveProduct[]> {
  const [cards, variants] = await Promise.all([productCards(ctx, ids), findVariants(ctx.db, ids, ctx.locale)]);
  const variantsOf = byProduct(variants);
  return cards.map((card) => {
    const discount = { type: card.discount_type, value: card.discount_value };
    return {
      id: card.id,
      price: card.price,
      sale_price: card.sale_price,
      discount: card.discount,
      discount_percentage: card.discount_percentage,
      quantity: card.quantity,
      flash_sale_ends_at: card.flash_sale_ends_at,
      variants: (variantsOf.get(card.id) ?? []).map((variant) => ({
        id: variant.id,
        price: variant.price,
        sale_price: salePrice(variant.price, discount),
        stock: variant.stock,
      })),
    };
  });
}
