import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '#contract';
import { type App, buildApp } from '../../app';
import { createTestDatabase, testConfig } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { ImageCache } from './image-cache';
import { IMAGE_CACHE_CONTROL } from './images.routes';

let app: App;
let database: DatabaseHandle;
let workDir: string;
let cacheDir: string;

const upload = (path: string) => `http://api.test/uploads/${path}`;
const proxy = (preset: string, query: Record<string, string>) => `/image-proxy/${preset}?${new URLSearchParams(query)}`;

const picture = (width: number, height: number, format: 'webp' | 'png' = 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .toFormat(format)
    .toBuffer();

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.webp'));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'haat-images-'));
  const uploadsDir = join(workDir, 'uploads');
  cacheDir = join(workDir, 'image-cache');
  await mkdir(join(uploadsDir, 'sliders'), { recursive: true });
  await writeFile(join(uploadsDir, 'sliders/wide.webp'), await picture(1600, 600));
  await writeFile(join(uploadsDir, 'sliders/small.webp'), await picture(400, 150));
  await writeFile(join(uploadsDir, 'sliders/not-an-image.webp'), 'hello');
  database = await createTestDatabase();
  app = await buildApp({ db: database, config: { ...testConfig, uploadsDir, imageCacheDir: cacheDir } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('GET /image-proxy/:preset', () => {
  it('renders hero as WebP at the asked width, keeping the aspect ratio, with cache headers', async () => {
    const response = await app.inject({ url: proxy('hero', { url: upload('sliders/wide.webp'), w: '640' }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 240]);
  });

  it('renders thumbnail as a 300×300 square by default and at any allowed width', async () => {
    const square = await app.inject({ url: proxy('thumbnail', { url: upload('sliders/wide.webp') }) });
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const small = await app.inject({ url: proxy('thumbnail', { url: upload('sliders/wide.webp'), w: '160' }) });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
  });

  it('never enlarges a picture', async () => {
    const response = await app.inject({ url: proxy('hero', { url: upload('sliders/small.webp'), w: '1600' }) });
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 400, height: 150 });
  });

  it.each([
    ['a foreign host', 'https://evil.example/cat.png'],
    ['the placeholder host over plain HTTP', 'http://placehold.co/600x400'],
    ['the placeholder host on another port', 'https://placehold.co:8443/600x400'],
    ['a path that climbs out of the uploads', upload('..%2F..%2Fetc%2Fpasswd')],
  ])('refuses %s with a 400 and fetches nothing', async (_, url) => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const response = await app.inject({ url: proxy('hero', { url }), headers: { 'accept-language': 'bn' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiFailure>()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json<ApiFailure>().message).toMatch(/[\u0980-\u09FF]/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches a placeholder-host picture over HTTPS', async () => {
    const png = await picture(600, 400, 'png');
    const fetchSpy = vi.fn(async () => new Response(new Uint8Array(png)));
    vi.stubGlobal('fetch', fetchSpy);
    const response = await app.inject({ url: proxy('thumbnail', { url: 'https://placehold.co/600x400.png' }) });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect(String(fetchSpy.mock.calls[0]?.at(0))).toBe('https://placehold.co/600x400.png');
  });

  it.each([
    ['a width outside the list', 'hero', { url: upload('sliders/wide.webp'), w: '500' }, 'w'],
    ['an unknown preset', 'huge', { url: upload('sliders/wide.webp') }, 'preset'],
    ['no url', 'hero', { w: '640' }, 'url'],
    ['a url that is not absolute', 'hero', { url: '/uploads/sliders/wide.webp' }, 'url'],
  ])('answers %s with a 422 on that field', async (_, preset, query, field) => {
    const response = await app.inject({ url: proxy(preset, query) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ApiFailure>().errors ?? {})).toEqual([field]);
  });

  it('answers 404 for a missing upload and 400 for one that is not a picture', async () => {
    const missing = await app.inject({ url: proxy('hero', { url: upload('sliders/none.webp') }) });
    expect(missing.statusCode).toBe(404);
    const broken = await app.inject({ url: proxy('hero', { url: upload('sliders/not-an-image.webp') }) });
    expect(broken.statusCode).toBe(400);
  });

  it('serves a cached picture from disk and answers 304 to its ETag', async () => {
    const url = proxy('hero', { url: upload('sliders/wide.webp'), w: '320' });
    const before = new Set(await cachedFiles());
    const first = await app.inject({ url });
    const written = (await cachedFiles()).filter((file) => !before.has(file));
    expect(written).toHaveLength(1);
    // Replace the cached bytes: the next answer can only be them if it came from the disk cache.
    await writeFile(join(cacheDir, written[0] ?? ''), 'from-disk');
    const second = await app.inject({ url });
    expect(second.body).toBe('from-disk');
    const revalidated = await app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('renders again when the upload changes', async () => {
    const url = proxy('hero', { url: upload('sliders/small.webp'), w: '160' });
    const before = await app.inject({ url });
    await writeFile(join(workDir, 'uploads/sliders/small.webp'), await picture(480, 240));
    const after = await app.inject({ url });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 160, height: 80 });
  });
});

describe('ImageCache', () => {
  it('renders a missing picture once for concurrent requests and reads it from disk afterwards', async () => {
    const cache = new ImageCache(join(workDir, 'unit-cache'));
    const render = vi.fn(async () => Buffer.from('rendered'));
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get('ab12', render)));
    expect(results.map(String)).toEqual(Array(5).fill('rendered'));
    expect(render).toHaveBeenCalledTimes(1);
    expect(String(await cache.get('ab12', render))).toBe('rendered');
    expect(render).toHaveBeenCalledTimes(1);
  });
});
