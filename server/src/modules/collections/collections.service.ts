import type { Collection } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { productCards } from '../products/products.service';
import { findCollectionProductIds, findCollections } from './collections.repository';

const CARDS_PER_COLLECTION = 12;

export async function listCollections(ctx: RequestContext): Promise<Collection[]> {
  const [rows, members] = await Promise.all([
    findCollections(ctx.db, ctx.locale),
    findCollectionProductIds(ctx.db, CARDS_PER_COLLECTION),
  ]);
  const cards = new Map(
    (await productCards(ctx, [...new Set(members.map((m) => m.productId))])).map((card) => [card.id, card]),
  );
  return rows.map((row) => ({
    ...row,
    products: members.filter((m) => m.collectionId === row.id).flatMap((m) => cards.get(m.productId) ?? []),
  }));
}
