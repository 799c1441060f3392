/** What the facet index is built from (facet-index.ts), read in one snapshot so that it is one catalogue version. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  brands,
  catalogueVersion,
  flashSaleItems,
  flashSales,
  products,
  productVariants,
  vendors,
} from '../../db/schema';
import { visibleShop } from '../../lib/visible-shops';
import type { IndexSource, Swatch } from './facet-index';
import { type ProductFilter, unfacetedConditions } from './product-filters';
import { NEWEST_FIRST } from './products.repository';

export async function loadFacetIndexSource(db: Database): Promise<IndexSource> {
  return db.transaction(
    async (tx) => {
      const [{ version } = { version: 0 }] = await tx
        .select({ version: catalogueVersion.version })
        .from(catalogueVersion);
      const rows = await tx
        .select({
          id: products.id,
          categoryId: products.categoryId,
          brandId: products.brandId,
          vendorId: products.vendorId,
          ratingTenths: products.ratingTenths,
          minPrice: products.minPrice,
          discountType: products.discountType,
          discountValue: products.discountValue,
          inStock: products.inStock,
          colors: products.colors,
          sizes: products.sizes,
          updatedMicros: sql<number>`(extract(epoch from ${products.updatedAt}) * 1000000)::float8`,
          newestRank: sql<number>`(row_number() over (order by ${sql.join(NEWEST_FIRST, sql`, `)}) - 1)::int`,
        })
        .from(products)
        .where(unfacetedConditions({}));
      const flashItems = await tx
        .select({
          productId: flashSaleItems.productId,
          discountPercent: flashSaleItems.discountPercent,
          startsAt: flashSales.startsAt,
          endsAt: flashSales.endsAt,
        })
        .from(flashSaleItems)
        .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId));
      const brandRows = await tx
        .select({ id: brands.id, slug: brands.slug, nameEn: brands.nameEn, nameBn: brands.nameBn })
        .from(brands);
      const vendorRows = await tx
        .select({ id: vendors.id, nameEn: vendors.nameEn, nameBn: vendors.nameBn })
        .from(vendors)
        .where(visibleShop());
      const colorKeys = [...new Set(rows.flatMap((row) => row.colors))];
      // Each key's first variant, found by the colour index rather than by sorting every variant; one query at a
      // time, as a transaction's connection runs them.
      const swatches = new Map<string, Swatch>();
      for (const color of colorKeys) {
        const [swatch] = await tx
          .select({
            nameEn: productVariants.colorNameEn,
            nameBn: productVariants.colorNameBn,
            hex: productVariants.colorHex,
          })
          .from(productVariants)
          .where(eq(productVariants.color, color))
          .orderBy(asc(productVariants.id))
          .limit(1);
        if (swatch) swatches.set(color, swatch);
      }
      return {
        version,
        products: rows,
        flashItems,
        brands: new Map(brandRows.map(({ id, ...brand }) => [id, brand])),
        vendors: new Map(vendorRows.map(({ id, ...vendor }) => [id, vendor])),
        swatches,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Ids of the products shoppers see that match the filter's search, as one array (one row to parse, not thousands). */
export async function findSearchedIds(db: Database, search: NonNullable<ProductFilter['search']>): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${products.id}), '{}')` })
    .from(products)
    .where(unfacetedConditions({ search }));
  return row?.ids ?? [];
}
