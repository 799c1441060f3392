/**
 * The pure part of placing an order: which wanted items are sold, at what price, and what to tell the shopper about
 * the ones that are not. No database here; `checkout.service.ts` feeds it what it read in its transaction.
 */
import { type CartItemInput, type CartLine, sumByVariant } from '#contract';
import type { FieldMessage } from '../../plugins/http-errors';
import { findOffer, toCartLine } from '../cart/cart.service';
import type { SellableProduct } from '../products/sellable.service';

/** An item to order and the body field it came from (`cart_items.2`, `buy_now`) for errors beside it. */
export interface WantedItem extends CartItemInput {
  field: string;
}

export interface PricedLine extends CartLine {
  field: string;
}

export type FieldErrors = Record<string, FieldMessage[]>;

/**
 * The wanted items (repeats of a variant added up) priced from the catalogue as read now, and a field error for each
 * one that cannot be ordered: product not sold, variant not the product's, or more than its stock.
 */
export function priceWantedItems(
  products: Map<number, SellableProduct>,
  wanted: readonly WantedItem[],
): { lines: PricedLine[]; errors: FieldErrors } {
  const lines: PricedLine[] = [];
  const errors: FieldErrors = {};
  for (const item of sumByVariant(wanted)) {
    const product = products.get(item.product_id);
    const offer = findOffer(products, item.product_id, item.variant_id);
    if (!product) errors[`${item.field}.product_id`] = [{ key: 'checkout.productUnavailable' }];
    else if (!offer) errors[`${item.field}.variant_id`] = [{ key: 'checkout.variantUnavailable' }];
    else if (offer.variant.stock < item.qty)
      errors[`${item.field}.qty`] = [stockMessage(product.card.name, offer.variant.stock)];
    else lines.push({ ...toCartLine(offer, item.qty, null), field: item.field });
  }
  return { lines, errors };
}

/** "Only 2 left of <product>", or "<product> is sold out". */
export function stockMessage(product: string, left: number): FieldMessage {
  return left > 0
    ? { key: 'checkout.onlyLeft', params: { left, product } }
    : { key: 'checkout.soldOut', params: { product } };
}
