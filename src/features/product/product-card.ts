import type { Locale, ProductCard } from '#contract';
import { escapeHtml } from '@/lib/html';
import { imageMarkup } from '@/lib/image';
import { localePath, productPath } from '@/lib/paths';
import type { CardStrings } from './product-strings';
import { priceView } from './product-text';

/**
 * The one markup of a product card: ProductCard.astro renders it at build time, the listing script for pages
 * fetched later. Hooks other scripts rely on: `data-product-id` on the card, `data-product-price` around the
 * price (live price refresh), `data-price-*` inside it (as on the product page).
 */

/** The price line (Price.astro renders it too): sale price, and the struck regular price with a badge when discounted. */
export function priceHtml(
  price: number,
  salePrice: number,
  locale: Locale,
  strings: CardStrings,
  size: 'sm' | 'lg' = 'sm',
): string {
  const { sale, regular, badge } = priceView(price, salePrice, strings, locale);
  const hidden = badge ? '' : ' hidden';
  const saleClass = size === 'lg' ? 'font-bold text-2xl text-brand-800' : 'font-bold text-base';
  const regularClass = size === 'lg' ? 'text-gray-600 text-base' : 'text-gray-600 text-sm';
  return (
    '<p class="flex flex-wrap items-baseline gap-x-2 gap-y-1 whitespace-nowrap" data-price>' +
    `<span class="${saleClass}" data-price-sale>${escapeHtml(sale)}</span> ` +
    `<s class="${regularClass}"${hidden} data-price-regular><span class="sr-only">${escapeHtml(strings.product.regularPrice)}:</span> ` +
    `<span data-value>${escapeHtml(regular)}</span></s> ` +
    `<span class="rounded bg-sale px-1.5 py-0.5 text-xs font-semibold text-white"${hidden} data-price-badge>${escapeHtml(badge)}</span>` +
    '</p>'
  );
}

/** One column of ProductGrid: 2, 3 (sm), 4 (lg) or 6 (xl) to a row. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** How a card's picture loads: lazily below the fold; at once in a listing's first row, the first one as its LCP. */
export type CardImageLoading = 'lazy' | 'eager' | 'hero';

const cardImageHtml = (card: ProductCard, loading: CardImageLoading) =>
  imageMarkup({
    src: card.image,
    alt: card.name,
    width: 300,
    height: 300,
    preset: 'thumbnail',
    sizes: CARD_IMAGE_SIZES,
    class: 'aspect-square w-full bg-gray-100 object-cover',
    hero: loading === 'hero',
    eager: loading === 'eager',
  });

export function productCardHtml(
  card: ProductCard,
  locale: Locale,
  strings: CardStrings,
  imageLoading: CardImageLoading = 'lazy',
): string {
  const href = localePath(locale, productPath(card.id));
  // The name keeps two lines' room: a Bengali name that the system font wraps and the Bengali font, arriving after
  // the first paint, fits on one line must not move every card below it (CLS).
  return (
    `<article class="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition hover:shadow-md focus-within:shadow-md" data-product-id="${card.id}">` +
    cardImageHtml(card, imageLoading) +
    '<div class="flex flex-1 flex-col gap-1 p-2 sm:p-3">' +
    `<h3 class="line-clamp-2 min-h-10 text-sm"><a href="${escapeHtml(href)}" class="after:absolute after:inset-0 hover:text-brand-800">${escapeHtml(card.name)}</a></h3>` +
    `<div class="mt-auto" data-product-price>${priceHtml(card.price, card.sale_price, locale, strings)}</div>` +
    '</div></article>'
  );
}
