import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';

let root: string;
const site = () => createSiteServer({ root, apiOrigin: 'https://api.example.com' });

async function put(file: string, body: string | Buffer) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), body);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-site-'));
  const home = '<!doctype html><title>Home</title>'.padEnd(2000, ' ');
  await put('index.html', home);
  await put('index.html.br', brotliCompressSync(home));
  await put('product/7/index.html', 'product 7');
  await put('_astro/app.abc123.js', 'console.log(1)');
  await put('404.html', 'not found');
  await put('bn/pages/404/index.html', 'পাওয়া যায়নি');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(join(dirname(root), 'outside.txt'), { force: true });
});

describe('site server', () => {
  it('serves the precompressed file the client accepts, with short HTML caching and security headers', async () => {
    const response = await site().inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: https://api.example.com");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const response = await site().inject({ url: '/' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<title>Home</title>');
  });

  it('serves a page folder with or without the trailing slash', async () => {
    for (const url of ['/product/7', '/product/7/']) {
      const response = await site().inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('product 7');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it("shows a product layout URL the product's page, and an unknown product the 404 of its language", async () => {
    for (const url of ['/product/masonry/cotton-panjabi-7', '/product/sticky/7/']) {
      const response = await site().inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('product 7');
    }
    const unknown = await site().inject({ url: '/bn/product/gallery/panjabi-8' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('পাওয়া যায়নি');
  });

  it('caches hashed assets for a year', async () => {
    const response = await site().inject({ url: '/_astro/app.abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers unknown paths with 404 and the page of their language, uncached', async () => {
    const english = await site().inject({ url: '/no/such/page' });
    expect(english.statusCode).toBe(404);
    expect(english.body).toBe('not found');
    expect(english.headers['cache-control']).toBe('no-store');
    const bengali = await site().inject({ url: '/bn/no/such/page' });
    expect(bengali.statusCode).toBe(404);
    expect(bengali.body).toBe('পাওয়া যায়নি');
  });

  it('never serves files outside the site or hidden files', async () => {
    await writeFile(join(dirname(root), 'outside.txt'), 'secret');
    for (const url of ['/../outside.txt', '/%2e%2e/outside.txt', '/a%2F..%2F..%2Foutside.txt', '/.env']) {
      const response = await site().inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });
});
