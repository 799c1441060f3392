import type { Locale, ProductDetail, Variant } from '@contract';
import type { Product, WithContext } from 'schema-dts';
import { localePath } from './paths';

/** Open Graph locale of each page language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** Absolute URL of a page; directory-format pages end with '/', as the sitemap lists them. */
export function absoluteUrl(site: URL, locale: Locale, path: string): string {
  const localized = localePath(locale, path);
  return new URL(localized.endsWith('/') ? localized : `${localized}/`, site).href;
}

/** An ISO date (YYYY-MM-DD) one year after `from`. */
export function oneYearAfter(from: Date): string {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Descriptions may carry markup; structured data and meta tags want plain text. */
export function plainText(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}

export function productJsonLd(
  product: ProductDetail,
  variant: Variant | undefined,
  url: string,
  buildDate: Date,
): WithContext<Product> {
  const images = [product.image, ...product.sm_pictures.map((picture) => picture.url)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [...new Set(images)],
    description: plainText(product.description),
    sku: variant?.sku,
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand.name } }),
    offers: {
      '@type': 'Offer',
      url,
      price: variant?.sale_price ?? product.sale_price,
      priceCurrency: 'BDT',
      priceValidUntil: oneYearAfter(buildDate),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON for a <script> element: '<' is escaped so text can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
