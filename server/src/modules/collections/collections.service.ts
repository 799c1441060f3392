import type { Collection } from '#contract';
import { productCards } from '../products/products.service';
import type { CatalogueContext } from '../shared/catalogue-context';
import { findCollectionProductIds, findCollections } from './collections.repository';

const CARDS_PER_COLLECTION = 12;

export async function listCollections(ctx: CatalogueContext): Promise<Collection[]> {
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
