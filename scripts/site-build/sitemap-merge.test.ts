import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendToSitemap, entryLoc, mergeScopedSitemap, sitemapEntries } from './sitemap-merge';

const SITE = 'http://localhost:4620';
/** An entry as @astrojs/sitemap writes it, with its hreflang alternates. */
const entry = (path: string) =>
  `<url><loc>${SITE}${path}</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}${path}"/></url>`;
const part = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${paths.map(entry).join('')}</urlset>`;
const index = (count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
    { length: count },
    (_, n) => `<sitemap><loc>${SITE}/sitemap-${n}.xml</loc></sitemap>`,
  ).join('')}</sitemapindex>`;
const locs = (xml: string) => sitemapEntries(xml).map(entryLoc);

describe('appendToSitemap', () => {
  it('appends the entries to the last part and leaves the index as it is', () => {
    const changed = appendToSitemap({ index: index(2), parts: [part(['/']), part(['/shops/'])] }, [
      entry('/shop/profile/9/'),
    ]);
    expect([...changed.keys()]).toEqual(['sitemap-1.xml']);
    expect(locs(changed.get('sitemap-1.xml')!)).toEqual([`${SITE}/shops/`, `${SITE}/shop/profile/9/`]);
    expect(changed.get('sitemap-1.xml')).toMatch(/^<\?xml .*<urlset [^>]*>.*<\/urlset>$/s);
  });

  it('starts new parts past the limit and names them in the index', () => {
    const added = ['/a/', '/b/', '/c/', '/d/'].map(entry);
    const changed = appendToSitemap({ index: index(1), parts: [part(['/'])] }, added, 2);
    expect([...changed.keys()].sort()).toEqual([
      'sitemap-0.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-index.xml',
    ]);
    expect(locs(changed.get('sitemap-0.xml')!)).toEqual([`${SITE}/`, `${SITE}/a/`]);
    expect(locs(changed.get('sitemap-1.xml')!)).toEqual([`${SITE}/b/`, `${SITE}/c/`]);
    expect(locs(changed.get('sitemap-2.xml')!)).toEqual([`${SITE}/d/`]);
    expect(changed.get('sitemap-2.xml')).toBe(part(['/d/']));
    expect(changed.get('sitemap-index.xml')).toBe(index(3));
  });
});

describe('mergeScopedSitemap', () => {
  let work: string;
  let live: string;
  let build: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-sitemap-'));
    live = join(work, 'live');
    build = join(work, 'build');
    for (const path of ['', 'shops', 'bn/shops', 'product/1']) await mkdir(join(live, path), { recursive: true });
    for (const path of ['', 'shops', 'bn/shops', 'product/1']) await writeFile(join(live, path, 'index.html'), '');
    await writeFile(join(live, 'sitemap-index.xml'), index(1));
    await writeFile(join(live, 'sitemap-0.xml'), part(['/', '/shops/', '/bn/shops/', '/product/1/']));
    await mkdir(build);
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it("adds a new shop's pages in both languages to the live sitemap", async () => {
    await writeFile(join(build, 'sitemap-index.xml'), index(1));
    await writeFile(join(build, 'sitemap-0.xml'), part(['/shops/', '/shop/profile/9/', '/bn/shop/profile/9/']));

    expect(await mergeScopedSitemap(build, live)).toBe(2);
    expect(await readdir(build)).toEqual(['sitemap-0.xml']);
    expect(locs(await readFile(join(build, 'sitemap-0.xml'), 'utf8'))).toEqual(
      ['/', '/shops/', '/bn/shops/', '/product/1/', '/shop/profile/9/', '/bn/shop/profile/9/'].map(
        (path) => `${SITE}${path}`,
      ),
    );
  });

  it('leaves the live sitemap as it is when every page was already on the site', async () => {
    await writeFile(join(build, 'sitemap-index.xml'), index(1));
    await writeFile(join(build, 'sitemap-0.xml'), part(['/shops/', '/product/1/']));

    expect(await mergeScopedSitemap(build, live)).toBe(0);
    expect(await readdir(build)).toEqual([]);
  });
});
