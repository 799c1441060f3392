import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIContext, MiddlewareHandler } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeCspMeta } from './csp-hashes';
import { finishPage } from './finish-page';
import { hoistIslandStyle, ISLAND_STYLE } from './island-style';
import { PAGE_COPIES_ENV, pageFile } from './page-copies';

const POLICY = `<meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self';">`;
const astroPage = (text: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>${POLICY}</head><body>${ISLAND_STYLE}<script>document.title = "${text}"</script>${`<p>${text}</p>`.repeat(100)}<astro-island></astro-island></body></html>`;

describe('finishPage', () => {
  it('finishes the bytes exactly as the page text would be, Bengali scripts hashed as UTF-8', () => {
    const html = astroPage('হাট');
    const finished = finishPage(Buffer.from(html));
    expect(finished.toString()).toBe(completeCspMeta(hoistIslandStyle(html)));
    expect(finished.toString()).not.toBe(html);
  });
});

describe('pageFile', () => {
  it("names the file Astro writes a page's path to", () => {
    expect(pageFile('/out', '/')).toBe('/out/index.html');
    expect(pageFile('/out', '/bn/product/1/')).toBe('/out/bn/product/1/index.html');
    expect(pageFile('/out', '/bn/product/1')).toBe('/out/bn/product/1/index.html');
    expect(pageFile('/out', '/shop/%E0%A6%95/')).toBe('/out/shop/ক/index.html');
  });
});

describe('the page-copies middleware', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'haat-page-copies-'));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(work, { recursive: true, force: true });
  });

  async function middleware(outDir: string, previous = ''): Promise<MiddlewareHandler> {
    vi.stubEnv(PAGE_COPIES_ENV.outDir, outDir);
    vi.stubEnv(PAGE_COPIES_ENV.previous, previous);
    vi.resetModules();
    return (await import('./page-copies-middleware')).onRequest;
  }
  const render = (handler: MiddlewareHandler, path: string, html: string, status = 200) =>
    handler({ isPrerendered: true, url: new URL(path, 'http://localhost') } as APIContext, async () => {
      return new Response(html, { status, headers: { 'content-type': 'text/html', 'content-length': '1' } });
    }) as Promise<Response>;

  it('returns the finished page and writes its brotli and gzip copies where Astro writes the page', async () => {
    const served = await (await render(await middleware(work), '/bn/product/1/', astroPage('হাট'))).text();

    expect(served).toBe(completeCspMeta(hoistIslandStyle(astroPage('হাট'))));
    const file = join(work, 'bn/product/1/index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(served);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(served);
  });

  it("shares the previous build's copies of a page whose bytes did not change", async () => {
    const previous = join(work, 'previous');
    await render(await middleware(previous), '/product/2/', astroPage('same'));
    await writeFile(join(previous, 'product/2/index.html'), finishPage(Buffer.from(astroPage('same'))));
    const next = join(work, 'next');

    await render(await middleware(next, previous), '/product/2/', astroPage('same'));

    const inode = async (root: string) => (await stat(join(root, 'product/2/index.html.br'))).ino;
    expect(await inode(next)).toBe(await inode(previous));
  });

  it('passes other answers on untouched, and every page when the build set no folder (astro dev)', async () => {
    const notFound = await render(await middleware(work), '/404/', astroPage('x'), 404);
    expect(await notFound.text()).toBe(astroPage('x'));
    const dev = await render(await middleware(''), '/product/3/', astroPage('y'));
    expect(await dev.text()).toBe(astroPage('y'));
    await expect(stat(join(work, '404/index.html.br'))).rejects.toThrow();
    await expect(stat(join(work, 'product/3/index.html.br'))).rejects.toThrow();
  });
});
