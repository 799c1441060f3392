import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createSeededTestDatabase, testConfig } from '../app.test-helpers';
import type { DatabaseHandle } from '../db/client';
import {
  describeRoute,
  type FieldSchema,
  fieldPaths,
  HOSTILE_VALUES,
  PROTOTYPE_BODIES,
  queryString,
  REQUEST_PARTS,
  type RequestPart,
  type RouteDescription,
  RTL_OVERRIDE_NAME,
  sampleRequest,
  urlOf,
  withValue,
} from '../lib/hostile-input';
import { bearer, createTestAccount } from '../modules/auth/auth.test-helpers';
import { issueSession } from '../modules/auth/sessions.service';

const ADMIN_TOKEN = 'hostile-input-test-admin-token-0123456789';

let app: App;
let database: DatabaseHandle;
let userId: number;

// Built before the tests are listed: every route of the app is a case of its own.
const routes: RouteDescription[] = await (async () => {
  database = await createSeededTestDatabase(3);
  app = await buildApp({ db: database, config: { ...testConfig, adminToken: ADMIN_TOKEN } });
  return (
    app.routeList
      .map(describeRoute)
      // Static files, the CORS preflight and the chat's event stream (it stays open) have no fields to attack.
      .filter(
        (route) => route.method !== 'OPTIONS' && !route.url.startsWith('/uploads') && !route.url.endsWith('/stream'),
      )
  );
})();

beforeAll(async () => {
  userId = (await createTestAccount(database.db)).user.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Names a shopper or the back office types for others to read: they refuse direction overrides. */
const NAME_FIELDS = new Set(['name', 'shop_name', 'shop_name_bn', 'name_en', 'name_bn', 'subject', 'customer.name']);
/** Fields whose bad value is ignored by design (an unsafe redirect goes home). */
const IGNORED_FIELDS = new Set(['redirect_to']);
const ID_FIELD = /(^|_)ids?$|^(vendor|before)$/;

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** The JSON types a field's schema admits; undefined when it checks by code (any type may pass to it). */
function admittedTypes(schema: FieldSchema | undefined): Set<string> | undefined {
  if (!schema) return undefined;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const each = choice.map(admittedTypes);
    return each.some((types) => types === undefined) ? undefined : new Set(each.flatMap((types) => [...types!]));
  }
  if (schema.type === 'number') return new Set(['number', 'integer']);
  return schema.type ? new Set([schema.type]) : undefined;
}

function fieldSchema(root: FieldSchema | undefined, path: string[]): FieldSchema | undefined {
  return path.reduce<FieldSchema | undefined>((schema, key) => schema?.properties?.[key], root);
}

/** The back office's token for its routes, else a session of the shopper's own for the route (a route may end one). */
async function authFor(route: RouteDescription): Promise<{ authorization: string }> {
  if (route.admin) return { authorization: `Bearer ${ADMIN_TOKEN}` };
  return bearer((await issueSession(database.db, userId, 'hostile-input')).access_token);
}

function send(
  route: RouteDescription,
  auth: { authorization: string },
  parts: Record<RequestPart, Record<string, unknown>>,
  rawBody?: string,
) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return app.inject({
    method: route.method as 'GET',
    url: urlOf(route, parts.params) + queryString(parts.query),
    headers: { ...auth, ...(rawBody && { 'content-type': 'application/json' }) },
    ...(hasBody && { payload: rawBody ?? (parts.body as object) }),
  });
}

/** Never a 5xx; a refusal is the one error shape. */
function expectHandled(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json();
  expect(body, what).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  expect(
    Object.keys(body).every((key) => ['success', 'message', 'code', 'errors'].includes(key)),
    what,
  ).toBe(true);
}

function expectRefusedOnField(response: LightMyRequestResponse, field: string, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(422);
  const errors = Object.keys(response.json().errors ?? {});
  expect(
    errors.some((key) => key === field || key.startsWith(`${field}.`)),
    `${what}: errors on ${errors.join(', ')}`,
  ).toBe(true);
}

const fieldsOf = (route: RouteDescription) =>
  REQUEST_PARTS.flatMap((part) =>
    fieldPaths(route.parts[part]).map((path) => ({ part, path, schema: fieldSchema(route.parts[part], path) })),
  );
const takesBody = (route: RouteDescription) => route.parts.body !== undefined && route.method !== 'GET';
const attackable = routes.filter((route) => fieldsOf(route).length > 0 || takesBody(route));

it('walks every route of the app, the back office’s and the signed-in ones included', () => {
  expect(attackable.length).toBeGreaterThan(80);
  expect(attackable.some((route) => route.admin)).toBe(true);
});

describe.each(attackable.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_, route) => {
  const fields = fieldsOf(route);
  const withBody = takesBody(route);

  it('answers every hostile value in every field, and prototype keys, with a 4xx in the error shape', async () => {
    const sample = sampleRequest(route);
    const auth = await authFor(route);
    for (const { part, path, schema } of fields) {
      const field = path.join('.');
      const admitted = admittedTypes(schema);
      for (const { label, value } of HOSTILE_VALUES) {
        // Text is all a URL carries: a number or a boolean there is its text, an object is not sent, and only the
        // query repeats a parameter.
        if (part !== 'body' && typeof value !== 'string' && !(part === 'query' && Array.isArray(value))) continue;
        const what = `${label} in ${part} ${field}`;
        // In a URL an array is a repeated parameter.
        const sent = part !== 'body' && Array.isArray(value) ? ['1', '2'] : value;
        const response = await send(route, auth, { ...sample, [part]: withValue(sample[part], path, sent) });
        expectHandled(response, what);
        if (IGNORED_FIELDS.has(field)) continue;
        // A lone surrogate has no UTF-8: in a URL it comes as bytes that decode to replacement characters.
        if (label === 'a NUL' || (label === 'a lone surrogate' && part === 'body')) {
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        }
        if (value === RTL_OVERRIDE_NAME && NAME_FIELDS.has(field)) expectRefusedOnField(response, field, what);
        const wrongType =
          part === 'body'
            ? admitted !== undefined && !admitted.has(typeOf(value)) && typeof value !== 'string'
            : Array.isArray(value) && admitted !== undefined && !admitted.has('array');
        const notAnId = part !== 'body' && label === 'a hex string' && ID_FIELD.test(field) && !admitted?.has('string');
        const hexForNumber =
          part === 'body' && label === 'a hex string' && admitted !== undefined && !admitted.has('string');
        if (wrongType || notAnId || hexForNumber) expectRefusedOnField(response, field, what);
      }
    }
    if (!withBody) return;
    for (const { json, refused } of PROTOTYPE_BODIES) {
      const body = `${json.slice(0, -1)},${JSON.stringify(sample.body).slice(1)}`.replace(',}', '}');
      const response = await send(route, auth, sample, body);
      expectHandled(response, `prototype keys ${json}`);
      if (refused) expect(response.statusCode, `prototype keys ${json}`).toBeGreaterThanOrEqual(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});
