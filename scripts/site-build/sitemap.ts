/**
 * The sitemap: the pages worth indexing (inSitemap), each with its hreflang alternates, in files of at most
 * SITEMAP_ENTRY_LIMIT entries named by sitemap-index.xml. Written here rather than by @astrojs/sitemap, whose sort
 * made a collator for each of its n·log n comparisons: 26 s of the 200,000-page build, with the other core idle.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// HTML's five escapes are XML's too (&#39; is as valid as &apos;).
import { escapeHtml as escapeXml } from '../../src/lib/html.ts';
import { alternateLinks, inSitemap, siteRoot } from './sitemap-alternates.ts';

/** URLs per sitemap file (the protocol allows 50,000; @astrojs/sitemap's default, kept for the files it wrote). */
export const SITEMAP_ENTRY_LIMIT = 45_000;
export const SITEMAP_INDEX = 'sitemap-index.xml';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET = `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;

export interface SitemapFile {
  name: string;
  xml: string;
}

/** Sitemap order, as @astrojs/sitemap sorted: by address, numbers by value (/product/9/ before /product/10/). */
const byAddress = new Intl.Collator('en', { numeric: true }).compare;

function entry(url: string, site: string, listed: ReadonlySet<string>): string {
  const links = alternateLinks(url, site, listed) ?? [];
  const alternates = links.map(
    (link) => `<xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(link.url)}"/>`,
  );
  return `<url><loc>${escapeXml(url)}</loc>${alternates.join('')}</url>`;
}

/** The sitemap's files for the built pages at `urls` (absolute, under `site`): none when no page belongs in it. */
export function sitemapFiles(urls: readonly string[], site: string, limit = SITEMAP_ENTRY_LIMIT): SitemapFile[] {
  const listed = new Set(urls.filter(inSitemap));
  const entries = [...listed].sort(byAddress).map((url) => entry(url, site, listed));
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const xml = `${XML_DECLARATION}${URLSET}${entries.slice(start, start + limit).join('')}</urlset>`;
    parts.push({ name: `sitemap-${parts.length}.xml`, xml });
  }
  if (parts.length === 0) return [];
  const base = `${siteRoot(site)}/`;
  const named = parts.map(({ name }) => `<sitemap><loc>${escapeXml(new URL(name, base).href)}</loc></sitemap>`);
  const index = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${named.join('')}</sitemapindex>`;
  return [...parts, { name: SITEMAP_INDEX, xml: index }];
}

/** Writes the sitemap of the pages Astro built, beside them. */
export function sitemap(site: string): AstroIntegration {
  const base = `${siteRoot(site)}/`;
  return {
    name: 'haat:sitemap',
    hooks: {
      'astro:build:done': async ({ dir, pages }) => {
        const urls = pages.map(({ pathname }) => new URL(pathname.replace(/^\/+/, ''), base).href);
        for (const { name, xml } of sitemapFiles(urls, site)) await writeFile(fileURLToPath(new URL(name, dir)), xml);
      },
    },
  };
}
