import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '#contract';
import { createTestApp, dataOf, failureOf, type TestApp } from '../../app.test-helpers';
import { addressBody, addressClient, PANCHLAISH, signedInUser } from './addresses.test-helpers';

let t: TestApp;
let rahima: ReturnType<typeof addressClient>;
let karim: ReturnType<typeof addressClient>;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  rahima = addressClient(t, await signedInUser(t, '+8801712345678'));
  karim = addressClient(t, await signedInUser(t, '+8801812345678'));
});
afterAll(() => t.close());

const defaults = (list: Address[]) =>
  list.map(({ id, is_default_delivery, is_default_billing }) => ({ id, is_default_delivery, is_default_billing }));

describe('address book of one user', () => {
  let first: Address;
  let second: Address;

  it('creates the first address as the default delivery address, phone in E.164, places localized', async () => {
    const response = await rahima.create(addressBody({ name: '  Rahima Khatun ', phone: '০১৭১২-৩৪৫৬৭৮' }));
    first = dataOf<Address>(response, 201);
    expect(response.json().message).toBe('Address saved.');
    expect(first).toMatchObject({
      name: 'Rahima Khatun',
      phone: '+8801712345678',
      division: { id: 6, name: 'Dhaka' },
      district: { id: 47, name: 'Dhaka' },
      upazila: { id: 10014, name: 'Gulshan' },
      type: 'home',
      is_default_delivery: true,
      is_default_billing: false,
    });
  });

  it('answers the places in Bengali with Accept-Language: bn', async () => {
    const address = dataOf<Address>(await rahima.get(first.id, 'bn'));
    expect(address).toMatchObject({
      division: { id: 6, name: 'ঢাকা' },
      district: { id: 47, name: 'ঢাকা' },
      upazila: { id: 10014, name: 'গুলশান' },
    });
  });

  it('a second address taking both defaults replaces the old default delivery address', async () => {
    second = dataOf<Address>(
      await rahima.create(
        addressBody({ ...PANCHLAISH, type: 'office', is_default_delivery: true, is_default_billing: true }),
        'bn',
      ),
      201,
    );
    expect(second).toMatchObject({ upazila: { name: 'পাঁচলাইশ' }, type: 'office' });
    const list = dataOf<Address[]>(await rahima.list());
    expect(defaults(list)).toEqual([
      { id: second.id, is_default_delivery: true, is_default_billing: true },
      { id: first.id, is_default_delivery: false, is_default_billing: false },
    ]);
  });

  it('updates an address and moves the default billing back to it', async () => {
    const response = await rahima.update({
      id: first.id,
      ...addressBody({ address_line: 'Flat 3B, House 7, Road 11', is_default_billing: true }),
    });
    const updated = dataOf<Address>(response);
    expect(response.json().message).toBe('Address updated.');
    expect(updated).toMatchObject({ address_line: 'Flat 3B, House 7, Road 11', is_default_billing: true });
    expect(defaults(dataOf<Address[]>(await rahima.list()))).toEqual([
      { id: second.id, is_default_delivery: true, is_default_billing: false },
      { id: first.id, is_default_delivery: false, is_default_billing: true },
    ]);
  });

  it('deleting the default delivery address hands the default to the oldest one left', async () => {
    const third = dataOf<Address>(await rahima.create(addressBody({ address_line: 'Plot 9, Banani' })), 201);
    expect(third.is_default_delivery).toBe(false);
    const response = await rahima.remove(second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Address deleted.', data: null });
    expect(defaults(dataOf<Address[]>(await rahima.list()))).toEqual([
      { id: first.id, is_default_delivery: true, is_default_billing: true },
      { id: third.id, is_default_delivery: false, is_default_billing: false },
    ]);
    expect((await rahima.get(second.id)).statusCode).toBe(404);
  });

  it('keeps one default delivery address when several requests take it at once', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => rahima.create(addressBody({ address_line: `Race ${n}`, is_default_delivery: true }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const list = dataOf<Address[]>(await rahima.list());
    expect(list.filter((address) => address.is_default_delivery)).toHaveLength(1);
    expect(list[0]?.is_default_delivery).toBe(true);
  });

  it('stores script- and SQL-looking text as it was typed and answers it as text', async () => {
    const line = `<script>alert("x")</script>'; DROP TABLE addresses; --`;
    const created = dataOf<Address>(
      await rahima.create(addressBody({ name: '<b>Rahim</b>', address_line: line })),
      201,
    );
    expect(created).toMatchObject({ name: '<b>Rahim</b>', address_line: line });
    expect(dataOf<Address>(await rahima.get(created.id)).address_line).toBe(line);
    expect(dataOf<Address[]>(await rahima.list()).length).toBeGreaterThan(1);
  });
});

describe('another user', () => {
  let rahimasAddress: Address;
  beforeAll(async () => {
    [rahimasAddress] = dataOf<Address[]>(await rahima.list()) as [Address];
  });

  it('does not see the address in their list', async () => {
    const mine = dataOf<Address>(await karim.create(addressBody({ name: 'Karim' })), 201);
    expect(dataOf<Address[]>(await karim.list()).map((a) => a.id)).toEqual([mine.id]);
  });

  it.each([
    ['reads', () => karim.get(rahimasAddress.id)],
    ['updates', () => karim.update({ id: rahimasAddress.id, ...addressBody({ name: 'Stolen' }) })],
    ['deletes', () => karim.remove(rahimasAddress.id)],
  ])('%s it: 404 as if it did not exist, and it is unchanged', async (_, call) => {
    const response = await call();
    expect(response.statusCode).toBe(404);
    expect(failureOf(response)).toEqual({ success: false, code: 'NOT_FOUND', message: 'This address does not exist.' });
    expect(dataOf<Address>(await rahima.get(rahimasAddress.id))).toEqual(rahimasAddress);
  });

  it('taking a default does not touch the other user’s defaults', async () => {
    await karim.create(addressBody({ is_default_delivery: true, is_default_billing: true }));
    expect(dataOf<Address>(await rahima.get(rahimasAddress.id))).toEqual(rahimasAddress);
  });
});
