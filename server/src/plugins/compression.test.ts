/**
 * Compressed API answers: brotli or gzip by Accept-Encoding from COMPRESS_FROM_BYTES on, through inject, and on a
 * listening server for what only a real socket shows (the chat event stream).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '#contract';
import { createTestApp, SITE_ORIGIN, TEST_UPLOADS_DIR, type TestApp } from '../app.test-helpers';
import { freePort } from '../lib/free-port';
import { publishLive } from '../lib/live/publish-live';
import { createTestAccount } from '../modules/auth/auth.test-helpers';
import { openLiveStream } from '../modules/chat/chat-stream.test-helpers';
import { COMPRESS_AT_ONCE_BYTES, COMPRESS_FROM_BYTES } from './compression';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}/api/v1`;
});

afterAll(async () => {
  await t?.close();
});

const LISTING = '/api/v1/products?per_page=40';

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { origin: SITE_ORIGIN, ...headers } });

function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(text.toString('utf8'));
}

const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

describe('compressed API answers', () => {
  it.each([
    { asked: 'br', accept: 'br', sent: 'br' },
    { asked: 'gzip', accept: 'gzip', sent: 'gzip' },
    { asked: "a browser's list", accept: 'gzip, deflate, br, zstd', sent: 'br' },
    { asked: 'gzip preferred', accept: 'gzip, br;q=0.5', sent: 'gzip' },
  ])('a large answer asked with $asked comes as $sent and decompresses to the same JSON', async ({ accept, sent }) => {
    const plain = await get(LISTING);
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESS_FROM_BYTES);
    const compressed = await get(LISTING, { 'accept-encoding': accept });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(sent);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decoded(compressed)).toEqual(decoded(plain));
  });

  it('an answer of up to COMPRESS_AT_ONCE_BYTES is compressed at once, not streamed: it comes with its length', async () => {
    const plain = await get(LISTING);
    // Above the plugin's own ceiling on a two-core machine (8 KB), which would stream it in chunks of no known length.
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(COMPRESS_AT_ONCE_BYTES);
    for (const accept of ['br', 'gzip']) {
      const compressed = await get(LISTING, { 'accept-encoding': accept });
      expect(compressed.headers['transfer-encoding'], accept).toBeUndefined();
      expect(compressed.headers['content-length'], accept).toBe(String(compressed.rawPayload.length));
    }
  });

  it('every answer names Origin, Accept-Language and Accept-Encoding in Vary, each once', async () => {
    for (const response of [
      await get(LISTING, { 'accept-encoding': 'br' }),
      await get(LISTING),
      await get('/api/v1/health', { 'accept-encoding': 'gzip' }),
    ]) {
      expect(varyOf(response)).toEqual(['origin', 'accept-language', 'accept-encoding']);
      expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    }
  });

  it('a small answer, and any answer to a request without Accept-Encoding or asking identity, comes plain', async () => {
    const small = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    for (const response of [
      small,
      await get(LISTING),
      await get(LISTING, { 'accept-encoding': 'identity' }),
      await get(LISTING, { 'accept-encoding': 'compress' }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(decoded(response)).toMatchObject({ success: true });
    }
  });

  it('a large error answer keeps the one error shape once decompressed, in Bengali too', async () => {
    // A guest order of 50 lines, each without its ids: a 422 naming every field.
    const payload = { guest: true, cart_items: Array.from({ length: 50 }, () => ({ qty: 'x' })) };
    for (const language of ['en', 'bn']) {
      const send = (accept: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/guest/order/store',
          headers: { 'accept-encoding': accept, 'accept-language': language, origin: SITE_ORIGIN },
          payload,
        });
      const [compressed, plain] = [await send('br'), await send('identity')];
      expect(compressed.statusCode).toBe(422);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-language']).toBe(language);
      const failure = decoded(compressed) as ApiFailure;
      expect(Object.keys(failure)).toEqual(['success', 'message', 'code', 'errors']);
      expect(Object.keys(failure.errors ?? {}).length).toBeGreaterThan(100);
      expect(failure).toEqual(decoded(plain));
    }
  });

  it('HEAD of a large answer describes the plain answer (its length, no encoding) and sends no body', async () => {
    const plain = await get(LISTING);
    const head = await get(LISTING, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(varyOf(head)).toContain('accept-encoding');
    expect(head.rawPayload.length).toBe(0);
  });

  it('an upload comes byte for byte as stored, even a JSON file', async () => {
    const json = JSON.stringify({ words: 'compress me '.repeat(300) });
    await mkdir(join(TEST_UPLOADS_DIR, 'test'), { recursive: true });
    await writeFile(join(TEST_UPLOADS_DIR, 'test/compressible.json'), json);
    const response = await get('/uploads/test/compressible.json', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(json);
  });

  it('the chat event stream, asked with br and gzip, comes plain and delivers an event while it is open', async () => {
    const account = await createTestAccount(t.database.db);
    const stream = await openLiveStream(base, account.tokens.access_token, { 'accept-encoding': 'br, gzip' });
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
      const event = { type: 'ticket', ticket_id: 1, status: 'answered' } as const;
      await t.database.db.transaction((tx) => publishLive(tx, [account.user.id], event));
      const [received] = await stream.waitForEvents(1);
      expect(received?.event).toEqual(event);
    } finally {
      stream.close();
    }
  });
});
