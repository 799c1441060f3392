/** Catalogue pricing, the only place it is computed: the price now, with the running flash sale. Money is integer taka. */
import { and, gt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DiscountType, ProductCard } from '#contract';
import { flashSales } from '../../db/schema';

export interface Discount {
  type: DiscountType | null;
  value: number;
}

export interface RunningFlashItem {
  discountPercent: number;
  endsAt: Date;
}

export interface EffectiveDiscount extends Discount {
  flashSaleEndsAt: Date | null;
}

/** A flash sale runs while starts_at <= now < ends_at: `now` a time, or a prepared query's parameter. */
export function saleRunningAt(now: Date | SQL): SQL {
  return and(lte(flashSales.startsAt, now), gt(flashSales.endsAt, now))!;
}

/** A running flash sale item's percent replaces the product's own discount. */
export function effectiveDiscount(own: Discount, flash: RunningFlashItem | null): EffectiveDiscount {
  if (flash) return { type: 'percent', value: flash.discountPercent, flashSaleEndsAt: flash.endsAt };
  if (!own.type) return { type: null, value: 0, flashSaleEndsAt: null };
  return { type: own.type, value: own.value, flashSaleEndsAt: null };
}

export function salePrice(price: number, discount: Discount): number {
  switch (discount.type) {
    case 'percent':
      return Math.max(0, price - Math.floor((price * discount.value) / 100));
    case 'flat':
      return Math.max(0, price - discount.value);
    default:
      return price;
  }
}

export type CardPricing = Pick<
  ProductCard,
  'price' | 'sale_price' | 'discount' | 'discount_type' | 'discount_value' | 'discount_percentage'
>;

/** Prices a card from its lowest variant price. */
export function cardPricing(lowestPrice: number, discount: Discount): CardPricing {
  const sale = salePrice(lowestPrice, discount);
  const off = lowestPrice - sale;
  return {
    price: lowestPrice,
    sale_price: sale,
    discount: off,
    discount_type: discount.type,
    discount_value: discount.value,
    discount_percentage: lowestPrice > 0 ? Math.round((off * 100) / lowestPrice) : 0,
  };
}

interface PricedVariant {
  id: number;
  price: number;
  stock: number;
}

const byPreference = (a: PricedVariant, b: PricedVariant) =>
  a.price - b.price || Number(b.stock > 0) - Number(a.stock > 0) || a.id - b.id;

/** The variant a product page opens on: the cheapest; ties go to one in stock, then the lowest id. */
export function selectedVariant<V extends PricedVariant>(variants: readonly V[]): V | undefined {
  return [...variants].sort(byPreference)[0];
}

/**
 * The SQL twin of `salePrice(price, effectiveDiscount(own, flash))`, for filtering and counting on the price a
 * card shows. `flashPercent` is the running flash sale's percent or NULL. Integer division truncates, as
 * Math.floor does on these non-negative numbers; pricing.test.ts checks both agree on the seed.
 */
export function salePriceSql(price: SQLWrapper, own: { type: SQLWrapper; value: SQLWrapper }, flashPercent: SQL) {
  return sql<number>`(case
    when ${flashPercent} is not null then greatest(0, ${price} - ${price} * ${flashPercent} / 100)
    when ${own.type} = 'percent' then greatest(0, ${price} - ${price} * ${own.value} / 100)
    when ${own.type} = 'flat' then greatest(0, ${price} - ${own.value})
    else ${price} end)`;
}
