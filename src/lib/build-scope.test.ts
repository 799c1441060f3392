import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_SCOPE_ENV, scopeTest } from './build-scope';

const scope = { paths: ['/', '/product/7', '/shop/profile/*'] };

describe('scopeTest', () => {
  it.each([
    ['/', true],
    ['/product/7', true],
    ['/product/7/', true],
    ['/product/70', false],
    ['/product', false],
    ['/shop/profile', true],
    ['/shop/profile/3', true],
    ['/shop/profile/3/reviews/', true],
    ['/shop/profiles', false],
    ['/shop', false],
    ['/categories/tea', false],
  ])('%s → %s', (path, expected) => {
    expect(scopeTest(scope)(path)).toBe(expected);
  });

  it.each([
    ['/categories/tea/*', '/categories/tea/green', true],
    ['/categories/tea/*', '/categories/teapot', false],
    ['/categories/tea/*', '/categories', false],
    ['/*', '/', true],
    ['/*', '/bn/product/7', true],
  ])('with %s: %s → %s', (entry, path, expected) => {
    expect(scopeTest({ paths: [entry] })(path)).toBe(expected);
  });

  it('keeps nothing for an empty scope', () => {
    expect(scopeTest({ paths: [] })('/')).toBe(false);
  });
});

describe('localePagesInScope', () => {
  /** The folders of the scope files written: each test's module reads its file when it is used. */
  const dirs: string[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** The module as a build process loads it, with `paths` as its scope (none: a full build). */
  async function scopedBy(paths?: string[]) {
    if (paths) {
      dirs.push(await mkdtemp(join(tmpdir(), 'haat-scope-')));
      const file = join(dirs.at(-1)!, 'scope.json');
      await writeFile(file, JSON.stringify({ paths }));
      vi.stubEnv(BUILD_SCOPE_ENV, file);
    }
    vi.resetModules();
    return import('./build-scope');
  }

  it('gives a full build the page in both languages, with its other parameters', async () => {
    const { localePagesInScope } = await scopedBy();
    expect(localePagesInScope('/user/orders/_', { id: '_' })).toEqual([
      { params: { lang: undefined, id: '_' } },
      { params: { lang: 'bn', id: '_' } },
    ]);
  });

  it('gives an incremental build the page only when its scope names it', async () => {
    const { localePagesInScope } = await scopedBy(['/', '/shops', '/product/7']);
    expect(localePagesInScope('/shops')).toHaveLength(2);
    expect(localePagesInScope('/about')).toEqual([]);
    expect(localePagesInScope('/user/orders/_', { id: '_' })).toEqual([]);
  });
});
