/**
 * Image URLs and <img> attributes, built in one place for Astro components and client code alike: pictures on
 * an allowed host (the API's `/uploads/`, the placeholder host) go through the API's image proxy with a srcset;
 * any other picture is used as it is. Below-the-fold pictures are left for `src/features/lazy-images/` to load.
 */
import type { ImagePreset, ImageWidth } from '#contract';
import { IMAGE_PROXY_PATH, IMAGE_WIDTHS } from '#contract/images';
import { escapeHtml } from '@/lib/html';
import { SRCSET_WIDTHS, srcsetOf } from '@/lib/srcset';

export interface ImageHosts {
  /** Origin of the API: its `/uploads/` are proxied. */
  apiOrigin: string;
  /**
   * Origin the pages load the proxy's pictures from: the API's, or the site's own when its server passes them on to
   * the API (the bundled site server and deploy/'s nginx do), saving a slow link a second connection.
   */
  proxyOrigin?: string;
  /** The placeholder-image host the proxy also accepts (HTTPS only). */
  placeholderHost: string;
}

export const IMAGE_HOSTS: ImageHosts = {
  apiOrigin: new URL(import.meta.env.PUBLIC_HAAT_API_URL ?? 'http://localhost:4000/api/v1').origin,
  proxyOrigin: import.meta.env.PUBLIC_HAAT_IMAGE_ORIGIN || undefined,
  placeholderHost: import.meta.env.PUBLIC_HAAT_IMAGE_PLACEHOLDER_HOST ?? 'placehold.co',
};

/** Hides the script-loaded copy of a lazy image from visitors without JavaScript (they get the <noscript> one). */
export const NO_SCRIPT_HIDDEN = '[@media(scripting:none)]:hidden';

export function isProxiable(src: string, hosts: ImageHosts = IMAGE_HOSTS): boolean {
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  if (url.origin === hosts.apiOrigin) return url.pathname.startsWith('/uploads/');
  return url.protocol === 'https:' && url.host === hosts.placeholderHost;
}

/** Query-encodes the source but keeps its `/` and `:` readable (both are legal in a query). */
const encodeSource = (src: string) => encodeURIComponent(src).replace(/%2F/g, '/').replace(/%3A/g, ':');

export function proxyUrl(src: string, preset: ImagePreset, width: ImageWidth, hosts: ImageHosts = IMAGE_HOSTS): string {
  return `${hosts.proxyOrigin ?? hosts.apiOrigin}${IMAGE_PROXY_PATH}/${preset}?w=${width}&url=${encodeSource(src)}`;
}

/** The smallest rendered width that covers `width` CSS pixels at 1x (the largest one if none does). */
export function fallbackWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

export function srcset(src: string, preset: ImagePreset, hosts: ImageHosts = IMAGE_HOSTS): string {
  return srcsetOf(proxyUrl(src, preset, SRCSET_WIDTHS[preset][0], hosts)) ?? '';
}

/**
 * A transparent box of the image's proportions, so a lazy image holds its place before it loads. Escaped no more
 * than a URL in an HTML attribute needs (quotes too, which escapeHtml would make 5 characters): 107 characters
 * instead of 120, on each of the 72 cards of the home page.
 */
export const emptyBox = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27${width}%27%20height=%27${height}%27/%3E`;

export interface ImageOptions {
  src: string;
  alt: string;
  /** Intrinsic size of the box the image fills (its aspect ratio; also the 1x fallback width). */
  width: number;
  height: number;
  /** Proxy preset; without one the image is used as it is. */
  preset?: ImagePreset;
  /** The `sizes` attribute: how wide the image is in the layout at each breakpoint. */
  sizes?: string;
  /** The page's hero (LCP) image: loaded at once with high priority instead of lazily. */
  hero?: boolean;
  /** Above the fold beside the hero (a listing's first row): loaded at once, at the browser's own priority. */
  eager?: boolean;
  class?: string;
  hosts?: ImageHosts;
}

export type ImageAttributes = Record<string, string>;

const defined = (attributes: Record<string, string | number | undefined>): ImageAttributes =>
  Object.fromEntries(
    Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

/** The attributes of an <img> that the browser loads by itself (the hero, and the <noscript> copy of the rest). */
export function nativeImageAttributes(options: ImageOptions): ImageAttributes {
  const { src, preset, hero = false, eager = false, hosts = IMAGE_HOSTS } = options;
  const proxied = preset !== undefined && isProxiable(src, hosts);
  const atOnce = hero || eager;
  return defined({
    src: proxied ? proxyUrl(src, preset, fallbackWidth(options.width), hosts) : src,
    srcset: proxied ? srcset(src, preset, hosts) : undefined,
    sizes: proxied ? options.sizes : undefined,
    alt: options.alt,
    width: options.width,
    height: options.height,
    class: options.class,
    loading: atOnce ? 'eager' : 'lazy',
    decoding: atOnce ? 'auto' : 'async',
    fetchpriority: hero ? 'high' : undefined,
  });
}

const loadsAtOnce = (options: ImageOptions) => options.hero === true || options.eager === true;

/**
 * The attributes of an <img> on the page: the hero and eager images as they are; any other image holds an empty
 * box of its size and keeps its real `src` and `sizes` in `data-lazy-src` and `-sizes` until the lazy loader reveals
 * it with the srcset of its `src` (srcset.ts; HTML allows `sizes` only beside a `srcset`).
 */
export function imageAttributes(options: ImageOptions): ImageAttributes {
  const native = nativeImageAttributes(options);
  if (loadsAtOnce(options)) return native;
  const { src, srcset: _derivedOnReveal, sizes, class: classes, ...rest } = native;
  return defined({
    ...rest,
    src: emptyBox(options.width, options.height),
    class: [classes, NO_SCRIPT_HIDDEN].filter(Boolean).join(' '),
    'data-lazy-src': src,
    'data-lazy-sizes': sizes,
  });
}

const imgTag = (attributes: ImageAttributes) =>
  `<img ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * The <noscript> copy of a lazy image, for visitors without JavaScript: natively lazy, one source (the 1x
 * fallback) and no srcset, which would repeat the longest attribute of the page once more for few visitors.
 */
export function noscriptImageAttributes(options: ImageOptions): ImageAttributes {
  const {
    srcset: _srcset,
    sizes: _sizes,
    ...attributes
  } = nativeImageAttributes({
    ...options,
    hero: false,
    eager: false,
  });
  return attributes;
}

/** `imageAttributes` as HTML, with the <noscript> copy of a lazy image (for markup built as strings). */
export function imageMarkup(options: ImageOptions): string {
  const image = imgTag(imageAttributes(options));
  return loadsAtOnce(options) ? image : `${image}<noscript>${imgTag(noscriptImageAttributes(options))}</noscript>`;
}
