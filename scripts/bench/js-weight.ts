import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Module files a script pulls in before it runs: its static `import` statements, followed transitively. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

export interface PageWeight {
  page: string;
  /** Gzip bytes of the JavaScript the page loads before any interaction (inline + external + static imports). */
  eagerGzip: number;
  files: string[];
}

/** Measures the JavaScript a built page loads up front, each file gzip-compressed at level 9. */
export async function pageJsWeight(root: string, page: string): Promise<PageWeight> {
  const html = await readFile(join(root, page), 'utf8');
  const seen = new Set<string>();
  let eagerGzip = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type=["']application\/(ld\+)?json["']/.test(attributes)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1];
    if (src) await visit(src);
    else if (match[2]?.trim()) {
      eagerGzip += gzipBytes(match[2]);
      for (const specifier of staticImports(match[2])) await visit(specifier);
    }
  }
  // Islands that hydrate on load or idle fetch their component and renderer without waiting for the shopper.
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (!/\bclient=["'](load|idle)["']/.test(attributes)) continue;
    for (const url of attributes.matchAll(/\b(?:component|renderer)-url=["']([^"']+)["']/g)) await visit(url[1]!);
  }
  return { page, eagerGzip, files: [...seen] };

  async function visit(specifier: string): Promise<void> {
    const path = new URL(specifier, 'http://site/').pathname;
    if (seen.has(path)) return;
    seen.add(path);
    const code = await readFile(join(root, path));
    eagerGzip += gzipBytes(code);
    for (const next of staticImports(code.toString())) await visit(new URL(next, `http://site${path}`).pathname);
  }
}
