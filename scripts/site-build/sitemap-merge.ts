/**
 * A scoped build's sitemap lists only the pages it rendered, the live site's lists every page. The live one is kept,
 * and when a scoped build adds pages (a newly approved shop's), their entries are appended to it.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exists } from './overlay';
import { SITEMAP_INDEX as INDEX, SITEMAP_ENTRY_LIMIT } from './sitemap';

const PART = /^sitemap-(\d+)\.xml$/;
const ENTRY = /<url>.*?<\/url>/gs;
const URLSET_END = '</urlset>';
const INDEX_END = '</sitemapindex>';

/** The `<url>` entries of a sitemap file, each as written. */
export const sitemapEntries = (xml: string): string[] => xml.match(ENTRY) ?? [];

/** The page address of an entry. */
export const entryLoc = (entry: string): string => /<loc>(.*?)<\/loc>/s.exec(entry)?.[1] ?? '';

export interface SitemapFiles {
  index: string;
  /** sitemap-0.xml, sitemap-1.xml, … in order. */
  parts: string[];
}

/**
 * The sitemap with `entries` appended: to the last part up to the limit, then in new parts (named in the index
 * beside the others). Answers only the files that changed, by name.
 */
export function appendToSitemap(
  files: SitemapFiles,
  entries: string[],
  limit = SITEMAP_ENTRY_LIMIT,
): Map<string, string> {
  const changed = new Map<string, string>();
  const last = files.parts.length - 1;
  const head = files.parts[0]!.slice(0, files.parts[0]!.lastIndexOf(URLSET_END)).replace(ENTRY, '');
  let part = last;
  let xml = files.parts[last]!;
  for (let pending = entries; pending.length > 0; ) {
    const room = limit - sitemapEntries(xml).length;
    if (room <= 0) {
      part += 1;
      xml = head + URLSET_END;
      continue;
    }
    const end = xml.lastIndexOf(URLSET_END);
    xml = xml.slice(0, end) + pending.slice(0, room).join('') + xml.slice(end);
    changed.set(`sitemap-${part}.xml`, xml);
    pending = pending.slice(room);
  }
  if (part > last) changed.set(INDEX, indexWithParts(files.index, last + 1, part));
  return changed;
}

/** The index naming the parts `from`…`to` too, at the address of its last part. */
function indexWithParts(index: string, from: number, to: number): string {
  const lastLoc = [...index.matchAll(/<loc>(.*?)<\/loc>/gs)].at(-1)![1]!;
  const base = lastLoc.slice(0, lastLoc.lastIndexOf('/') + 1);
  const added = Array.from(
    { length: to - from + 1 },
    (_, i) => `<sitemap><loc>${base}sitemap-${from + i}.xml</loc></sitemap>`,
  );
  const end = index.lastIndexOf(INDEX_END);
  return index.slice(0, end) + added.join('') + index.slice(end);
}

async function readSitemap(dir: string): Promise<SitemapFiles | null> {
  const names = (await readdir(dir)).filter((name) => PART.test(name));
  if (names.length === 0) return null;
  const numbered = names.map((name) => Number(PART.exec(name)![1])).sort((a, b) => a - b);
  return {
    index: await readFile(join(dir, INDEX), 'utf8'),
    parts: await Promise.all(numbered.map((n) => readFile(join(dir, `sitemap-${n}.xml`), 'utf8'))),
  };
}

/** The built file of a page address (format 'directory': /x/ is x/index.html). */
const pageFile = (root: string, loc: string) => join(root, decodeURI(new URL(loc).pathname), 'index.html');

/**
 * Replaces the sitemap of the scoped build in `build` by the files of `live`'s sitemap that change: with the entries
 * of the pages the live site does not have, or by none when every page was there. Answers the entries added.
 */
export async function mergeScopedSitemap(build: string, live: string): Promise<number> {
  const scoped = await readSitemap(build);
  for (const name of await readdir(build)) {
    if (name === INDEX || PART.test(name)) await rm(join(build, name));
  }
  if (!scoped) return 0;
  const entries = scoped.parts.flatMap(sitemapEntries);
  const unbuilt = await Promise.all(entries.map(async (entry) => !(await exists(pageFile(live, entryLoc(entry))))));
  const candidates = entries.filter((_, i) => unbuilt[i]);
  if (candidates.length === 0) return 0;
  const current = await readSitemap(live);
  if (!current) return 0;
  const listed = new Set(current.parts.flatMap(sitemapEntries).map(entryLoc));
  const added = candidates.filter((entry) => !listed.has(entryLoc(entry)));
  if (added.length === 0) return 0;
  for (const [name, xml] of appendToSitemap(current, added)) await writeFile(join(build, name), xml);
  return added.length;
}
