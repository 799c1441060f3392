import { describe, expect, it } from 'vitest';
import type { hostileInput } from '../../server/src/index';
import { report, summarize } from './fuzz-report';
import { createRequestGenerator, type FuzzRequest, MAX_BODY_CHARS, MAX_PATH_CHARS } from './fuzz-requests';
import { runFuzz, type Sender } from './run-fuzz';

const ROUTES: hostileInput.RouteDescription[] = [
  {
    method: 'GET',
    url: '/api/v1/products/:id',
    admin: false,
    parts: { params: { type: 'object', properties: { id: {} } } },
  },
  {
    method: 'POST',
    url: '/api/v1/user/create_address',
    admin: false,
    parts: {
      body: {
        type: 'object',
        properties: { name: { type: 'string' }, division_id: { type: 'integer' }, payout: { type: 'object' } },
      },
    },
  },
  {
    method: 'GET',
    url: '/api/v1/admin/orders',
    admin: true,
    parts: { query: { type: 'object', properties: { page: { type: 'integer' } } } },
  },
];
const TOKENS = { user: 'user-token', admin: 'admin-token' };
const REQUESTS = 300;

const generate = (seed: number, count = REQUESTS) => {
  const next = createRequestGenerator(ROUTES, TOKENS, seed);
  return Array.from({ length: count }, next);
};

/** An API that answers in the error shape, except a 500 to any request `failing` picks out. */
const fakeApi =
  (failing: (request: FuzzRequest) => boolean): Sender =>
  async (request) =>
    failing(request)
      ? { status: 500, body: '{"success":false,"message":"boom","code":"INTERNAL"}' }
      : { status: 422, body: '{"success":false,"message":"no","code":"VALIDATION_FAILED"}' };

describe('the fuzz’s requests', () => {
  it('are the same for the same seed, and others for another', () => {
    expect(generate(7)).toEqual(generate(7));
    expect(generate(8)).not.toEqual(generate(7));
  });

  it('stay bounded, reach every route, and carry hostile values, other methods, broken JSON and every kind of auth', () => {
    const requests = generate(11, 2000);
    expect(Math.max(...requests.map((request) => request.path.length))).toBeLessThanOrEqual(MAX_PATH_CHARS);
    expect(Math.max(...requests.map((request) => request.body?.length ?? 0))).toBeLessThanOrEqual(MAX_BODY_CHARS);
    for (const route of ['/api/v1/products/', '/api/v1/user/create_address', '/api/v1/admin/orders']) {
      expect(requests.some((request) => request.path.startsWith(route))).toBe(true);
    }
    expect(requests.some((request) => request.body?.includes('\\u0000'))).toBe(true);
    expect(requests.some((request) => request.path.includes('%00'))).toBe(true);
    expect(requests.some((request) => request.body?.includes('__proto__'))).toBe(true);
    expect(requests.some((request) => request.body === '{')).toBe(true);
    expect(new Set(requests.map((request) => request.method)).size).toBeGreaterThan(4);
    const auth = new Set(requests.map((request) => request.headers.authorization));
    for (const header of [undefined, 'Bearer user-token', 'Bearer admin-token', 'Bearer garbage']) {
      expect(auth).toContain(header);
    }
  });
});

describe('a short fuzz run', () => {
  it('passes when nothing answers 5xx, counting the answers by class', async () => {
    const outcomes = await runFuzz({
      routes: ROUTES,
      tokens: TOKENS,
      seed: 3,
      requests: REQUESTS,
      concurrency: 8,
      send: fakeApi(() => false),
    });
    const { ok, lines } = report(summarize(outcomes), 3);
    expect(ok).toBe(true);
    expect(lines.join('\n')).toContain(`4xx ${REQUESTS}, 5xx 0`);
  });

  it('fails on a single 5xx, or a request left unanswered, and prints each with the seed and index that replay it', async () => {
    const crashes = (request: FuzzRequest) => request.path.startsWith('/api/v1/admin/orders?page=-1');
    const send: Sender = async (request) => {
      if (request.path.includes('%00')) throw new Error('socket hang up');
      return fakeApi(crashes)(request);
    };
    const outcomes = await runFuzz({
      routes: ROUTES,
      tokens: TOKENS,
      seed: 5,
      requests: REQUESTS,
      concurrency: 8,
      send,
    });
    const failing = outcomes.filter((outcome) => outcome.status === 500 || outcome.status === 0);
    expect(failing.length).toBeGreaterThan(0);
    const { ok, lines } = report(summarize(outcomes), 5);
    expect(ok).toBe(false);
    const text = lines.join('\n');
    for (const { index } of failing) expect(text).toContain(`--seed 5 --only ${index}`);

    // The printed index replays the very request.
    const [first] = failing;
    const [replayed] = await runFuzz({
      routes: ROUTES,
      tokens: TOKENS,
      seed: 5,
      requests: REQUESTS,
      concurrency: 1,
      send,
      only: first?.index,
    });
    expect(replayed?.request).toEqual(first?.request);
  });
});
