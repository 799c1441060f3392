import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENGALI, createTestApp, failureOf, type TestApp } from '../app.test-helpers';
import { createTestAccount } from '../modules/auth/auth.test-helpers';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  headers = (await createTestAccount(t.database.db)).headers as Record<string, string>;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, 'accept-language': locale } });

describe('a name through the API', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a Hangul filler', '\u3164'],
    ['joiners and a BOM', '\u200D\u200C\uFEFF'],
    ['a right-to-left override', 'Karim\u202Efdp.exe'],
    ['an isolate', '\u2067Karim\u2069'],
  ])('is refused on its field when it holds %s', async (_, name) => {
    const response = await call('POST', '/user/update_profile', { name });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['name']);
  });

  it('is refused in Bengali on a Bengali request', async () => {
    const response = await call('POST', '/user/update_profile', { name: '\u200B' }, 'bn');
    expect(failureOf(response).errors?.name?.[0]).toMatch(BENGALI);
  });

  it('keeps a Bengali name whose conjuncts use joiners', async () => {
    const response = await call('POST', '/user/update_profile', { name: 'র‍্যাফি রহমান' });
    expect(response.statusCode).toBe(200);
  });
});

describe('an id through the API', () => {
  it.each([
    ['true', true],
    ['[1]', [1]],
    ['"1"', '1'],
    ['"0x10"', '0x10'],
    ['1.5', 1.5],
    ['2147483648', 2_147_483_648],
  ])('in a JSON body is refused on its field when it is %s', async (_, id) => {
    const response = await call('POST', '/user/delete_address', { id });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['id']);
  });

  it.each(['0x10', '1e3', '+1', '01', '2147483648'])('in the URL is refused on its field when it is %s', async (id) => {
    const response = await call('GET', `/order/${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['id']);
  });

  it('in the query is refused when repeated or in hex', async () => {
    for (const query of ['order_id=1&order_id=2&vendor_id=1', 'order_id=0x10&vendor_id=1']) {
      const response = await call('GET', `/user/write-review?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['order_id']);
    }
  });

  it('in decimal digits is looked up (an unknown one is a 404)', async () => {
    expect((await call('GET', '/order/16')).statusCode).toBe(404);
  });
});
