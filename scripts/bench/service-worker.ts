import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkerManifest } from '../../src/lib/service-worker-manifest';
import { SERVICE_WORKER_FILE } from '../site-server/headers';

export interface ServiceWorkerWeight {
  /** /sw.js as sent: gzip and brotli bytes (it is fetched once the page is idle, never before interaction). */
  gzip: number;
  brotli: number;
  /** Files and brotli bytes precached on every link, and on a 4g-class link without data-saver besides. */
  light: { files: number; brotli: number };
  heavy: { files: number; brotli: number };
}

/** The brotli bytes of a precached address (a page or a hashed file), the plain file's when it has no .br copy. */
async function sentBytes(root: string, address: string): Promise<number> {
  const file = join(root, address.startsWith('/_astro/') ? address : `${address}/index.html`);
  return (await readFile(`${file}.br`).catch(() => readFile(file))).length;
}

async function listWeight(root: string, addresses: string[]) {
  const sizes = await Promise.all(addresses.map((address) => sentBytes(root, address)));
  return { files: addresses.length, brotli: sizes.reduce((sum, size) => sum + size, 0) };
}

/** The built site's service worker: its own size and what it precaches (read from the manifest the build wrote in). */
export async function serviceWorkerWeight(root: string): Promise<ServiceWorkerWeight> {
  const path = join(root, SERVICE_WORKER_FILE);
  const code = await readFile(path, 'utf8');
  const lists = /light:(\[[^\]]*\]),heavy:(\[[^\]]*\])/.exec(code);
  if (!lists) throw new Error(`${path} holds no precache lists`);
  const [light, heavy] = [lists[1]!, lists[2]!].map((list) => JSON.parse(list) as WorkerManifest['light']);
  return {
    gzip: (await readFile(`${path}.gz`)).length,
    brotli: (await readFile(`${path}.br`)).length,
    light: await listWeight(root, light!),
    heavy: await listWeight(root, heavy!),
  };
}
