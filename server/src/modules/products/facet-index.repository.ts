/**
 * What the facet index is built from (facet-index.ts), read in one snapshot so that it is one catalogue version:
 * all of it, or what changed since an earlier snapshot.
 */
import { type AnyColumn, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  brands,
  catalogueVersion,
  categories,
  flashSaleItems,
  flashSales,
  products,
  productVariants,
  vendors,
} from '../../db/schema';
import { visibleShop } from '../../lib/visible-shops';
import type { IndexSource, Swatch } from './facet-index';
import type { SourceChanges } from './facet-index-patch';
import { type ProductFilter, unfacetedConditions } from './product-filters';

const micros = (column: AnyColumn) => sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;

const productColumns = {
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
  updatedMicros: micros(products.updatedAt),
  createdMicros: micros(products.createdAt),
};

/** Everything but the products, read whole every time: small tables, and the swatches of `colours`. */
async function readAllButProducts(tx: Database, colours: Iterable<string>) {
  const [{ version, snapshot } = { version: 0, snapshot: '' }] = await tx
    .select({ version: catalogueVersion.version, snapshot: sql<string>`pg_current_snapshot()::text` })
    .from(catalogueVersion);
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
  const categoryRows = await tx
    .select({
      id: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameBn: categories.nameBn,
      parentId: categories.parentId,
      image: categories.image,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const vendorRows = await tx
    .select({ id: vendors.id, nameEn: vendors.nameEn, nameBn: vendors.nameBn })
    .from(vendors)
    .where(visibleShop());
  // Each key's first variant, found by the colour index rather than by sorting every variant; one query at a
  // time, as a transaction's connection runs them.
  const swatches = new Map<string, Swatch>();
  for (const color of new Set(colours)) {
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
    snapshot,
    flashItems,
    brands: new Map(brandRows.map(({ id, ...brand }) => [id, brand])),
    vendors: new Map(vendorRows.map(({ id, ...vendor }) => [id, vendor])),
    swatches,
    categories: categoryRows,
  };
}

const inOneSnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function loadFacetIndexSource(db: Database): Promise<IndexSource> {
  return db.transaction(async (tx) => {
    const rows = await tx.select(productColumns).from(products).where(unfacetedConditions({}));
    const rest = await readAllButProducts(
      tx,
      rows.flatMap((row) => row.colors),
    );
    return { ...rest, products: rows };
  }, inOneSnapshot);
}

/**
 * The transaction that last wrote the row, as a full transaction id (xid8) for pg_visible_in_snapshot: xmin holds its
 * low 32 bits, of this epoch or, past a wraparound, of the one before.
 */
const NEXT_XID = sql`pg_snapshot_xmax(pg_current_snapshot())::text::bigint`;
const rowXid = () => {
  const ofThisEpoch = sql`(((${NEXT_XID} >> 32) << 32) | ${products}.xmin::text::bigint)`;
  return sql`(${ofThisEpoch} - case when ${ofThisEpoch} > ${NEXT_XID} then 4294967296 else 0 end)::text::xid8`;
};

/**
 * The products written since `since.snapshot` (the one a source was read in), seen by shoppers now or not, and the
 * rest as loadFacetIndexSource reads it, with the swatches of `since.colours` and of the written products' colours.
 * A row counts as written since when the transaction that wrote it was not visible to that snapshot; a deleted
 * product is not among them, which the count of visible products tells (facet-index-patch.ts).
 */
export function loadFacetIndexChanges(
  db: Database,
  since: { snapshot: string; colours: Iterable<string> },
): Promise<SourceChanges> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .select({
        ...productColumns,
        visible: sql<boolean>`coalesce(${unfacetedConditions({})}, false)`,
        searchWords: products.searchWords,
      })
      .from(products)
      .where(sql`not pg_visible_in_snapshot(${rowXid()}, ${since.snapshot}::pg_snapshot)`);
    const visibleCount = await tx.$count(products, unfacetedConditions({}));
    const rest = await readAllButProducts(tx, [...since.colours, ...changed.flatMap((row) => row.colors)]);
    return { ...rest, changed, visibleCount };
  }, inOneSnapshot);
}

/** Ids of the products shoppers see that match the filter's search, as one array (one row to parse, not thousands). */
export async function findSearchedIds(db: Database, search: NonNullable<ProductFilter['search']>): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${products.id}), '{}')` })
    .from(products)
    .where(unfacetedConditions({ search }));
  return row?.ids ?? [];
}
