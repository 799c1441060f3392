import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app';
import { createTestApp, failureOf, onPostgres, SITE_ORIGIN, TEST_UPLOADS_DIR, type TestApp } from './app.test-helpers';
import { conflict, forbidden, rateLimited, unauthenticated } from './plugins/http-errors';

const FAILURES = { conflict, forbidden, rateLimited, unauthenticated };

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await createTestApp({ products: 0 });
  app = testApp.app;
  app.get('/api/v1/test/boom', async () => {
    throw new Error('connection to db-secret.internal failed');
  });
  app.get('/api/v1/test/token', async (request) => ({ token: request.bearerToken }));
  app.get(
    '/api/v1/test/fail/:kind',
    { schema: { params: z.object({ kind: z.enum(Object.keys(FAILURES)) }) } },
    (request) => {
      throw FAILURES[request.params.kind as keyof typeof FAILURES]();
    },
  );
  await mkdir(join(TEST_UPLOADS_DIR, 'test'), { recursive: true });
  await writeFile(join(TEST_UPLOADS_DIR, 'test/pixel.webp'), Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L', 'binary'));
});
afterAll(() => testApp.close());

describe('health', () => {
  it('reports the driver', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '', data: { driver: onPostgres ? 'pg' : 'pglite' } });
  });
});

describe('language', () => {
  it('marks API responses with their language', async () => {
    const response = await app.inject({ url: '/api/v1/health', headers: { 'accept-language': 'bn;q=0.9, fr' } });
    expect(response.headers['content-language']).toBe('bn');
    expect(response.headers.vary).toContain('Accept-Language');
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 NOT_FOUND in the request language', async () => {
    const en = await app.inject('/api/v1/nothing-here');
    expect(en.statusCode).toBe(404);
    expect(failureOf(en)).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'There is nothing at GET /api/v1/nothing-here.',
    });

    const bn = await app.inject({ url: '/api/v1/nothing-here?x=1', headers: { 'accept-language': 'bn-BD,bn;q=0.9' } });
    expect(failureOf(bn).message).toBe('GET /api/v1/nothing-here ঠিকানায় কিছু নেই।');
  });

  it('answers malformed JSON and other content types with 400 BAD_REQUEST', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(failureOf(badJson)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The request could not be understood.',
    });

    for (const contentType of ['text/plain', 'application/xml']) {
      const wrongType = await app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.bd',
      });
      expect(wrongType.statusCode).toBe(400);
      expect(failureOf(wrongType).code).toBe('BAD_REQUEST');
    }
  });

  it('answers a URL that does not decode with 400 in the error shape, with CORS so the storefront sees it', async () => {
    const response = await app.inject({
      url: '/api/v1/products/%E0%A4%A',
      headers: { origin: SITE_ORIGIN, 'accept-language': 'bn' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(failureOf(response).code).toBe('BAD_REQUEST');
    expect(failureOf(response).message).not.toBe('The request could not be understood.');

    const foreign = await app.inject({ url: '/api/v1/%E0%A4%A', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hides internals of an unexpected error behind 500 INTERNAL', async () => {
    const response = await app.inject({ url: '/api/v1/test/boom', headers: { 'accept-language': 'bn' } });
    expect(response.statusCode).toBe(500);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'আমাদের দিকে কিছু সমস্যা হয়েছে। পরে আবার চেষ্টা করুন।',
    });
    expect(response.body).not.toMatch(/secret|stack|at .*\.ts/);
  });

  it.each([
    ['unauthenticated', 401, 'UNAUTHENTICATED'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['conflict', 409, 'CONFLICT'],
    ['rateLimited', 429, 'RATE_LIMITED'],
  ])('turns %s() into %i %s', async (kind, status, code) => {
    const response = await app.inject(`/api/v1/test/fail/${kind}`);
    expect(response.statusCode).toBe(status);
    expect(failureOf(response)).toMatchObject({ success: false, code, message: expect.any(String) });
  });
});

describe('auth seam', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   tok123 ', 'tok123'],
    ['Basic dXNlcjpwYXNz', null],
    [undefined, null],
  ])('reads %s as %s', async (authorization, token) => {
    const response = await app.inject({ url: '/api/v1/test/token', headers: authorization ? { authorization } : {} });
    expect(response.json()).toEqual({ token });
  });
});

describe('CORS', () => {
  it('allows the storefront origin with credentials', async () => {
    const response = await app.inject({ url: '/api/v1/health', headers: { origin: SITE_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/newsletter',
      headers: { origin: 'http://127.0.0.1:4321', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4321');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await app.inject({ url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/newsletter',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    for (const { headers } of [response, preflight]) {
      expect(Object.keys(headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('uploads', () => {
  it('serves files at /uploads/ with a year-long immutable cache', async () => {
    const response = await app.inject('/uploads/test/pixel.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary ?? '').not.toContain('Accept-Language');
  });

  it('answers a missing file with the 404 envelope, and is not under /api/v1', async () => {
    for (const url of ['/uploads/test/missing.webp', '/api/v1/uploads/test/pixel.webp']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
    }
  });
});
