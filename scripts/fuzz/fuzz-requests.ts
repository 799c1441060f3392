import { hostileInput } from '../../server/src/index';

type Route = hostileInput.RouteDescription;
type Part = hostileInput.RequestPart;

export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/products?q=x`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The bearer tokens a request may carry besides none and garbage. */
export interface FuzzTokens {
  user: string;
  admin: string;
}

/** The largest body or URL a request carries: a bounded fuzz, a 1 MB string at most. */
export const MAX_BODY_CHARS = 1_100_000;
export const MAX_PATH_CHARS = 20_000;

/** mulberry32: the same seed gives the same requests, so a failing one can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'];
const TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '+1',
  '1e3',
  '0x10',
  '01',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'পাঞ্জাবি',
  '১২৩',
  '\u200B\u200D',
  '\u202Eabc',
  '👍🏽',
  hostileInput.NUL,
  hostileInput.LONE_SURROGATE,
  'x'.repeat(5000),
];
const VALUES: unknown[] = [
  ...TEXTS,
  0,
  -1,
  1.5,
  2 ** 31,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  [1],
  ['1', '2'],
  {},
  { a: { b: { c: [1, { d: null }] } } },
  Array.from({ length: 200 }, (_, index) => index),
];
/** What a header can carry at all (fetch sends bytes, and refuses NUL and line breaks). */
const HEADER_TEXTS = TEXTS.filter((text) => /^[\x20-\x7E]*$/.test(text));
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'id', 'x', ''];
const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '"text"', '1', '{"a":1}}', '\u0000'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
];
const LANGUAGES = ['en', 'bn', 'bn-BD,bn;q=0.9', 'xx', '*;q=abc', ''];
const PATH_TAILS = ['/', '/..', '/%2e%2e/', '%', '%ZZ', '//x', '?', '#x', ';a=1'];

export function createRequestGenerator(routes: Route[], tokens: FuzzTokens, seed: number) {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const value = () => (chance(0.01) ? hostileInput.MEGABYTE_STRING : pick(VALUES));

  function mutate(route: Route, part: Part, input: Record<string, unknown>): Record<string, unknown> {
    let result = input;
    const paths = hostileInput.fieldPaths(route.parts[part]);
    for (let step = Math.floor(random() * 3); step > 0; step--) {
      if (paths.length > 0 && chance(0.8)) {
        const path = pick(paths);
        result = chance(0.15)
          ? hostileInput.withValue(result, path, undefined)
          : hostileInput.withValue(result, path, part === 'body' ? value() : pick(TEXTS));
      } else {
        result = { ...result, [pick(EXTRA_KEYS)]: part === 'body' ? value() : pick(TEXTS) };
      }
    }
    return result;
  }

  function bodyText(route: Route, body: Record<string, unknown>): string {
    if (chance(0.05)) return pick(BROKEN_JSON);
    if (chance(0.05)) return pick(hostileInput.PROTOTYPE_BODIES).json;
    if (chance(0.05)) return JSON.stringify(value());
    return JSON.stringify(mutate(route, 'body', body));
  }

  function authorization(route: Route): string | undefined {
    if (route.admin && chance(0.6)) return `Bearer ${tokens.admin}`;
    return pick([
      undefined,
      `Bearer ${tokens.user}`,
      `Bearer ${tokens.user}`,
      `Bearer ${tokens.admin}`,
      'Bearer garbage',
      'Bearer ',
      'Basic Zm9vOmJhcg==',
    ]);
  }

  return function next(): FuzzRequest {
    const route = pick(routes);
    const method = chance(0.85) ? route.method : pick(METHODS);
    const sample = hostileInput.sampleRequest(route);
    const params = mutate(route, 'params', sample.params);
    const query = mutate(route, 'query', sample.query);
    let path = hostileInput.urlOf(route, params) + hostileInput.queryString(query);
    if (chance(0.03)) path += pick(PATH_TAILS);
    path = path.slice(0, MAX_PATH_CHARS);

    const headers: Record<string, string> = {};
    const auth = authorization(route);
    if (auth !== undefined) headers.authorization = auth;
    if (chance(0.7)) headers['accept-language'] = pick(LANGUAGES);
    if (chance(0.1)) headers.origin = pick(['http://localhost:4321', 'https://evil.example', 'null']);
    if (chance(0.1)) headers['idempotency-key'] = pick(HEADER_TEXTS).slice(0, 200);
    if (chance(0.05)) headers['last-event-id'] = pick(HEADER_TEXTS).slice(0, 200);

    if (method === 'GET' || method === 'HEAD') return { method, path, headers };
    headers['content-type'] = chance(0.85) ? 'application/json' : pick(CONTENT_TYPES);
    const body = bodyText(route, sample.body).slice(0, MAX_BODY_CHARS);
    return { method, path, headers, body };
  };
}
