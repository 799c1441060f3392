import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer } from '../site-server/site-server';

export interface SiteHeaderBytes {
  script: number;
  page: number;
}

/** Bytes of the headers (`name: value` lines) the bundled site server sends with a built script and with a page. */
export async function siteHeaderBytes(apiOrigin = 'https://api.example.com'): Promise<SiteHeaderBytes> {
  const root = await mkdtemp(join(tmpdir(), 'haat-bench-headers-'));
  try {
    await mkdir(join(root, '_astro'));
    await writeFile(join(root, '_astro/island.abc123.js'), 'export {};');
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Haat</title>');
    const app = createSiteServer({ root, apiOrigin });
    const bytes = async (url: string) => {
      const { headers } = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      return Object.entries(headers).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
    };
    return { script: await bytes('/_astro/island.abc123.js'), page: await bytes('/') };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
