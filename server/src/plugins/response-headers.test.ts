/**
 * The headers of every API answer (Vary: Origin beside Accept-Language, nosniff) and the error shape of the refusals
 * Fastify or Node make before any route runs: through inject, and on a listening server for what only a real socket
 * shows (the chat stream, requests Node's HTTP parser refuses, CONNECT).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '#contract';
import { type App, buildApp } from '../app';
import { BENGALI, createTestDatabase, SITE_ORIGIN, testConfig } from '../app.test-helpers';
import type { DatabaseHandle } from '../db/client';
import { translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { createTestAccount } from '../modules/auth/auth.test-helpers';
import { openLiveStream } from '../modules/chat/chat-stream.test-helpers';
import { rateLimited } from './http-errors';

let app: App;
let database: DatabaseHandle;
let workDir: string;
let port: number;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'haat-headers-'));
  const uploadsDir = join(workDir, 'uploads');
  await mkdir(join(uploadsDir, 'test'), { recursive: true });
  const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a7' } })
    .webp()
    .toBuffer();
  await writeFile(join(uploadsDir, 'test/pixel.webp'), picture);
  database = await createTestDatabase();
  const config = { ...testConfig, uploadsDir, imageCacheDir: join(workDir, 'image-cache') };
  app = await buildApp({ db: database, config });
  app.get('/api/v1/test/limited', async () => {
    throw rateLimited(30);
  });
  app.post('/api/v1/test/echo', async (request) => request.body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

const varyOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);

/** Vary names each field once, Origin always, and Accept-Language when the body is in a language. */
function expectEveryAnswerHeaders(headers: Record<string, unknown>, { translated }: { translated: boolean }) {
  const vary = varyOf(headers.vary);
  expect(vary.filter((field) => field === 'origin')).toHaveLength(1);
  expect(new Set(vary).size).toBe(vary.length);
  if (translated) expect(vary).toContain('accept-language');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

function expectFailure(response: { statusCode: number; body: string }, status: number, language: 'en' | 'bn') {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as ApiFailure;
  expect(body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  expect(Object.keys(body).filter((key) => !['success', 'message', 'code', 'errors'].includes(key))).toEqual([]);
  expect(BENGALI.test(body.message)).toBe(language === 'bn');
  return body;
}

const upload = 'http://api.test/uploads/test/pixel.webp';

const ANSWERS: [string, () => Promise<LightMyRequestResponse>, number][] = [
  ['an API answer', () => app.inject({ url: '/api/v1/health' }), 200],
  ['an unknown API route', () => app.inject({ url: '/api/v1/nowhere' }), 404],
  ['an unknown route outside the API', () => app.inject({ url: '/nowhere' }), 404],
  ['an unknown method', () => app.inject({ method: 'PROPFIND', url: '/api/v1/health' }), 404],
  ['a URL that does not decode', () => app.inject({ url: '/api/v1/products/%E0%A4%A' }), 400],
  ['a parameter over the router limit', () => app.inject({ url: `/api/v1/vendors/${'a'.repeat(500)}` }), 404],
  ['a validation failure', () => app.inject({ url: '/api/v1/products?page=x' }), 422],
  [
    'a body over the limit',
    () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        payload: { text: 'x'.repeat(1_100_000) },
      }),
    413,
  ],
  ['a rate limit', () => app.inject({ url: '/api/v1/test/limited' }), 429],
  [
    'a preflight without a method',
    () => app.inject({ method: 'OPTIONS', url: '/api/v1/health', headers: { origin: SITE_ORIGIN } }),
    400,
  ],
  ['a missing upload', () => app.inject({ url: '/uploads/test/none.webp' }), 404],
  ['a refused image', () => app.inject({ url: '/image-proxy/thumbnail?url=https://elsewhere.test/a.png' }), 400],
];

describe('headers of every API answer', () => {
  it.each(ANSWERS)(
    '%s has Vary: Origin beside Accept-Language, nosniff, and the error shape',
    async (_name, send, status) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      expectEveryAnswerHeaders(response.headers, { translated: true });
      expect(response.headers['content-language']).toBe('en');
      if (status >= 400) expectFailure(response, status, 'en');
    },
  );

  it('Vary keeps Origin beside Accept-Language and Accept-Encoding for the storefront, with its CORS headers', async () => {
    const response = await app.inject({ url: '/api/v1/health', headers: { origin: SITE_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(varyOf(response.headers.vary)).toEqual(['origin', 'accept-language', 'accept-encoding']);
  });

  it('a preflight, an upload and a proxied image carry Vary: Origin and nosniff', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    const file = await app.inject({ url: '/uploads/test/pixel.webp' });
    expect(file.statusCode).toBe(200);
    const image = await app.inject({ url: `/image-proxy/thumbnail?url=${encodeURIComponent(upload)}` });
    expect(image.statusCode).toBe(200);
    for (const response of [preflight, file, image]) expectEveryAnswerHeaders(response.headers, { translated: false });
  });

  it('refusals before any route answer in Bengali to Accept-Language: bn', async () => {
    const bn = { 'accept-language': 'bn' };
    const refusals = await Promise.all([
      app.inject({ url: '/api/v1/products/%E0%A4%A', headers: bn }),
      app.inject({ method: 'OPTIONS', url: '/api/v1/health', headers: { ...bn, origin: SITE_ORIGIN } }),
      app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: bn, payload: { t: 'x'.repeat(1_100_000) } }),
    ]);
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 413]);
    for (const response of refusals) {
      expectFailure(response, response.statusCode, 'bn');
      expect(response.headers['content-language']).toBe('bn');
    }
  });
});

/** Sends `request` as raw bytes to the listening app and reads the whole answer until the server closes. */
function rawExchange(request: string): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

const rawRequest = (requestLine: string, language: 'en' | 'bn') =>
  `${requestLine}\r\nHost: 127.0.0.1\r\nAccept-Language: ${language}\r\nOrigin: ${SITE_ORIGIN}\r\n\r\n`;

describe("requests Node's HTTP parser refuses, on a listening server", () => {
  const REFUSED: [string, string, number, MessageKey][] = [
    ['a made-up method', 'FROBNICATE /api/v1/health HTTP/1.1', 400, 'errors.methodNotSupported'],
    ['CONNECT', 'CONNECT 127.0.0.1:443 HTTP/1.1', 400, 'errors.methodNotSupported'],
    [
      'a request line over the header size limit',
      `GET /api/v1/products?q=${'a'.repeat(20_000)} HTTP/1.1`,
      431,
      'errors.payloadTooLarge',
    ],
    ['a header line without a colon', 'GET /api/v1/health HTTP/1.1\r\nno colon here', 400, 'errors.badRequest'],
  ];

  it.each(REFUSED)(
    '%s answers the error shape in the asked language, with CORS and the headers of every answer',
    async (_name, line, status, key) => {
      for (const language of ['en', 'bn'] as const) {
        const response = await rawExchange(rawRequest(line, language));
        expect(expectFailure(response, status, language).message).toBe(translate(language, key));
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-language']).toBe(language);
        expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
        expectEveryAnswerHeaders(response.headers, { translated: true });
      }
    },
  );

  it('the chat event stream carries Vary: Origin and nosniff', async () => {
    const account = await createTestAccount(database.db);
    const stream = await openLiveStream(`http://127.0.0.1:${port}/api/v1`, account.tokens.access_token, {
      origin: SITE_ORIGIN,
    });
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expectEveryAnswerHeaders(Object.fromEntries(stream.headers), { translated: true });
    } finally {
      stream.close();
    }
  });
});
