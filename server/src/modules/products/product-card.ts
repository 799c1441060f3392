import type { ProductCard } from '#contract';
import { fromTenths } from '../../lib/rating';
import { cardPricing, effectiveDiscount } from './pricing';
import type { CardRow } from './products.repository';

export function toProductCard(row: CardRow, uploadUrl: (path: string) => string): ProductCard {
  const flash =
    row.flashPercent === null || row.flashEndsAt === null
      ? null
      : { discountPercent: row.flashPercent, endsAt: row.flashEndsAt };
  const discount = effectiveDiscount({ type: row.discountType, value: row.discountValue }, flash);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image === null ? '' : uploadUrl(row.image),
    ...cardPricing(row.lowestPrice ?? 0, discount),
    quantity: row.stock,
    rating: fromTenths(row.ratingTenths),
    rating_count: row.ratingCount,
    brand: row.brand,
    category: row.category,
    seller: {
      id: row.seller.id,
      slug: row.seller.slug,
      name: row.seller.name,
      rating: fromTenths(row.seller.ratingTenths),
      rating_count: row.seller.ratingCount,
    },
    flash_sale_ends_at: discount.flashSaleEndsAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
