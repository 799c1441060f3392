import { describe, expect, it } from 'vitest';
import { pageChunkGroups } from './shell-chunk';

/** A module graph by static importers: module → the modules that import it. */
const importers: Record<string, string[]> = {
  shell: ['layout-script'],
  counters: ['shell'],
  store: ['counters', 'add-to-cart'],
  contract: ['store', 'live-prices'],
  'live-prices': ['live-prices-script'],
  'product-text': ['live-prices', 'add-to-cart'],
  'add-to-cart': ['add-to-cart-script'],
  'search-combobox': [], // imported dynamically by the search form: no static importer
  cycleA: ['cycleB'],
  cycleB: ['cycleA'],
};
const modules = { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };
const [shell, livePrices] = pageChunkGroups([
  { name: 'shell', isRoot: (id) => id === 'shell' },
  { name: 'live-prices', isRoot: (id) => id === 'live-prices-script' },
]);
const chunkOf = (id: string) => [shell, livePrices].map((group) => group?.name(id, modules) ?? null);

describe('pageChunkGroups', () => {
  it("puts what a chunk's roots reach through static imports, shared or not, in that chunk", () => {
    expect(chunkOf('counters')).toEqual(['shell', null]);
    expect(chunkOf('product-text')).toEqual([null, 'live-prices']);
  });

  it('lets the first chunk listed win a module both reach', () => {
    expect(chunkOf('contract')).toEqual(['shell', 'live-prices']);
    expect(shell?.priority).toBeGreaterThan(livePrices?.priority ?? Number.POSITIVE_INFINITY);
  });

  it('leaves the roots, lazily loaded modules, cycles and unknown modules to Rolldown', () => {
    for (const id of ['shell', 'live-prices-script', 'search-combobox', 'cycleA', 'unknown', 'add-to-cart']) {
      expect(chunkOf(id), id).toEqual([null, null]);
    }
  });
});
