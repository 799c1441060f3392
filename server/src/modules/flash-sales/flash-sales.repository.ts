import { and, asc, desc, eq } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { flashSaleItems, flashSales, products } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';
import { saleRunningAt } from '../products/products.service';

/** Published products of flash sales running at `now` (starts_at <= now < ends_at), best discount first. */
export function findRunningFlashSaleItems(db: Database, locale: Locale, now: Date) {
  return db
    .select({
      saleId: flashSales.id,
      title: byLocale(locale, flashSales.titleEn, flashSales.titleBn),
      startsAt: flashSales.startsAt,
      endsAt: flashSales.endsAt,
      productId: products.id,
      categoryId: products.categoryId,
    })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(and(saleRunningAt(now), eq(products.isPublished, true)))
    .orderBy(asc(flashSales.endsAt), asc(flashSales.id), desc(flashSaleItems.discountPercent), asc(products.id));
}
