import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';

let dir: string;
const live = () => join(dir, 'live');

/** A build folder with a home page (plain and brotli) and a large file, published by swapping the live link. */
async function publish(name: string, text: string) {
  const build = join(dir, name);
  await mkdir(build, { recursive: true });
  const home = `<!doctype html><title>${text}</title>`.padEnd(4000, ' ');
  await writeFile(join(build, 'index.html'), home);
  await writeFile(join(build, 'index.html.br'), brotliCompressSync(home));
  await writeFile(join(build, 'sitemap-0.xml'), `<urlset>${'<url/>'.repeat(400_000)}</urlset>`);
  await writeFile(join(build, '404.html'), 'not found');
  await symlink(build, join(dir, 'next'));
  await rename(join(dir, 'next'), live());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-site-memory-'));
  await publish('build-1', 'first');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('site server answers kept in memory', () => {
  it('tags a page per encoding and answers a matching If-None-Match with 304, no body, and its caching headers', async () => {
    const site = createSiteServer({ root: live(), apiOrigin: 'https://api.example.com' });
    const plain = await site.inject({ url: '/' });
    const br = await site.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const again = await site.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({
      etag: br.headers.etag,
      'cache-control': 'public, max-age=60, must-revalidate',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    const otherEncoding = await site.inject({ url: '/', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.body).toContain('<title>first</title>');
  });

  it('serves the same bytes from memory as from the disk, and a HEAD request its headers without a body', async () => {
    const site = createSiteServer({ root: live(), apiOrigin: 'https://api.example.com' });
    const first = await site.inject({ url: '/' });
    const second = await site.inject({ url: '/' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    const head = await site.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('serves the new build as soon as the live link moves to it', async () => {
    const site = createSiteServer({ root: live(), apiOrigin: 'https://api.example.com' });
    expect((await site.inject({ url: '/' })).body).toContain('<title>first</title>');
    await publish('build-2', 'second');
    expect((await site.inject({ url: '/' })).body).toContain('<title>second</title>');
    const br = await site.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('streams a file too large to keep, and tags no 404', async () => {
    const site = createSiteServer({ root: live(), apiOrigin: 'https://api.example.com' });
    const sitemap = await site.inject({ url: '/sitemap-0.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body.length).toBeGreaterThan(1024 * 1024);
    expect(sitemap.body.endsWith('</urlset>')).toBe(true);
    const missing = await site.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
