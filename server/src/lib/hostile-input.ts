import { type ZodType, z } from 'zod';
import type { ListedRoute } from '../plugins/route-list';

/** The part of a JSON Schema (zod's `toJSONSchema`, input side) the generators read. */
export interface FieldSchema {
  type?: string;
  properties?: Record<string, FieldSchema>;
  additionalProperties?: FieldSchema | boolean;
  items?: FieldSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export const REQUEST_PARTS = ['params', 'query', 'body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** A route as plain data (the fuzz script gets it over the public entry): its method, URL and fields by part. */
export interface RouteDescription {
  method: string;
  url: string;
  /** Whether the route answers to the admin token, rather than a shopper's session. */
  admin: boolean;
  parts: Partial<Record<RequestPart, FieldSchema>>;
}

const SCHEMA_KEYS: Record<RequestPart, 'params' | 'querystring' | 'body'> = {
  params: 'params',
  query: 'querystring',
  body: 'body',
};

export function describeRoute({ method, url, schema }: ListedRoute): RouteDescription {
  const parts: RouteDescription['parts'] = {};
  for (const part of REQUEST_PARTS) {
    const zod = (schema as Record<string, ZodType | undefined> | undefined)?.[SCHEMA_KEYS[part]];
    if (zod) parts[part] = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
  }
  return { method, url, admin: url.includes('/admin/'), parts };
}

/** Values that pass the usual field of that name, so a request gets past the fields it does not test. */
const SAMPLES: Record<string, unknown> = {
  phone: '01712345678',
  pickup_phone: '01712345679',
  login: '01712345678',
  otp: '123456',
  password: 'secret-pass-1',
  current_password: 'password123',
  email: 'fuzz@example.com',
  name: 'Karim Rahman',
  shop_name: 'Karim Store',
  shop_name_bn: 'করিম স্টোর',
  nid: '1234567890',
  division_id: 6,
  district_id: 47,
  upazila_id: 10014,
  address_line: 'House 12, Road 5',
  url: 'http://127.0.0.1/uploads/none.webp',
  website: 'https://example.com',
  promotion: 'On my page about clothes.',
  q: 'shirt',
  code: 'SAVE10',
  invoice: 'HT1',
  payment_method_id: 1,
  reason_id: 1,
  qty: 1,
  rating: 5,
  total: 1000,
  provider: 'google',
  preset: 'thumbnail',
  w: 320,
  guest: true,
  // Comma lists in the query.
  ids: '1,2',
  vendor: '1',
};

/** A plausible value for a field: by its name where known, else by its schema's type. */
export function sampleOf(schema: FieldSchema | undefined, name = ''): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0], name);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [key, sampleOf(field, key)]),
      );
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.pattern === '^\\d{6}$') return '123456';
      if (schema.pattern?.startsWith('^\\d')) return '1';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      // An id, a count or a custom check: a small whole number, written as the URL would.
      return name.endsWith('id') || name === 'id' ? 1 : 'x';
  }
}

/** A request's parts filled with plausible values. */
export function sampleRequest(route: RouteDescription): Record<RequestPart, Record<string, unknown>> {
  const filled = (part: RequestPart) => {
    const value = route.parts[part] ? sampleOf(route.parts[part]) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  };
  return { params: filled('params'), query: filled('query'), body: filled('body') };
}

/** Top-level fields of a part, and the fields one level down in its objects (`payout.account`). */
export function fieldPaths(schema: FieldSchema | undefined): string[][] {
  const paths: string[][] = [];
  for (const [key, field] of Object.entries(schema?.properties ?? {})) {
    paths.push([key]);
    for (const inner of Object.keys(field.properties ?? {})) paths.push([key, inner]);
  }
  return paths;
}

/** A copy of `input` with the value at `path` replaced. */
export function withValue(input: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return input;
  if (rest.length === 0) return { ...input, [head]: value };
  const inner = input[head];
  const object = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : {};
  return { ...input, [head]: withValue(object as Record<string, unknown>, rest, value) };
}

/**
 * encodeURIComponent, except that a lone surrogate (which has no UTF-8) goes as the three bytes a careless client
 * would send for it (CESU-8), where encodeURIComponent would throw.
 */
export function encodeText(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((piece) => {
      if (!/^\p{Surrogate}$/u.test(piece)) return encodeURIComponent(piece);
      const code = piece.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The route's URL with its parameters filled in (`*` taken as a plain segment). */
export function urlOf(route: Pick<RouteDescription, 'url'>, params: Record<string, unknown>): string {
  return route.url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeText(asText(params[name] ?? '1')))
    .replace('*', 'x');
}

/** A query string of `query` (arrays as repeated parameters), with its `?`, or nothing. */
export function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value].flat().map((item) => `${encodeText(key)}=${encodeText(asText(item))}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export const NUL = '\u0000';
export const LONE_SURROGATE = '\uD800';
export const RTL_OVERRIDE_NAME = 'Karim\u202Etxt.exe';
export const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** What the table-driven test and the fuzz put in a field: text PostgreSQL cannot store, and wrong types. */
export const HOSTILE_VALUES: { label: string; value: unknown }[] = [
  { label: 'a NUL', value: `a${NUL}b` },
  { label: 'a lone surrogate', value: `a${LONE_SURROGATE}b` },
  { label: 'a right-to-left override', value: RTL_OVERRIDE_NAME },
  { label: 'a 1 MB string', value: MEGABYTE_STRING },
  { label: 'a number', value: 42 },
  { label: 'a hex string', value: '0x10' },
  { label: 'an array', value: [1] },
  { label: 'an object', value: { a: 1 } },
  { label: 'a boolean', value: true },
  { label: 'null', value: null },
];

/**
 * Bodies whose keys are the prototype's. JSON.parse would make `__proto__` the object's prototype, and
 * `constructor.prototype` could reach every object: those are refused outright. A key named `prototype`,
 * `constructor` or `toString` alone is only an unknown field.
 */
export const PROTOTYPE_BODIES: { json: string; refused: boolean }[] = [
  { json: '{"__proto__":{"polluted":1,"admin":true}}', refused: true },
  { json: '{"constructor":{"prototype":{"polluted":1}}}', refused: true },
  { json: '{"prototype":{"polluted":1}}', refused: false },
  // Names every plain object already has: an error list keyed by field must not mistake them for its own.
  { json: '{"constructor":1,"toString":[1],"hasOwnProperty":{}}', refused: false },
];
