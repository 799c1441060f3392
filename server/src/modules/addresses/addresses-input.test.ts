import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENGALI, createTestApp, failureOf, type TestApp } from '../../app.test-helpers';
import { MAX_ADDRESSES_PER_USER } from './addresses.service';
import { addressBody, addressClient, GULSHAN, PANCHLAISH, signedInUser } from './addresses.test-helpers';

type Client = ReturnType<typeof addressClient>;

let t: TestApp;
let verified: Client;
let unverified: Client;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  verified = addressClient(t, await signedInUser(t, '+8801912345678'));
  unverified = addressClient(t, await signedInUser(t, '+8801512345678', { verified: false }));
});
afterAll(() => t.close());

const EVERY_CALL: [string, (client: Client) => ReturnType<Client['list']>][] = [
  ['GET /user/addresses', (client) => client.list()],
  ['GET /user/address/{id}', (client) => client.get(1)],
  ['POST /user/create_address', (client) => client.create(addressBody())],
  ['POST /user/create_address (bad body)', (client) => client.create({ name: '' })],
  ['POST /user/update_address', (client) => client.update({ id: 1, ...addressBody() })],
  ['POST /user/delete_address', (client) => client.remove(1)],
];

describe('guards', () => {
  it.each(EVERY_CALL)('%s with no or a wrong token: 401 UNAUTHENTICATED', async (_, call) => {
    for (const token of [null, 'not-a-token']) {
      const response = await call(addressClient(t, token));
      expect(response.statusCode).toBe(401);
      expect(failureOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(EVERY_CALL)('%s with an unverified phone: 422 PHONE_NOT_VERIFIED, no field map', async (_, call) => {
    const response = await call(unverified);
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('PHONE_NOT_VERIFIED');
    expect(failure.errors).toBeUndefined();
  });
});

describe('validation', () => {
  it('answers places that do not belong together with 422 on each field, in Bengali', async () => {
    const response = await verified.create(addressBody({ division_id: 6, district_id: 8, upazila_id: 10014 }), 'bn');
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'কিছু ঘর সঠিক নয়।',
      errors: {
        district_id: ['নির্বাচিত বিভাগের একটি জেলা বেছে নিন।'],
        upazila_id: ['নির্বাচিত জেলার একটি উপজেলা বা থানা বেছে নিন।'],
      },
    });
  });

  it.each([
    [{ division_id: 9 }, ['district_id', 'division_id']],
    [{ ...GULSHAN, upazila_id: PANCHLAISH.upazila_id }, ['upazila_id']],
    [{ ...PANCHLAISH, district_id: GULSHAN.district_id }, ['district_id', 'upazila_id']],
    [{ upazila_id: 99_999 }, ['upazila_id']],
  ])('places %j: 422 on %j', async (places, fields) => {
    const response = await verified.create(addressBody(places));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(fields);
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ address_line: '' }, 'address_line'],
    [{ address_line: 'x'.repeat(301) }, 'address_line'],
    [{ phone: '01212345678' }, 'phone'],
    [{ phone: '+14155550100' }, 'phone'],
    [{ type: 'villa' }, 'type'],
    [{ division_id: 'six' }, 'division_id'],
    [{ is_default_delivery: 'yes' }, 'is_default_delivery'],
  ])('%j: 422 with a Bengali message on %s', async (override, field) => {
    const response = await verified.create({ ...addressBody(), ...override }, 'bn');
    expect(response.statusCode).toBe(422);
    const errors = failureOf(response).errors ?? {};
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(BENGALI);
  });

  it('answers an update of an address that does not exist with 404, and a bad id with 422', async () => {
    expect((await verified.update({ id: 2_000_000, ...addressBody() })).statusCode).toBe(404);
    expect((await verified.remove(2_000_000)).statusCode).toBe(404);
    expect(Object.keys(failureOf(await verified.remove('1 or 1=1')).errors ?? {})).toEqual(['id']);
    expect(Object.keys(failureOf(await verified.get('abc')).errors ?? {})).toEqual(['id']);
  });

  it('answers a body that is not JSON with 400, one too large with 413', async () => {
    const headers = { authorization: `Bearer ${await signedInUser(t, '+8801612345678')}` };
    const url = '/api/v1/user/create_address';
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: addressBody({ address_line: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(failureOf(huge).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('limit', () => {
  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user, with a message that says so`, async () => {
    const client = addressClient(t, await signedInUser(t, '+8801312345678'));
    for (let n = 0; n < MAX_ADDRESSES_PER_USER; n++) {
      expect((await client.create(addressBody({ address_line: `House ${n}` }))).statusCode).toBe(201);
    }
    const response = await client.create(addressBody());
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).message).toBe(
      `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
    );
    expect((await verified.create(addressBody())).statusCode).toBe(201);
  });
});
