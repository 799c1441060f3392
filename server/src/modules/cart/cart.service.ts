import { type CartItemInput, type CartLine, MAX_CART_LINES } from '#contract';
import { AppError, type FieldMessage, fieldFailure, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { lockUser } from '../auth/users.service';
import { loadSellableProducts, readStock, type SellableProduct, type Stock } from '../products/sellable.service';
import { type CartRow, deleteCartRow, deleteCartRows, findCartRows, upsertCartRows } from './cart.repository';
import type { CartItem } from './cart.schemas';
import { findOffer, toCartLine } from './cart-lines';

export { findOffer, type Offer, toCartLine } from './cart-lines';

/** The lines still sold, priced now; a line whose product was unpublished is left out. */
function toCartLines(products: Map<number, SellableProduct>, rows: CartRow[]): CartLine[] {
  return rows.flatMap((row) => {
    const offer = findOffer(products, row.productId, row.variantId);
    return offer ? toCartLine(offer, row.qty, row.id) : [];
  });
}

const field = (index: number, name: keyof CartItem) => `cart_items.${index}.${name}`;

/** 422 on the field of each item whose product is not sold or whose variant is not one of that product's. */
function checkProducts({ sold, variants }: Stock, items: CartItem[]): void {
  const errors: Record<string, FieldMessage[]> = {};
  items.forEach((item, index) => {
    if (!sold.has(item.product_id)) errors[field(index, 'product_id')] = [{ key: 'errors.productNotFound' }];
    else if (variants.get(item.variant_id)?.productId !== item.product_id) {
      errors[field(index, 'variant_id')] = [{ key: 'cart.variantMismatch' }];
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** 422 OUT_OF_STOCK naming the stock of each item asking for more than there is. */
function checkStock({ variants }: Stock, items: CartItem[]): void {
  const errors: Record<string, FieldMessage[]> = {};
  items.forEach((item, index) => {
    const stock = variants.get(item.variant_id)?.stock ?? 0;
    if (item.qty > stock) errors[field(index, 'qty')] = [{ key: 'cart.onlyInStock', params: { stock } }];
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'cart.amountRefused', {}, errors, { code: 'OUT_OF_STOCK' });
  }
}

function checkLineCount(rows: CartRow[], items: CartItem[]): void {
  const variants = new Set([...rows.map((row) => row.variantId), ...items.map((item) => item.variant_id)]);
  if (variants.size <= MAX_CART_LINES) return;
  throw fieldFailure('cart_items', 'cart.tooManyLines', { max: MAX_CART_LINES });
}

export async function listCart(ctx: RequestContext, userId: number): Promise<CartLine[]> {
  const rows = await findCartRows(ctx.db, userId);
  const products = await loadSellableProducts(
    ctx,
    rows.map((row) => row.productId),
  );
  return toCartLines(products, rows);
}

/**
 * Sets each item's line to its qty, all or nothing: every product sold, every variant its product's, every qty
 * within the variant's stock as read in this transaction, at most MAX_CART_LINES lines. Answers the whole cart.
 * Stock itself is left alone (orders take it).
 */
export async function modifyCart(ctx: RequestContext, userId: number, items: CartItem[]): Promise<CartLine[]> {
  await ctx.db.transaction(async (tx) => {
    // The user's cart writes run one after another, so the line cap holds under concurrent requests.
    await lockUser(tx, userId);
    const stock = await readStock(
      { ...ctx, db: tx },
      items.map((item) => item.product_id),
    );
    checkProducts(stock, items);
    checkStock(stock, items);
    checkLineCount(await findCartRows(tx, userId), items);
    await upsertCartRows(tx, userId, items);
  });
  return listCart(ctx, userId);
}

/** Another user's line is "not found", like one that does not exist. Answers the cart left. */
export async function removeCartItem(ctx: RequestContext, userId: number, id: number): Promise<CartLine[]> {
  if (!(await deleteCartRow(ctx.db, userId, id))) throw notFound('cart.itemNotFound');
  return listCart(ctx, userId);
}

/** The user's cart as items to order, oldest line first; `ctx.db` may be the checkout's transaction. */
export async function readCartItems(ctx: Pick<RequestContext, 'db'>, userId: number): Promise<CartItemInput[]> {
  const rows = await findCartRows(ctx.db, userId);
  return rows.map((row) => ({ product_id: row.productId, variant_id: row.variantId, qty: row.qty }));
}

/** Empties the user's cart (an order took it), inside the checkout's transaction. */
export async function emptyCart(ctx: Pick<RequestContext, 'db'>, userId: number): Promise<void> {
  await deleteCartRows(ctx.db, userId);
}
