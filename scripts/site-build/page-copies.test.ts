import { link, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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

  it('names none for the status pages, which Astro writes as 404.html and 500.html', () => {
    expect(pageFile('/out', '/404/')).toBeNull();
    expect(pageFile('/out', '/500')).toBeNull();
    expect(pageFile('/out', '/bn/404/')).toBe('/out/bn/404/index.html');
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

  it('writes the finished page with its brotli and gzip copies where Astro would, and gives Astro none to write', async () => {
    const answer = await render(await middleware(work), '/bn/product/1/', astroPage('হাট'));

    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
    const file = join(work, 'bn/product/1/index.html');
    const served = (await readFile(file)).toString();
    expect(served).toBe(completeCspMeta(hoistIslandStyle(astroPage('হাট'))));
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(served);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(served);
  });

  it('writes a page too small for copies, and no copies', async () => {
    await render(await middleware(work), '/about/', '<!DOCTYPE html><html><head></head><body>hi</body></html>');

    expect((await readFile(join(work, 'about/index.html'))).toString()).toContain('<body>hi</body>');
    await expect(stat(join(work, 'about/index.html.br'))).rejects.toThrow();
  });

  it("shares the previous build's copies of a page whose bytes did not change", async () => {
    const previous = join(work, 'previous');
    await render(await middleware(previous), '/product/2/', astroPage('same'));
    const next = join(work, 'next');

    await render(await middleware(next, previous), '/product/2/', astroPage('same'));

    const inode = async (root: string, copy: string) => (await stat(join(root, `product/2/index.html${copy}`))).ino;
    for (const copy of ['.br', '.gz']) expect(await inode(next, copy)).toBe(await inode(previous, copy));
  });

  it("writes a changed page anew, never through into the previous build's file linked where it goes", async () => {
    const previous = join(work, 'previous');
    await render(await middleware(previous), '/product/2/', astroPage('old'));
    const next = join(work, 'next');
    await mkdir(join(next, 'product/2'), { recursive: true });
    await link(join(previous, 'product/2/index.html'), join(next, 'product/2/index.html'));

    await render(await middleware(next, previous), '/product/2/', astroPage('new'));

    const page = (root: string) => readFile(join(root, 'product/2/index.html'), 'utf8');
    expect(await page(previous)).toContain('<p>old</p>');
    expect(await page(next)).toContain('<p>new</p>');
  });

  it('passes other answers on untouched, and every page when the build set no folder (astro dev)', async () => {
    const notFound = await render(await middleware(work), '/404/', astroPage('x'), 404);
    expect(await notFound.text()).toBe(astroPage('x'));
    const dev = await render(await middleware(''), '/product/3/', astroPage('y'));
    expect(await dev.text()).toBe(astroPage('y'));
    const statusPage = await render(await middleware(work), '/404/', astroPage('z'));
    expect(await statusPage.text()).toBe(astroPage('z'));
    await expect(stat(join(work, '404/index.html.br'))).rejects.toThrow();
    await expect(stat(join(work, 'product/3/index.html.br'))).rejects.toThrow();
  });
});
