/**
 * Facet counts in one query: the products matching the unfaceted filters (search, updated_since) are
 * materialised once with a flag per faceted filter; each facet then counts the rows passing every flag but its own.
 * Running flash sales are joined once (not looked up per row), and colours and sizes are read from the products'
 * own arrays (kept by triggers), not from their variants.
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { brands, products, productVariants, vendors } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import {
  cardSalePrice,
  type Faceted,
  facetConditions,
  type ProductFilter,
  runningFlashPercents,
  unfacetedConditions,
} from './product-filters';

export interface FacetRow {
  facet: 'total' | 'category' | 'brand' | 'vendor' | 'color' | 'size' | 'rating' | 'in_stock' | 'on_sale' | 'price';
  /** Category or vendor id, brand slug, colour key, size, star count; null for single numbers. */
  key: string | null;
  label: string | null;
  hex: string | null;
  count: number;
  /** Lowest and highest sale price (the price facet only). */
  low: number | null;
  high: number | null;
}

/** Minimum stars of the rating facet's values. */
const RATING_STEPS = sql`generate_series(1, 4)`;

export async function findFacetRows(db: Database, filter: ProductFilter, now: Date, locale: Locale) {
  const salePrice = cardSalePrice(now, sql`running_flash.percent`);
  const conditions = facetConditions(filter, now, salePrice);
  const set = Object.keys(conditions) as Faceted[];
  // The in-stock filter's flag is the in_stock column itself.
  const flag = (name: Faceted) => sql.identifier(name === 'inStock' ? 'in_stock' : `f_${name}`);
  const flags = set.filter((name) => name !== 'inStock').map((name) => sql`, ${conditions[name]} as ${flag(name)}`);
  /** Rows of `m` passing every set filter except `own`. */
  const passing = (own?: Faceted): SQL =>
    and(sql`true`, ...set.filter((name) => name !== own).map((name) => sql`m.${flag(name)}`)) as SQL;
  // A row failing two filters (a null flag fails) counts in no facet: m keeps only rows failing at most one.
  const failures = set.map((name) => sql`(not coalesce(candidate.${flag(name)}, false))::int`);
  const countable = set.length < 2 ? sql`true` : sql`${sql.join(failures, sql` + `)} <= 1`;
  const row = (
    facet: FacetRow['facet'],
    key: SQLWrapper,
    label: SQLWrapper,
    hex: SQLWrapper,
    count: SQL,
    low = sql`null`,
    high = low,
  ) =>
    sql`select ${facet}::text as facet, (${key})::text as key, (${label})::text as label, (${hex})::text as hex,
      (${count})::int as count, (${low})::int as low, (${high})::int as high`;
  const none = sql`null`;
  const colorName = byLocale(locale, productVariants.colorNameEn, productVariants.colorNameBn);

  const query = sql`with m as materialized (select * from (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.brandId} as brand_id,
        ${products.vendorId} as vendor_id, ${products.ratingTenths} as rating_tenths, ${products.minPrice} as min_price,
        ${products.colors} as colors, ${products.sizes} as sizes,
        ${salePrice} as sale_price, ${products.inStock} as in_stock ${sql.join(flags, sql``)}
      from ${products} left join ${runningFlashPercents(now)} as running_flash on running_flash.product_id = ${products.id}
      where ${unfacetedConditions(filter)}
    ) as candidate where ${countable})
    ${row('total', none, none, none, sql`count(*)`)} from m where ${passing()}
    union all ${row('price', none, none, none, sql`count(*)`, sql`min(m.sale_price)`, sql`max(m.sale_price)`)}
      from m where ${passing('price')}
    union all ${row('in_stock', none, none, none, sql`count(*)`)} from m where ${passing('inStock')} and m.in_stock
    union all ${row('on_sale', none, none, none, sql`count(*)`)}
      from m where ${passing('onSale')} and m.sale_price < m.min_price
    union all ${row('category', sql`m.category_id`, none, none, sql`count(*)`)}
      from m where ${passing('category')} group by m.category_id
    union all ${row('brand', brands.slug, byLocale(locale, brands.nameEn, brands.nameBn), none, sql`count(*)`)}
      from m inner join ${brands} on ${brands.id} = m.brand_id where ${passing('brand')} group by ${brands.id}
    union all ${row('vendor', vendors.id, byLocale(locale, vendors.nameEn, vendors.nameBn), none, sql`count(*)`)}
      from m inner join ${vendors} on ${vendors.id} = m.vendor_id where ${passing('vendor')} group by ${vendors.id}
    union all ${row('color', sql`colored.color`, sql`swatch.name`, sql`swatch.hex`, sql`colored.count`)}
      from (select color, count(*) as count from m cross join unnest(m.colors) as color
        where ${passing('color')} group by color) as colored
      cross join lateral (select ${colorName} as name, ${productVariants.colorHex} as hex from ${productVariants}
        where ${productVariants.color} = colored.color order by ${productVariants.id} limit 1) as swatch
    union all ${row('size', sql`size`, none, none, sql`count(*)`)}
      from m cross join unnest(m.sizes) as size where ${passing('size')} group by size
    union all ${row('rating', sql`stars`, none, none, sql`sum(rated.count)`)}
      from ${RATING_STEPS} as stars inner join (select m.rating_tenths / 10 as whole_stars, count(*) as count from m
        where ${passing('rating')} group by 1) as rated on rated.whole_stars >= stars
      group by stars`;
  const result = await db.execute(query);
  return (result as unknown as { rows: FacetRow[] }).rows;
}
