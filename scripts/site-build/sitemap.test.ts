import { describe, expect, it } from 'vitest';
import { SITEMAP_INDEX, sitemapFiles } from './sitemap';
import { entryLoc, sitemapEntries } from './sitemap-merge';

const SITE = 'https://haat.example';
const pages = (...paths: string[]) => paths.map((path) => `${SITE}${path}`);
const files = (urls: string[], limit?: number) =>
  new Map(sitemapFiles(urls, SITE, limit).map(({ name, xml }) => [name, xml]));

describe('sitemapFiles', () => {
  it('lists the pages in address order, numbers by value, each once', () => {
    const urls = pages('/product/10/', '/bn/', '/product/9/', '/', '/product/9/', '/about/');
    const [part] = sitemapFiles(urls, SITE);
    expect(sitemapEntries(part?.xml ?? '').map(entryLoc)).toEqual(
      pages('/', '/about/', '/bn/', '/product/9/', '/product/10/'),
    );
  });

  it('gives a page of both languages its alternates, and leaves out the pages that are not for search engines', () => {
    const sitemap = files(pages('/categories/tea/', '/bn/categories/tea/', '/only-english/', '/shop/cart/', '/404/'));
    const entries = sitemapEntries(sitemap.get('sitemap-0.xml') ?? '');
    expect(entries).toEqual([
      `<url><loc>${SITE}/bn/categories/tea/</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/categories/tea/"/>` +
        `<xhtml:link rel="alternate" hreflang="bn-BD" href="${SITE}/bn/categories/tea/"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/categories/tea/"/></url>`,
      `<url><loc>${SITE}/categories/tea/</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/categories/tea/"/>` +
        `<xhtml:link rel="alternate" hreflang="bn-BD" href="${SITE}/bn/categories/tea/"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/categories/tea/"/></url>`,
      `<url><loc>${SITE}/only-english/</loc></url>`,
    ]);
  });

  it('splits the entries into files of at most the limit, all named by the index', () => {
    const sitemap = files(pages('/a/', '/b/', '/c/', '/d/', '/e/'), 2);
    expect([...sitemap.keys()]).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml', SITEMAP_INDEX]);
    expect(sitemapEntries(sitemap.get('sitemap-2.xml') ?? '').map(entryLoc)).toEqual(pages('/e/'));
    expect(sitemap.get(SITEMAP_INDEX)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap><sitemap><loc>${SITE}/sitemap-1.xml</loc></sitemap>` +
        `<sitemap><loc>${SITE}/sitemap-2.xml</loc></sitemap></sitemapindex>`,
    );
  });

  it('escapes an address for XML', () => {
    const [part] = sitemapFiles(pages("/search/?q=tea&sort=new's"), SITE);
    expect(part?.xml).toContain(`<loc>${SITE}/search/?q=tea&amp;sort=new&#39;s</loc>`);
  });

  it('writes nothing when no page belongs in a sitemap', () => {
    expect(sitemapFiles(pages('/shop/cart/', '/404/'), SITE)).toEqual([]);
  });
});
