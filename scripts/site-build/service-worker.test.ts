import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workerManifest, writeServiceWorker } from './service-worker';

let root: string;
// Chunks as the bundler writes them, spelled so that the repository's import scanner does not take them for imports.
const quoted = (name: string) => `"./${name}"`;
const from = (name: string) => `from${quoted(name)}`;
const sideEffectImport = (name: string) => `import${quoted(name)}`;
const lazyImport = (name: string) => `import(${quoted(name)})`;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-sw-'));
  const page = (scripts: string) => `<html><head><link rel="stylesheet" href="/_astro/Base.A1.css"></head>${scripts}`;
  await put('_astro/Base.A1.css', 'a{}');
  await put('_astro/bengali.F1.woff2', 'font');
  await put('_astro/Header.H1.js', `import{a}${from('shared.S1.js')};${lazyImport('lazy.L1.js')}`);
  await put('_astro/shared.S1.js', 'export const a=1');
  await put('_astro/lazy.L1.js', 'export const b=1');
  await put('_astro/CartPage.C1.js', `${sideEffectImport('react.R1.js')};${lazyImport('cart.api.A1.js')}`);
  await put('_astro/cart.api.A1.js', 'const d=["_astro/api-client.P1.js"]');
  await put('_astro/api-client.P1.js', 'client');
  await put('_astro/react.R1.js', 'react');
  await put('_astro/client.K1.js', 'client');
  await put('_astro/Header.H1.js.br', 'compressed copy');
  const header = '<script type="module" src="/_astro/Header.H1.js"></script>';
  const island =
    '<astro-island component-url="/_astro/CartPage.C1.js" renderer-url="/_astro/client.K1.js" client="load">';
  await put('offline/index.html', page(`${header}${island}`));
  await put('bn/offline/index.html', page(`${header}<style>@font-face{src:url(/_astro/bengali.F1.woff2)}</style>`));
  await put('guest/cart/index.html', page(`${header}${island}`));
  await put('bn/guest/cart/index.html', page(`${header}${island}`));
  await put('product/7/index.html', page('৳ 1,200'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(file: string, body: string) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), body);
}

describe('workerManifest', () => {
  it('always precaches the offline pages, the stylesheet and the scripts they load, followed through static imports', async () => {
    const { light } = await workerManifest(root, 'code');
    expect(light.sort()).toEqual(
      ['/offline', '/bn/offline', '/_astro/Base.A1.css', '/_astro/Header.H1.js', '/_astro/shared.S1.js'].sort(),
    );
  });

  it('precaches the cart pages with all the code of their islands, lazy too, only in the heavy part; no font', async () => {
    const { heavy } = await workerManifest(root, 'code');
    expect(heavy.sort()).toEqual(
      [
        '/guest/cart',
        '/bn/guest/cart',
        '/_astro/CartPage.C1.js',
        '/_astro/react.R1.js',
        '/_astro/cart.api.A1.js',
        '/_astro/api-client.P1.js',
        '/_astro/client.K1.js',
      ].sort(),
    );
  });

  it('keeps its version when only catalogue pages change, and changes it with the shell or the worker code', async () => {
    const { version } = await workerManifest(root, 'code');
    await put('product/7/index.html', '৳ 1,250');
    await put('product/8/index.html', 'new product');
    expect((await workerManifest(root, 'code')).version).toBe(version);
    expect((await workerManifest(root, 'other code')).version).not.toBe(version);
    await put('_astro/Other.O1.js', 'a script of a new build');
    const withNewScript = (await workerManifest(root, 'code')).version;
    expect(withNewScript).not.toBe(version);
    await put('offline/index.html', 'an offline page in new words');
    expect((await workerManifest(root, 'code')).version).not.toBe(withNewScript);
  });
});

describe('writeServiceWorker', () => {
  it('writes /sw.js with its manifest, compressed copies of the same code, and leaves the live copy it shared alone', async () => {
    const live = join(root, '..', `${root.split('/').pop()}-live.js`);
    await writeFile(live, 'the live worker');
    await link(live, join(root, 'sw.js'));
    const manifest = await writeServiceWorker(root);
    const code = await readFile(join(root, 'sw.js'), 'utf8');
    expect(code).toContain(manifest.version);
    expect(code).toContain('/bn/offline');
    expect(code).not.toContain('HAAT_SW_MANIFEST');
    expect(brotliDecompressSync(await readFile(join(root, 'sw.js.br'))).toString()).toBe(code);
    expect(gunzipSync(await readFile(join(root, 'sw.js.gz'))).toString()).toBe(code);
    expect(await readFile(live, 'utf8')).toBe('the live worker');
    await rm(live);
  });
});
