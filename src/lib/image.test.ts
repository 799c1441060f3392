import { describe, expect, it } from 'vitest';
import type { ImagePreset } from '#contract';
import { IMAGE_WIDTHS } from '#contract/images';
import {
  emptyBox,
  fallbackWidth,
  type ImageHosts,
  imageAttributes,
  imageMarkup,
  isProxiable,
  NO_SCRIPT_HIDDEN,
  nativeImageAttributes,
  noscriptImageAttributes,
  proxyUrl,
} from './image';
import { SRCSET_WIDTHS, srcsetOf } from './srcset';

const hosts: ImageHosts = { apiOrigin: 'https://api.haat.test', placeholderHost: 'placehold.co' };
const upload = 'https://api.haat.test/uploads/products/shirt-navy.webp';
/** The srcset the page and the lazy loader give a proxied picture: the proxy's address at each width of its preset. */
const srcsetFor = (source: string, preset: ImagePreset) =>
  SRCSET_WIDTHS[preset].map((width) => `${proxyUrl(source, preset, width, hosts)} ${width}w`).join(', ');

describe('isProxiable', () => {
  it('accepts our uploads and the placeholder host over HTTPS only', () => {
    expect(isProxiable(upload, hosts)).toBe(true);
    expect(isProxiable('https://placehold.co/600x400', hosts)).toBe(true);
    expect(isProxiable('http://placehold.co/600x400', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test/api/v1/products', hosts)).toBe(false);
    expect(isProxiable('https://cdn.example.com/a.webp', hosts)).toBe(false);
    expect(isProxiable('/favicon.svg', hosts)).toBe(false);
  });

  it('takes an upload as the URL parser reads it, whatever its address resolves to', () => {
    expect(isProxiable('https://api.haat.test/uploads/./products/a.webp', hosts)).toBe(true);
    expect(isProxiable('https://api.haat.test/uploads/.hidden/a.webp', hosts)).toBe(true);
    expect(isProxiable('https://api.haat.test/uploads/a b.webp', hosts)).toBe(true);
    expect(isProxiable('HTTPS://API.HAAT.TEST/uploads/a.webp', hosts)).toBe(true);
    expect(isProxiable('https://api.haat.test/uploads/../secret.webp', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test/uploads/%2e%2e/secret.webp', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test/uploads/..', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test/uploads\\..\\secret.webp', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test/uploadsX/a.webp', hosts)).toBe(false);
    expect(isProxiable('https://api.haat.test:8443/uploads/a.webp', hosts)).toBe(false);
    expect(isProxiable('null/uploads/a.webp', { ...hosts, apiOrigin: new URL('file:///api').origin })).toBe(false);
  });
});

describe('proxyUrl and srcset', () => {
  it('builds the proxy URL with the source readable and its query characters escaped', () => {
    expect(proxyUrl(upload, 'hero', 640, hosts)).toBe(
      'https://api.haat.test/image-proxy/hero?w=640&url=https://api.haat.test/uploads/products/shirt-navy.webp',
    );
    const tricky = 'https://placehold.co/600x400?text=a&b c,d';
    const built = new URL(proxyUrl(tricky, 'thumbnail', 160, hosts));
    expect(built.searchParams.get('url')).toBe(tricky);
    expect(built.searchParams.get('w')).toBe('160');
  });

  it('escapes every character of the source that a query needs escaped, and only those', () => {
    const url = (source: string) => proxyUrl(source, 'thumbnail', 160, hosts).split('&url=')[1];
    for (const kept of "-_.!~*'()/:")
      expect(url(`https://placehold.co/a${kept}b`)).toBe(`https://placehold.co/a${kept}b`);
    for (const escaped of '?=&#%+ ,;@$[]{}|^`"<>\\é৳') {
      expect(url(`https://placehold.co/a${escaped}b`)).toBe(`https://placehold.co/a${encodeURIComponent(escaped)}b`);
    }
  });

  it("loads the proxy's pictures from the page's own origin, addressed from the root, when the site passes them on", () => {
    const onSite = { ...hosts, proxyOrigin: '' };
    expect(proxyUrl(upload, 'hero', 640, onSite)).toBe(
      '/image-proxy/hero?w=640&url=https://api.haat.test/uploads/products/shirt-navy.webp',
    );
    expect(isProxiable(upload, onSite)).toBe(true);
    const box = { src: upload, alt: '', width: 300, height: 300, preset: 'thumbnail' as const, hosts: onSite };
    expect(nativeImageAttributes(box).srcset).toBe(
      SRCSET_WIDTHS.thumbnail.map((width) => `${proxyUrl(upload, 'thumbnail', width, onSite)} ${width}w`).join(', '),
    );
  });

  it("lists every srcset width of the preset, each one the proxy renders, at the proxy's address for it", () => {
    for (const preset of ['hero', 'thumbnail'] as const) {
      for (const source of [upload, 'https://placehold.co/600x400?w=9&h=9']) {
        const box = { src: source, alt: '', width: 300, height: 300, preset, hosts };
        expect(nativeImageAttributes(box).srcset).toBe(srcsetFor(source, preset));
      }
      for (const width of SRCSET_WIDTHS[preset]) expect(IMAGE_WIDTHS).toContain(width);
    }
  });

  it('falls back to the smallest rendered width that covers the box', () => {
    expect(fallbackWidth(72)).toBe(160);
    expect(fallbackWidth(300)).toBe(300);
    expect(fallbackWidth(600)).toBe(640);
    expect(fallbackWidth(4000)).toBe(1600);
  });
});

describe('imageAttributes', () => {
  const card = { src: upload, alt: 'Navy shirt', width: 300, height: 300, preset: 'thumbnail' as const, hosts };

  it('gives the hero its real source at once, with srcset, sizes and high priority', () => {
    const attributes = imageAttributes({ ...card, preset: 'hero', hero: true, sizes: '100vw', class: 'w-full' });
    expect(attributes).toEqual({
      src: proxyUrl(upload, 'hero', 300, hosts),
      srcset: srcsetFor(upload, 'hero'),
      sizes: '100vw',
      alt: 'Navy shirt',
      width: '300',
      height: '300',
      class: 'w-full',
      loading: 'eager',
      decoding: 'auto',
      fetchpriority: 'high',
    });
  });

  it('leaves a lazy image an empty box of its size, its sources and sizes kept for the lazy loader', () => {
    const attributes = imageAttributes({ ...card, sizes: '50vw', class: 'aspect-square' });
    const native = nativeImageAttributes({ ...card, sizes: '50vw' });
    expect(attributes.src).toBe(emptyBox(300, 300));
    expect(attributes.srcset).toBeUndefined();
    // HTML allows sizes only beside a srcset.
    expect(attributes.sizes).toBeUndefined();
    expect(attributes['data-lazy-src']).toBe(native.src);
    // The loader adds the srcset, derived from the source (srcset.ts): written out, it was a fifth of the home page.
    expect(attributes).not.toHaveProperty('data-lazy-srcset');
    expect(srcsetOf(attributes['data-lazy-src'] ?? '')).toBe(native.srcset);
    expect(attributes['data-lazy-sizes']).toBe('50vw');
    expect(attributes).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(attributes.class).toBe(`aspect-square ${NO_SCRIPT_HIDDEN}`);
    expect(attributes.fetchpriority).toBeUndefined();
  });

  it('gives an eager image its real sources at once, at the priority the browser chooses', () => {
    const attributes = imageAttributes({ ...card, eager: true, sizes: '50vw' });
    expect(attributes).toMatchObject({
      src: proxyUrl(upload, 'thumbnail', 300, hosts),
      srcset: srcsetFor(upload, 'thumbnail'),
      sizes: '50vw',
      loading: 'eager',
    });
    expect(attributes.fetchpriority).toBeUndefined();
    expect(attributes['data-lazy-src']).toBeUndefined();
    expect(imageMarkup({ ...card, eager: true })).not.toContain('<noscript>');
  });

  it('uses a picture from any other host as it is, and one without a preset too', () => {
    const foreign = nativeImageAttributes({ ...card, src: 'https://cdn.example.com/a.webp', sizes: '50vw' });
    expect(foreign).toMatchObject({ src: 'https://cdn.example.com/a.webp' });
    expect(foreign.srcset).toBeUndefined();
    expect(foreign.sizes).toBeUndefined();
    expect(nativeImageAttributes({ ...card, preset: undefined }).src).toBe(upload);
  });

  it('keeps an empty alt, which marks a decorative image', () => {
    expect(imageAttributes({ ...card, alt: '' }).alt).toBe('');
    expect(imageAttributes({ ...card, alt: '', hero: true }).alt).toBe('');
  });

  it('sizes the empty box by the image proportions, in a URL the HTML checker accepts', () => {
    const box = emptyBox(1600, 600);
    expect(decodeURIComponent(box)).toBe(
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='600'/>",
    );
    expect(box).not.toMatch(/[\s<>"'&]/);
  });
});

describe('imageMarkup', () => {
  const options = {
    src: upload,
    alt: 'Shirt "Navy" & co',
    width: 300,
    height: 300,
    preset: 'thumbnail' as const,
    hosts,
  };

  const escaped = (value?: string) => value?.replaceAll('&', '&amp;');

  it('writes the same attributes as imageAttributes, escaped, with a <noscript> copy for a lazy image', () => {
    const markup = imageMarkup(options);
    const native = nativeImageAttributes(options);
    const [image, noscript] = markup.split('<noscript>');
    expect(image).toContain('alt="Shirt &quot;Navy&quot; &amp; co"');
    expect(image).toContain(`data-lazy-src="${escaped(native.src)}"`);
    expect(image?.match(/ [a-z-]+=/g)?.length).toBe(Object.keys(imageAttributes(options)).length);
    expect(noscript).toBe(
      `<img src="${escaped(native.src)}" alt="Shirt &quot;Navy&quot; &amp; co" width="300" height="300" loading="lazy" decoding="async"></noscript>`,
    );
  });

  it('gives the <noscript> copy one natively lazy source and no srcset', () => {
    expect(noscriptImageAttributes({ ...options, hero: true })).toMatchObject({ loading: 'lazy' });
    expect(noscriptImageAttributes(options).srcset).toBeUndefined();
    expect(noscriptImageAttributes(options).src).toBe(nativeImageAttributes(options).src);
  });

  it('writes the hero alone', () => {
    expect(imageMarkup({ ...options, hero: true })).not.toContain('noscript');
  });
});
