import type { Locale, ProductCard } from '#contract';
import { escapeHtml } from '@/lib/html';
import { imageMarkup } from '@/lib/image';
import { localePath, productPath } from '@/lib/paths';
import type { CardStrings } from './product-strings';
import { priceView } from './product-text';

/**
 * The one markup of a product card: ProductCard.astro renders it at build time, the listing script for pages
 * fetched later. Its classes are in src/styles/global.css (`card`, `price-line`…): it repeats on every listing. Hooks other scripts rely on: `data-product-id` on the card, `data-product-price` around the
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
    '<p class="price-line" data-price>' +
    `<span class="${saleClass}" data-price-sale>${escapeHtml(sale)}</span> ` +
    `<s class="${regularClass}"${hidden} data-price-regular><span class="sr-only">${escapeHtml(strings.product.regularPrice)}:</span> ` +
    `<span data-value>${escapeHtml(regular)}</span></s> ` +
    `<span class="price-badge"${hidden} data-price-badge>${escapeHtml(badge)}</span>` +
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
    class: 'card-image',
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
    `<article class="card" data-product-id="${card.id}">` +
    cardImageHtml(card, imageLoading) +
    '<div class="card-body">' +
    `<h3 class="card-title"><a href="${escapeHtml(href)}" class="card-link">${escapeHtml(card.name)}</a></h3>` +
    `<div class="mt-auto" data-product-price>${priceHtml(card.price, card.sale_price, locale, strings)}</div>` +
    '</div></article>'
  );
}
