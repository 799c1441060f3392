import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const brotliBytes = (text: string | Buffer) => brotliCompressSync(text).length;

/** Module files a script pulls in before it runs: its static `import` statements, followed transitively. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** One script a page loads before any interaction: an inline one ('inline 1', …) or a file under the site root. */
export interface PageScript {
  name: string;
  code: string;
  gzip: number;
  /** Site paths of its static imports. */
  imports: string[];
}

export interface PageScripts {
  /** Names of the scripts the page itself starts (its script elements and load/idle islands), in page order. */
  entries: string[];
  /** Every script loaded before interaction, entries and their static imports, by name. */
  scripts: Map<string, PageScript>;
}

/** The JavaScript a built page loads up front and what imports what, each file gzip-compressed at level 9. */
export async function pageScripts(root: string, page: string): Promise<PageScripts> {
  const html = await readFile(join(root, page), 'utf8');
  const entries: string[] = [];
  const scripts = new Map<string, PageScript>();
  let inline = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type=["']application\/(ld\+)?json["']/.test(attributes)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1];
    if (src) entries.push(await visit(new URL(src, 'http://site/').pathname));
    else if (match[2]?.trim()) {
      inline += 1;
      const name = `inline ${inline}`;
      entries.push(name);
      scripts.set(name, await described(name, match[2], '/'));
    }
  }
  // Islands that hydrate on load or idle fetch their component and renderer without waiting for the shopper.
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (!/\bclient=["'](load|idle)["']/.test(attributes)) continue;
    for (const url of attributes.matchAll(/\b(?:component|renderer)-url=["']([^"']+)["']/g)) {
      entries.push(await visit(new URL(url[1]!, 'http://site/').pathname));
    }
  }
  return { entries, scripts };

  async function described(name: string, code: string, base: string): Promise<PageScript> {
    const imports = staticImports(code).map((specifier) => new URL(specifier, `http://site${base}`).pathname);
    const script = { name, code, gzip: gzipBytes(code), imports };
    for (const path of imports) await visit(path);
    return script;
  }

  async function visit(path: string): Promise<string> {
    if (!scripts.has(path)) {
      scripts.set(path, { name: path, code: '', gzip: 0, imports: [] });
      scripts.set(path, await described(path, await readFile(join(root, path), 'utf8'), path));
    }
    return path;
  }
}

/** Names of the scripts `from` loads, itself included. */
export function closure(scripts: Map<string, PageScript>, from: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of scripts.get(name)?.imports ?? []) walk(next);
  };
  for (const name of from) walk(name);
  return seen;
}

export interface PageWeight {
  page: string;
  /** Gzip bytes of the JavaScript the page loads before any interaction (inline + external + static imports). */
  eagerGzip: number;
  /** The same in brotli, as the site serves its files and a browser counts them (the figures). */
  eagerBrotli: number;
  files: string[];
}

/** Measures the JavaScript a built page loads up front. */
export async function pageJsWeight(root: string, page: string): Promise<PageWeight> {
  const { scripts } = await pageScripts(root, page);
  const all = [...scripts.values()];
  return {
    page,
    eagerGzip: all.reduce((sum, script) => sum + script.gzip, 0),
    eagerBrotli: all.reduce((sum, script) => sum + brotliBytes(script.code), 0),
    files: all.filter((script) => !script.name.startsWith('inline ')).map((script) => script.name),
  };
}
