import type { CartLine } from '#contract';
import { MAX_CART_LINES, MAX_LINE_QTY } from '#contract/cart-basics';
import { normalizeDigits } from '#contract/phone';

/*
 * One cart line: its sums, a quantity typed or stored, and a stored line read back. The header's counters read the
 * stored cart on every page with these alone; the cart's operations (cart.ts) load with the islands that use them.
 */

export const qtyOf = (lines: readonly CartLine[], variantId: number) =>
  lines.find((line) => line.variant_id === variantId)?.qty ?? 0;

/** sum and shipping follow the unit prices and qty. */
export function recalculate(line: CartLine): CartLine {
  return { ...line, sum: line.sale_price * line.qty, shipping: line.shipping_cost * line.qty };
}

/** A typed or stored quantity: a whole number 1..MAX_LINE_QTY (Bengali digits accepted), else null. */
export function parseQty(input: unknown): number | null {
  let qty: number;
  if (typeof input === 'number') qty = input;
  else if (typeof input === 'string' && /^\d{1,4}$/.test(normalizeDigits(input.trim()))) {
    qty = Number(normalizeDigits(input.trim()));
  } else return null;
  return Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY ? qty : null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isId = (value: unknown): value is number => isCount(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * One stored line, or null when it is not one. Stored prices are only a first guess (the server quote repairs
 * them); sum and shipping are recomputed rather than read.
 */
export function sanitizeStoredLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const { id, name, slug, image, seller, qty, price, sale_price, shipping_cost, variant_id, cart_item_id, stock } =
    value;
  const variant = value.selected_variant;
  const valid =
    isObject(seller) &&
    isId(seller.id) &&
    isText(seller.name) &&
    isId(id) &&
    isText(name) &&
    isText(slug) &&
    isText(image) &&
    typeof qty === 'number' &&
    parseQty(qty) !== null &&
    isCount(price) &&
    isCount(sale_price) &&
    isCount(shipping_cost) &&
    isId(variant_id) &&
    (cart_item_id === null || isId(cart_item_id)) &&
    isCount(stock);
  if (!valid || !isObject(seller) || !isObject(variant) || variant.id !== variant_id) return null;
  const options = isObject(variant.options) ? variant.options : {};
  return recalculate({
    id,
    name,
    slug,
    image,
    seller: { id: seller.id as number, name: seller.name as string },
    qty,
    price,
    sale_price,
    sum: 0,
    shipping: 0,
    shipping_cost,
    variant_id,
    cart_item_id,
    stock,
    selected_variant: {
      id: variant_id,
      sku: isText(variant.sku) ? variant.sku : '',
      price,
      sale_price,
      stock,
      options: {
        color: isText(options.color) ? options.color : undefined,
        size: isText(options.size) ? options.size : undefined,
      },
      color_name: isText(variant.color_name) ? variant.color_name : null,
    },
  });
}

/** Stored lines with the malformed ones and repeated variants dropped, at most MAX_CART_LINES. */
export function sanitizeStoredLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const candidate of value) {
    const line = sanitizeStoredLine(candidate);
    if (line && qtyOf(lines, line.variant_id) === 0 && lines.length < MAX_CART_LINES) lines.push(line);
  }
  return lines;
}
