import type { CartAdjustment, CartItemInput, CartLine, ProductDetail, Variant } from '#contract';
import { MAX_CART_LINES, MAX_LINE_QTY } from '#contract/cart-basics';
import { qtyOf, recalculate } from './cart-line';

/** What a product page knows of the product it adds to the cart. */
export interface CartProduct {
  id: number;
  name: string;
  slug: string;
  image: string;
  seller: { id: number; name: string };
  shipping_cost: number;
}

/** The product as a cart line needs it. */
export function cartProductOf(product: ProductDetail): CartProduct {
  const { id, name, slug, image, seller, shipping_cost } = product;
  return { id, name, slug, image, seller: { id: seller.id, name: seller.name }, shipping_cost };
}

/**
 * Spec section 5: adding is allowed only if stock is not 0 and stock ≥ the qty already in the cart + the amount.
 * Our own limits on top: the amount is a whole number ≥ 1 and a line holds at most MAX_LINE_QTY.
 */
export function canAdd(lines: readonly CartLine[], variantId: number, stock: number, amount = 1): boolean {
  if (!Number.isInteger(amount) || amount < 1) return false;
  const wanted = qtyOf(lines, variantId) + amount;
  return stock !== 0 && stock >= wanted && wanted <= MAX_LINE_QTY;
}

/**
 * Whether a line can be ordered as it stands, after the stock fell below it (the cart keeps what the shopper chose):
 * `unavailable` when none is left, `capped` when fewer than its qty are (`available`: the most it may hold now).
 */
export type LineStatus = { kind: 'ok' } | { kind: 'capped'; available: number } | { kind: 'unavailable' };

export function lineStatus({ qty, stock }: Pick<CartLine, 'qty' | 'stock'>): LineStatus {
  if (stock <= 0) return { kind: 'unavailable' };
  if (qty > stock) return { kind: 'capped', available: Math.min(stock, MAX_LINE_QTY) };
  return { kind: 'ok' };
}

/** The lines checkout would refuse: reduced or removed, they let the order through. */
export function blockedLines<T extends Pick<CartLine, 'qty' | 'stock'>>(lines: readonly T[]): T[] {
  return lines.filter((line) => lineStatus(line).kind !== 'ok');
}

export function makeLine(product: CartProduct, variant: Variant, qty: number): CartLine {
  return recalculate({
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    seller: { id: product.seller.id, name: product.seller.name },
    qty,
    price: variant.price,
    sale_price: variant.sale_price,
    sum: 0,
    shipping: 0,
    shipping_cost: product.shipping_cost,
    variant_id: variant.id,
    cart_item_id: null,
    stock: variant.stock,
    selected_variant: variant,
  });
}

/**
 * Spec section 4: the same variant already in the cart has its qty raised by `amount` (taking the fresh prices
 * and stock of `line`), else `line` is appended with qty `amount`. Null when canAdd refuses or the cart is full.
 */
export function addLine(lines: readonly CartLine[], line: CartLine, amount = 1): CartLine[] | null {
  if (!canAdd(lines, line.variant_id, line.stock, amount)) return null;
  const present = lines.find((candidate) => candidate.variant_id === line.variant_id);
  if (!present) {
    return lines.length < MAX_CART_LINES ? [...lines, recalculate({ ...line, qty: amount })] : null;
  }
  const raised = { ...line, cart_item_id: present.cart_item_id, qty: present.qty + amount };
  return lines.map((candidate) => (candidate === present ? recalculate(raised) : candidate));
}

export function setLineQty(lines: readonly CartLine[], variantId: number, qty: number): CartLine[] {
  return lines.map((line) => (line.variant_id === variantId ? recalculate({ ...line, qty }) : line));
}

export function removeLine(lines: readonly CartLine[], variantId: number): CartLine[] {
  return lines.filter((line) => line.variant_id !== variantId);
}

/** Per variant: the server's qty plus the guest's, for every guest line (capping by stock is the quote's job). */
export function mergeForSignIn(serverLines: readonly CartLine[], guestLines: readonly CartLine[]): CartItemInput[] {
  const merged = new Map<number, CartItemInput>();
  let room = MAX_CART_LINES - serverLines.length;
  for (const guest of guestLines) {
    const known = merged.get(guest.variant_id);
    const serverQty = qtyOf(serverLines, guest.variant_id);
    if (!known && serverQty === 0 && room-- <= 0) continue;
    const qty = Math.min((known?.qty ?? serverQty) + guest.qty, MAX_LINE_QTY);
    merged.set(guest.variant_id, { product_id: guest.id, variant_id: guest.variant_id, qty });
  }
  return [...merged.values()];
}

/** Names of the lines the server lowered or dropped (each once), for the "quantities were lowered" toast. */
export function cappedNames(adjustments: readonly CartAdjustment[], lines: readonly CartLine[]): string[] {
  const names = adjustments
    .filter((adjustment) => adjustment.reason === 'stock_capped' || adjustment.reason === 'unavailable')
    .map((adjustment) => lines.find((line) => line.variant_id === adjustment.variant_id)?.name)
    .filter((name): name is string => Boolean(name));
  return [...new Set(names)];
}

/** The lines as POST /cart-item/modify and /cart-item/quote take them. */
export const cartItemInputs = (lines: readonly CartLine[]): CartItemInput[] =>
  lines.map((line) => ({ product_id: line.id, variant_id: line.variant_id, qty: line.qty }));
