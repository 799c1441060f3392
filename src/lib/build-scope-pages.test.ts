import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PAGES = fileURLToPath(new URL('../pages/[...lang]', import.meta.url));
const pages = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));

describe('the build scope', () => {
  it('is asked by every page of both languages, so an incremental build renders only the pages it names', () => {
    expect(pages.length).toBeGreaterThan(40);
    const unscoped = pages.filter((file) => {
      const source = readFileSync(join(PAGES, file), 'utf8');
      return !/getStaticPaths = \(\(\) =>\s*(?:inBuildScope|localePagesInScope|\[[^\]]*\]\.flatMap\(\(\w+\) =>\s*localePagesInScope)\(/.test(
        source,
      );
    });
    expect(unscoped.map((file) => relative(PAGES, join(PAGES, file)))).toEqual([]);
  });
});
