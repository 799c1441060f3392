import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../site-build/precompress';
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
  await put('_astro/app.abc123.css', 'a{color:red}');
  await put('images/logo.webp', Buffer.from('RIFF....WEBPVP8 '));
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('robots.txt', 'User-agent: *');
  await put('sw.js', 'addEventListener("fetch",()=>{})');
  await put('404.html', 'not found');
  await put('bn/pages/404/index.html', 'পাওয়া যায়নি');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(join(dirname(root), 'outside.txt'), { force: true });
});

describe('site server', () => {
  it('answers 503 with a page in both languages that reloads itself until the first build is published', async () => {
    const unbuilt = createSiteServer({ root: join(root, 'no-build-yet'), apiOrigin: 'https://api.example.com' });
    for (const url of ['/', '/bn/product/7/']) {
      const response = await unbuilt.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<meta http-equiv="refresh" content="5">');
      expect(response.body).toContain('Haat is opening');
      expect(response.body).toContain('হাট খুলছে');
    }
  });

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

/** A page as Astro writes it: its CSP meta after an inline script, a data block, an inline style, padding to compress. */
const astroPage = (lang: string, script: string, style: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${lang}</title>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">${script}</script>` +
  `<meta http-equiv="content-security-policy" content="script-src 'self' ${sha256(script)}; style-src 'self';">` +
  `<style>${style}</style></head><body>${'<p>text</p>'.repeat(200)}<script>window.late = 1</script></body></html>`;

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? []
  );
}

/** Every executable inline script and every inline style of the HTML, by body. */
function inlineCode(html: string) {
  const code = { script: [] as string[], style: [] as string[] };
  for (const [, tag, attributes = '', body = ''] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (body && !/type="application\/(ld\+)?json"/.test(attributes)) code[tag as 'script' | 'style'].push(body);
  }
  return code;
}

describe('content security policy of built pages', () => {
  beforeAll(async () => {
    await put('csp/index.html', astroPage('en', 'console.log("en")', 'a{color:red}'));
    await put('bn/csp/index.html', astroPage('bn', 'console.log("বাংলা")', '@font-face{font-family:x}'));
    await precompress(root);
  });

  it.each(['/csp/', '/bn/csp/'])(
    'the meta policy of %s, first in <head>, lists the hash of every inline script and style and nothing inline else; the header leaves inline code to it',
    async (url) => {
      const response = await site().inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      const meta =
        /^<!DOCTYPE html><html lang="\w+"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="([^"]*)">/.exec(
          html,
        );
      expect(meta, html.slice(0, 300)).not.toBeNull();
      const code = inlineCode(html);
      expect(code.script).toHaveLength(2);
      for (const [kind, bodies] of Object.entries(code)) {
        const sources = directive(meta?.[1] ?? '', `${kind}-src`);
        for (const body of bodies) expect(sources, body).toContain(sha256(body));
        expect(sources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
        expect(sources).toHaveLength(bodies.length + 1);
      }
      const header = String(response.headers['content-security-policy']);
      expect(directive(header, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directive(header, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(header).not.toContain("'sha256-");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('allows no inline code on a page without a policy of its own, nor on an SVG opened by itself', async () => {
    for (const url of ['/', '/no/such/page', '/favicon.svg']) {
      const response = await site().inject({ url });
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'script-src'), url).toEqual(["'self'"]);
      expect(directive(policy, 'style-src'), url).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends the policy and the other document headers on documents only; nosniff and the referrer policy on all', async () => {
    const document = ['content-security-policy', 'x-frame-options', 'permissions-policy'];
    const page = await site().inject({ url: '/csp/', headers: { 'accept-encoding': 'br' } });
    for (const name of document) expect(page.headers[name], name).toBeTruthy();
    for (const url of ['/_astro/app.abc123.js', '/_astro/app.abc123.css', '/images/logo.webp', '/robots.txt']) {
      const response = await site().inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      for (const name of document) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the service worker revalidated on every check, with a policy of its own and no inline code', async () => {
    const response = await site().inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://api.example.com");
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [
      'allows more than hashes',
      `<meta http-equiv="content-security-policy" content="script-src 'self' 'unsafe-inline' https://evil.example ${sha256('x')}; style-src 'self'">`,
    ],
    [
      'allows any style',
      `<meta http-equiv="content-security-policy" content="script-src 'self' ${sha256('x')}; style-src *">`,
    ],
    [
      'says nothing of styles',
      `<meta http-equiv="content-security-policy" content="script-src 'self' ${sha256('x')}">`,
    ],
    [
      'comes after a script',
      `<script>x</script><meta http-equiv="content-security-policy" content="script-src 'self' ${sha256('x')}; style-src 'self'">`,
    ],
    [
      'comes after a stylesheet',
      `<link rel="stylesheet" href="/a.css"><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self'">`,
    ],
  ])('allows no inline code on a page whose meta policy %s', async (name, head) => {
    const folder = name.replaceAll(' ', '-');
    await put(`${folder}/index.html`, `<html><head><meta charset="utf-8">${head}</head></html>`);
    const policy = String((await site().inject({ url: `/${folder}/` })).headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  });
});

describe("site server: the API's pictures on the site's own origin", () => {
  /** The API's side: what it was asked, and a picture answer that honours If-None-Match. */
  const asked: { url: string; ifNoneMatch?: string }[] = [];
  let api: Server;
  let apiOrigin: string;
  beforeAll(async () => {
    api = createServer((request, response) => {
      asked.push({ url: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
      if (!request.url?.startsWith('/image-proxy/') && !request.url?.startsWith('/uploads/')) {
        response.writeHead(404).end();
        return;
      }
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400', etag: '"v1"' })
        .end('WEBP bytes');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => api.close());

  it('passes /image-proxy/ and /uploads/ to the API, query and all, with its bytes and caching', async () => {
    const server = createSiteServer({ root, apiOrigin });
    for (const url of ['/image-proxy/hero?w=640&url=http://api/uploads/a.jpg', '/uploads/products/a.jpg']) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('WEBP bytes');
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=86400',
      });
      expect(asked.at(-1)?.url).toBe(url);
    }
  });

  it("revalidates through the API's entity tag", async () => {
    const response = await createSiteServer({ root, apiOrigin }).inject({
      url: '/uploads/products/a.jpg',
      headers: { 'if-none-match': '"v1"' },
    });
    expect(response.statusCode).toBe(304);
    expect(asked.at(-1)?.ifNoneMatch).toBe('"v1"');
  });

  it('answers 502 when the API does not answer, and leaves other paths to the site', async () => {
    const down = await createSiteServer({ root, apiOrigin: 'http://127.0.0.1:1' }).inject({ url: '/uploads/a.jpg' });
    expect(down.statusCode).toBe(502);
    const page = await createSiteServer({ root, apiOrigin }).inject({ url: '/product/7' });
    expect(page.body).toBe('product 7');
    expect(asked.some(({ url }) => url.startsWith('/product'))).toBe(false);
  });
});
