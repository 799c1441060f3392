import type { CategoryFlashSale } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { categoryRows, topLevelLookup } from '../categories/categories.service';
import { productCards } from '../products/products.service';
import { findRunningFlashSaleItems } from './flash-sales.repository';

/**
 * One entry per top-level category and running sale, holding that sale's products of the category. Cards are
 * priced by the best running sale of each product.
 */
export async function categoryWiseFlashSales(ctx: RequestContext): Promise<CategoryFlashSale[]> {
  const [items, categories] = await Promise.all([
    findRunningFlashSaleItems(ctx.db, ctx.locale, ctx.now),
    categoryRows(ctx),
  ]);
  const cards = new Map(
    (await productCards(ctx, [...new Set(items.map((item) => item.productId))])).map((c) => [c.id, c]),
  );
  const topLevel = topLevelLookup(categories);
  const position = new Map(categories.map((row, index) => [row.id, index]));

  const entries = new Map<string, CategoryFlashSale>();
  for (const item of items) {
    const category = topLevel(item.categoryId);
    const card = cards.get(item.productId);
    if (!category || !card) continue;
    const key = `${category.id}:${item.saleId}`;
    const entry = entries.get(key) ?? {
      category,
      flash_sale: {
        id: item.saleId,
        title: item.title,
        starts_at: item.startsAt.toISOString(),
        ends_at: item.endsAt.toISOString(),
      },
      products: [],
    };
    entry.products.push(card);
    entries.set(key, entry);
  }
  return [...entries.values()].sort((a, b) => (position.get(a.category.id) ?? 0) - (position.get(b.category.id) ?? 0));
}
