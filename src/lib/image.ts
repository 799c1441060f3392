/**
 * Image URLs and <img> attributes, built in one place for Astro components and client code alike: pictures on
 * an allowed host (the API's `/uploads/`, the placeholder host) go through the API's image proxy with a srcset;
 * any other picture is used as it is. Below-the-fold pictures are left for `src/features/lazy-images/` to load.
 */
import type { ImagePreset, ImageWidth } from '#contract';
import { IMAGE_PROXY_PATH, IMAGE_WIDTHS } from '#contract/images';
import { escapeHtml } from '@/lib/html';
import { srcsetOf } from '@/lib/srcset';

export interface ImageHosts {
  /** Origin of the API: its `/uploads/` are proxied. */
  apiOrigin: string;
  /**
   * Origin the pages load the proxy's pictures from: the API's, or '' for the page's own when its server passes them on
   * to the API (the bundled site server and deploy/'s nginx do), saving a slow link a second connection. The page's
   * own origin is left out of the address: 20 characters on each of the 30–200 picture addresses of a page.
   */
  proxyOrigin?: string;
  /** The placeholder-image host the proxy also accepts (HTTPS only). */
  placeholderHost: string;
}

export const IMAGE_HOSTS: ImageHosts = {
  apiOrigin: new URL(import.meta.env.PUBLIC_HAAT_API_URL ?? 'http://localhost:4000/api/v1').origin,
  proxyOrigin: import.meta.env.PUBLIC_HAAT_IMAGES_ON_SITE === '1' ? '' : undefined,
  placeholderHost: import.meta.env.PUBLIC_HAAT_IMAGE_PLACEHOLDER_HOST ?? 'placehold.co',
};

/** Hides the script-loaded copy of a lazy image from visitors without JavaScript (they get the <noscript> one). */
export const NO_SCRIPT_HIDDEN = '[@media(scripting:none)]:hidden';

/** A path of characters the URL parser keeps as they are, and no segment it could resolve (one starting with a dot). */
const isPlainPath = (path: string) => /^[\w\-.~/]*$/.test(path) && !/(?:^|\/)\./.test(path);

export function isProxiable(src: string, hosts: ImageHosts = IMAGE_HOSTS): boolean {
  // An upload's address as the API writes it needs no parsing: parsing the pictures' addresses (about 75 a page) took
  // 1.6 % of Astro's busy thread in a 10,000-product build. Anything else is parsed, as the proxy will (and an API
  // without an HTTP origin, whose origin reads 'null', is no address's prefix).
  const uploads = `${hosts.apiOrigin}/uploads/`;
  if (hosts.apiOrigin.startsWith('http') && src.startsWith(uploads) && isPlainPath(src.slice(uploads.length)))
    return true;
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  if (url.origin === hosts.apiOrigin) return url.pathname.startsWith('/uploads/');
  return url.protocol === 'https:' && url.host === hosts.placeholderHost;
}

/**
 * Query-encodes the source but keeps its `/` and `:` readable (both are legal in a query). A source of only the
 * characters encodeURIComponent leaves, and those two, is itself: as an upload's address always is.
 */
const encodeSource = (src: string) =>
  /^[\w\-.!~*'()/:]*$/.test(src) ? src : encodeURIComponent(src).replace(/%2F/g, '/').replace(/%3A/g, ':');

export function proxyUrl(src: string, preset: ImagePreset, width: ImageWidth, hosts: ImageHosts = IMAGE_HOSTS): string {
  return `${hosts.proxyOrigin ?? hosts.apiOrigin}${IMAGE_PROXY_PATH}/${preset}?w=${width}&url=${encodeSource(src)}`;
}

/** The smallest rendered width that covers `width` CSS pixels at 1x (the largest one if none does). */
export function fallbackWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
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

/** A picture's 1x address: the proxy's at the width that covers its box, or its own if the proxy may not take it. */
interface Source {
  src: string;
  proxied: boolean;
}

function sourceOf(options: ImageOptions): Source {
  const { src, preset, hosts = IMAGE_HOSTS } = options;
  if (preset === undefined || !isProxiable(src, hosts)) return { src, proxied: false };
  return { src: proxyUrl(src, preset, fallbackWidth(options.width), hosts), proxied: true };
}

type Loading = 'hero' | 'eager' | 'lazy';
const loadingOf = (options: ImageOptions): Loading => (options.hero ? 'hero' : options.eager ? 'eager' : 'lazy');

/**
 * The attributes of an <img> the browser loads by itself, the srcset only where it is wanted: built once per image,
 * as 200,000 pages of cards made picture addresses a noticeable part of the build.
 */
function nativeAttributes(options: ImageOptions, { src, proxied }: Source, loading: Loading, withSrcset: boolean) {
  const attributes: ImageAttributes = { src };
  if (proxied && withSrcset) {
    attributes.srcset = srcsetOf(src) ?? '';
    if (options.sizes !== undefined) attributes.sizes = options.sizes;
  }
  attributes.alt = options.alt;
  attributes.width = String(options.width);
  attributes.height = String(options.height);
  if (options.class !== undefined) attributes.class = options.class;
  attributes.loading = loading === 'lazy' ? 'lazy' : 'eager';
  attributes.decoding = loading === 'lazy' ? 'async' : 'auto';
  if (loading === 'hero') attributes.fetchpriority = 'high';
  return attributes;
}

/** The attributes of an <img> that the browser loads by itself (the hero, and the <noscript> copy of the rest). */
export function nativeImageAttributes(options: ImageOptions): ImageAttributes {
  return nativeAttributes(options, sourceOf(options), loadingOf(options), true);
}

/** A lazy image: an empty box of its size, its real 1x `src` and `sizes` kept for the lazy loader. */
function lazyAttributes(options: ImageOptions, { src, proxied }: Source): ImageAttributes {
  const attributes: ImageAttributes = {
    alt: options.alt,
    width: String(options.width),
    height: String(options.height),
    loading: 'lazy',
    decoding: 'async',
    src: emptyBox(options.width, options.height),
    class: options.class ? `${options.class} ${NO_SCRIPT_HIDDEN}` : NO_SCRIPT_HIDDEN,
    'data-lazy-src': src,
  };
  if (proxied && options.sizes !== undefined) attributes['data-lazy-sizes'] = options.sizes;
  return attributes;
}

/**
 * The attributes of an <img> on the page: the hero and eager images as they are; any other image holds an empty
 * box of its size and keeps its real `src` and `sizes` in `data-lazy-src` and `-sizes` until the lazy loader reveals
 * it with the srcset of its `src` (srcset.ts; HTML allows `sizes` only beside a `srcset`).
 */
export function imageAttributes(options: ImageOptions): ImageAttributes {
  const loading = loadingOf(options);
  const source = sourceOf(options);
  return loading === 'lazy' ? lazyAttributes(options, source) : nativeAttributes(options, source, loading, true);
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
  return nativeAttributes(options, sourceOf(options), 'lazy', false);
}

/** `imageAttributes` as HTML, with the <noscript> copy of a lazy image (for markup built as strings). */
export function imageMarkup(options: ImageOptions): string {
  const loading = loadingOf(options);
  const source = sourceOf(options);
  if (loading !== 'lazy') return imgTag(nativeAttributes(options, source, loading, true));
  return `${imgTag(lazyAttributes(options, source))}<noscript>${imgTag(nativeAttributes(options, source, 'lazy', false))}</noscript>`;
}
