import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoistIslandStyle, ISLAND_STYLE } from './island-style';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('hoistIslandStyle', () => {
  it('moves the island rule from the body to the end of <head>', () => {
    const html = page(
      '<title>x</title>',
      `<p>a</p>${ISLAND_STYLE}<script>island()</script><astro-island></astro-island>`,
    );
    expect(hoistIslandStyle(html)).toBe(
      page(`<title>x</title>${ISLAND_STYLE}`, '<p>a</p><script>island()</script><astro-island></astro-island>'),
    );
  });

  it('leaves a page without islands, or with the rule already in <head>, as it is', () => {
    const plain = page('<title>x</title>', '<p>a</p>');
    expect(hoistIslandStyle(plain)).toBe(plain);
    const done = page(ISLAND_STYLE, '<astro-island></astro-island>');
    expect(hoistIslandStyle(done)).toBe(done);
  });

  it('looks for the very rule the installed Astro writes', () => {
    const astroRuntime = join(
      dirname(createRequire(import.meta.url).resolve('astro/package.json')),
      'dist/runtime/server',
    );
    const source = readFileSync(join(astroRuntime, 'astro-island-styles.js'), 'utf8');
    expect(ISLAND_STYLE).toBe(`<style>${/ISLAND_STYLES = "([^"]+)"/.exec(source)?.[1]}</style>`);
  });
});
