import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';
import type { WorkerManifest } from '../../src/lib/service-worker-manifest';
import { SERVICE_WORKER_FILE } from '../site-server/headers';

const SOURCE = resolve('src/features/offline/service-worker.ts');
const OFFLINE_PAGES = ['offline/index.html', 'bn/offline/index.html'];
const CART_PAGES = ['guest/cart/index.html', 'bn/guest/cart/index.html'];

/** A built page's address as the worker stores pages (no trailing slash): `bn/offline/index.html` → `/bn/offline`. */
const pageUrl = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;

/** A page's own files (scripts, styles) and the code of its islands. */
function pageAssets(html: string): { own: string[]; islands: string[] } {
  const own = [...html.matchAll(/(?:src|href)="\/(_astro\/[\w.~-]+)"/g)].map((match) => match[1]!);
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map(([tag]) => tag)
    .flatMap((tag) =>
      [...tag.matchAll(/(?:component|renderer)-url="\/(_astro\/[\w.~-]+)"/g)].map((match) => match[1]!),
    );
  return { own, islands };
}

/**
 * A script's static imports of its sibling chunks (`from` and side-effect `import` statements); `lazy`, also the
 * lazy ones (dynamic `import()` and the bundler's preload lists, which name chunks as `_astro/…`).
 */
function scriptImports(script: string, lazy: boolean): string[] {
  const imports = [...script.matchAll(/(?:from|import)\s*"\.\/([\w.~-]+\.js)"/g)].map((match) => match[1]!);
  const later = lazy
    ? [...script.matchAll(/import\("\.\/([\w.~-]+\.js)"\)|"_astro\/([\w.~-]+\.js)"/g)].map((m) => (m[1] ?? m[2])!)
    : [];
  return [...imports, ...later].map((name) => `_astro/${name}`);
}

/** The files `start` loads, followed through their imports (`lazy`: the lazy ones too). */
async function closure(root: string, start: string[], lazy: boolean): Promise<string[]> {
  const files = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.js')) queue.push(...scriptImports(await readFile(join(root, file), 'utf8'), lazy));
  }
  return [...files];
}

/**
 * The pages and the files they load before anyone interacts; with `islands`, also all the code of their islands
 * (lazy chunks too), so that the islands work offline. Fonts are left to the worker's runtime cache: a page asks
 * for the ones its language needs.
 */
async function withAssets(root: string, pages: string[], islands: boolean): Promise<string[]> {
  const own: string[] = [];
  const code: string[] = [];
  for (const page of pages) {
    const assets = pageAssets(await readFile(join(root, page), 'utf8'));
    own.push(...assets.own);
    if (islands) code.push(...assets.islands);
  }
  const files = [...pages, ...(await closure(root, own, false)), ...(await closure(root, code, true))];
  return [...new Set(files)].filter((file) => !file.endsWith('.woff2'));
}

const asUrls = (files: string[]) => files.map((file) => (file.endsWith('.html') ? pageUrl(file) : `/${file}`));

/**
 * What this build's worker precaches, and its version: a digest of the worker's code, every hashed asset's name and
 * the precached files' bytes. A rebuild that changes only catalogue pages (a price) keeps the version, so shoppers
 * keep their caches and stale-while-revalidate refreshes the pages; a build with other scripts, styles, fonts,
 * offline or cart pages has a new version, and its worker replaces the old caches.
 */
export async function workerManifest(root: string, code: string): Promise<WorkerManifest> {
  const assets = (await readdir(join(root, '_astro'))).filter((name) => !/\.(?:br|gz)$/.test(name)).sort();
  const styles = assets.filter((name) => name.endsWith('.css')).map((name) => `_astro/${name}`);
  const light = [...new Set([...(await withAssets(root, OFFLINE_PAGES, false)), ...styles])];
  const heavy = (await withAssets(root, CART_PAGES, true)).filter((file) => !light.includes(file));
  const digest = createHash('sha256').update(code).update(assets.join('\n'));
  for (const file of [...light, ...heavy].sort()) digest.update(file).update(await readFile(join(root, file)));
  return { version: digest.digest('base64url').slice(0, 16), light: asUrls(light), heavy: asUrls(heavy) };
}

async function bundle(manifest?: WorkerManifest): Promise<string> {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    tsconfig: resolve('tsconfig.json'),
    define: { HAAT_SW_MANIFEST: manifest ? JSON.stringify(manifest) : 'undefined' },
  });
  return result.outputFiles[0]!.text;
}

/** Writes a file by a new name renamed over the old: the build folder shares the live site's files (hard links). */
async function replaceFile(path: string, body: Buffer | string): Promise<void> {
  const temporary = `${path}.next-${process.pid}`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

/**
 * Writes `/sw.js` (with .br and .gz) into a built site, from the worker's source and the site's own files. Run on
 * the finished folder, before it is published (a full build and an incremental one alike).
 */
export async function writeServiceWorker(root: string): Promise<WorkerManifest> {
  const manifest = await workerManifest(root, await bundle());
  const code = await bundle(manifest);
  const path = join(root, SERVICE_WORKER_FILE);
  const brotli = await promisify(brotliCompress)(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzipped = await promisify(gzip)(code, { level: 9 });
  await replaceFile(path, code);
  await Promise.all([replaceFile(`${path}.br`, brotli), replaceFile(`${path}.gz`, gzipped)]);
  return manifest;
}
