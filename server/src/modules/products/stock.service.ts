/**
 * Stock as orders take and give it back. Always inside the caller's transaction; variants are taken in id order, so
 * two checkouts sharing variants lock them in one order and cannot deadlock.
 */
import type { RequestContext } from '../../plugins/request-context';
import { decrementStock, findLineCopies, findStock, incrementStock } from './stock.repository';

export interface StockTake {
  variantId: number;
  qty: number;
}

/** A variant that had fewer than asked for; `left` is its stock as the checkout saw it. */
export interface StockShortage {
  variantId: number;
  left: number;
}

/**
 * Takes every quantity (one per variant: the caller adds repeats up first) or reports the first shortage. After a
 * shortage the caller must roll its transaction back: what was taken before it is not given back here.
 */
export async function takeStock(ctx: Pick<RequestContext, 'db'>, takes: StockTake[]): Promise<StockShortage | null> {
  for (const take of [...takes].sort((a, b) => a.variantId - b.variantId)) {
    const left = await decrementStock(ctx.db, take.variantId, take.qty);
    if (left === null) return { variantId: take.variantId, left: await findStock(ctx.db, take.variantId) };
  }
  return null;
}

/** Gives taken stock back (an expired or cancelled order), in variant id order like `takeStock`. */
export async function returnStock(ctx: Pick<RequestContext, 'db'>, takes: StockTake[]): Promise<void> {
  for (const take of [...takes].sort((a, b) => a.variantId - b.variantId)) {
    await incrementStock(ctx.db, take.variantId, take.qty);
  }
}

export type LineCopy = Awaited<ReturnType<typeof findLineCopies>>[number];

/** The names an order line keeps of each variant, in both languages, by variant id. */
export async function lineCopies(
  ctx: Pick<RequestContext, 'db'>,
  variantIds: number[],
): Promise<Map<number, LineCopy>> {
  if (variantIds.length === 0) return new Map();
  const rows = await findLineCopies(ctx.db, variantIds);
  return new Map(rows.map((row) => [row.variantId, row]));
}
