import type {
  AggregateRating,
  BreadcrumbList,
  Graph,
  Product,
  Review,
  SearchAction,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Locale, ProductDetail, Variant } from '#contract';
import { IMAGE_HOSTS, type ImageHosts, isProxiable, proxyUrl } from './image';
import { localePath } from './paths';

/** Open Graph locale of each page language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** Absolute URL of a page; directory-format pages end with '/', as the sitemap lists them. */
export function absoluteUrl(site: URL, locale: Locale, path: string): string {
  const localized = localePath(locale, path);
  return new URL(localized.endsWith('/') ? localized : `${localized}/`, site).href;
}

/** Social-sharing width of a product picture (Open Graph recommends at least 1200 px). */
const SOCIAL_IMAGE_WIDTH = 1280;

/**
 * A product's Open Graph image: through the image proxy when the picture is on a proxied host, else as it is; always
 * absolute (a page's own picture addresses may be root-relative), as sharing sites need.
 */
export function socialImage(src: string, site: URL, hosts: ImageHosts = IMAGE_HOSTS): string {
  return isProxiable(src, hosts) ? new URL(proxyUrl(src, 'hero', SOCIAL_IMAGE_WIDTH, hosts), site).href : src;
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

/**
 * What Google needs for review stars on a product (its `aggregateRating` and `review`), or nothing when it has no
 * reviews: an empty rating is not allowed. Review texts are plain text already and go in as they are.
 */
export function reviewsJsonLd(product: ProductDetail): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (product.rating_count === 0 || product.reviews.length === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.rating_count,
      bestRating: 5,
      worstRating: 1,
    },
    review: product.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.review && { reviewBody: review.review }),
      datePublished: review.created_at.slice(0, 10),
    })),
  };
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
    ...reviewsJsonLd(product),
  };
}

/** The visible breadcrumb trail as structured data; the current page (last, without a link) has no `item`. */
export function breadcrumbJsonLd(trail: { name: string; url?: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      ...(url && { item: url }),
    })),
  };
}

export interface SiteFacts {
  /** Absolute URL of the locale's home page. */
  home: string;
  name: string;
  description: string;
  logo: string;
  /** Absolute search results URL with `{search_term_string}` where the query goes. */
  searchUrlTemplate: string;
}

/** Organization and WebSite (with the sitelinks search box action) for a home page. */
export function homeJsonLd(site: SiteFacts): Graph {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${site.home}#organization`, name: site.name, url: site.home, logo: site.logo },
      {
        '@type': 'WebSite',
        '@id': `${site.home}#website`,
        name: site.name,
        description: site.description,
        url: site.home,
        publisher: { '@id': `${site.home}#organization` },
        potentialAction: search,
      },
    ],
  };
}

/** JSON for a <script> element: '<' is escaped so text can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
