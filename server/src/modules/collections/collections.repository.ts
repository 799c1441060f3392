import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { collectionProducts, collections, products } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export function findCollections(db: Database, locale: Locale) {
  return db
    .select({
      id: collections.id,
      slug: collections.slug,
      name: byLocale(locale, collections.nameEn, collections.nameBn),
    })
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.id));
}

/** The first `perCollection` published products of every collection, in collection order. */
export function findCollectionProductIds(db: Database, perCollection: number) {
  const ranked = db
    .select({
      collectionId: collectionProducts.collectionId,
      productId: collectionProducts.productId,
      rank: sql<number>`row_number() over (partition by ${collectionProducts.collectionId}
        order by ${collectionProducts.position}, ${collectionProducts.productId})`.as('rank'),
    })
    .from(collectionProducts)
    .innerJoin(products, and(eq(products.id, collectionProducts.productId), eq(products.isPublished, true)))
    .as('ranked');
  return db
    .select({ collectionId: ranked.collectionId, productId: ranked.productId })
    .from(ranked)
    .where(lte(ranked.rank, perCollection))
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
}
