import type { Page, ProductCard, ProductDetailsResponse } from '#contract';
import { mapLimit } from '../map-limit';
import { FetchFailure, type Get } from './api-client';

const PER_PAGE = 100;
/** Products per call of our batch extension, GET /products/details?ids=… (its maximum). */
const DETAILS_PER_CALL = 100;

/** Every product card (or those matching `filter`, e.g. '&updated_since=…'), newest first, walking the listing's pages. */
export async function fetchProducts(get: Get, concurrency: number, filter = ''): Promise<ProductCard[]> {
  const path = (page: number) => `/products?per_page=${PER_PAGE}&page=${page}&sort=newest${filter}`;
  const first = await get<Page<ProductCard>>(path(1));
  const pages = Array.from({ length: first.last_page - 1 }, (_, i) => i + 2);
  const rest = await mapLimit(pages, concurrency, (page) => get<Page<ProductCard>>(path(page)));
  return [first, ...rest].flatMap((page) => page.data);
}

/** One call of the batch extension; every product asked must be in the answer. */
function fetchDetailsBatch(get: Get, ids: number[]): Promise<ProductDetailsResponse[]> {
  return get<ProductDetailsResponse[]>(`/products/details?ids=${ids.join(',')}`, (details) => {
    const answered = new Set(details.map((detail) => detail.product.id));
    const missing = ids.filter((id) => !answered.has(id));
    return missing.length > 0 ? `no details for product ${missing.join(', ')}` : undefined;
  });
}

/** Products of one category share their related products and neighbours: batched together, they cost fewer cards. */
export function inBatchOrder(cards: ProductCard[]): number[] {
  return cards
    .map((card) => [card.category.id, card.id] as const)
    .sort(([categoryA, idA], [categoryB, idB]) => categoryA - categoryB || idA - idB)
    .map(([, id]) => id);
}

/**
 * The page of every product of `ids`, through our batch extension; from a server without it (the first batch
 * answers 404), one GET /products/{id} per product as the spec has it. Each answer goes to `take` as it comes
 * (the next call in its lane waits for it), so a large catalogue need not be held in memory.
 */
export async function fetchDetails(
  get: Get,
  ids: number[],
  concurrency: number,
  take: (details: ProductDetailsResponse[]) => void | Promise<void>,
): Promise<void> {
  const [first, ...rest] = Array.from({ length: Math.ceil(ids.length / DETAILS_PER_CALL) }, (_, i) =>
    ids.slice(i * DETAILS_PER_CALL, (i + 1) * DETAILS_PER_CALL),
  );
  if (!first) return;
  let head: ProductDetailsResponse[];
  try {
    head = await fetchDetailsBatch(get, first);
  } catch (error) {
    if (!(error instanceof FetchFailure && error.status === 404)) throw error;
    await mapLimit(ids, concurrency, async (id) => take([await get<ProductDetailsResponse>(`/products/${id}`)]));
    return;
  }
  await take(head);
  await mapLimit(rest, concurrency, async (batch) => take(await fetchDetailsBatch(get, batch)));
}
