import type { AddressBody } from '#contract';
import { apiCaller, type TestApp } from '../../app.test-helpers';
import { createTestAccount } from '../auth/auth.test-helpers';

/** A user straight in the database (phone verified unless told) and an access token of a fresh session. */
export async function signedInUser(t: TestApp, phone: string, { verified = true } = {}): Promise<string> {
  const { tokens } = await createTestAccount(t.database.db, { phone, verified });
  return tokens.access_token;
}

/** A client of the address calls for one access token. */
export function addressClient(t: TestApp, token: string | null) {
  const call = apiCaller(t, token);
  return {
    list: (locale?: 'en' | 'bn') => call('GET', '/user/addresses', undefined, locale),
    get: (id: number | string, locale?: 'en' | 'bn') => call('GET', `/user/address/${id}`, undefined, locale),
    create: (body: unknown, locale?: 'en' | 'bn') => call('POST', '/user/create_address', body, locale),
    update: (body: unknown, locale?: 'en' | 'bn') => call('POST', '/user/update_address', body, locale),
    remove: (id: unknown, locale?: 'en' | 'bn') => call('POST', '/user/delete_address', { id }, locale),
  };
}

/** Gulshan (a Dhaka city thana) in Dhaka district, Dhaka division. */
export const GULSHAN = { division_id: 6, district_id: 47, upazila_id: 10014 } as const;
/** Panchlaish (a Chattogram city thana) in Chattogram district and division. */
export const PANCHLAISH = { division_id: 1, district_id: 8, upazila_id: 10113 } as const;

export function addressBody(overrides: Partial<AddressBody> = {}): AddressBody {
  return {
    name: 'Rahima Khatun',
    phone: '01712345678',
    ...GULSHAN,
    address_line: 'House 12, Road 5, Gulshan 1',
    type: 'home',
    ...overrides,
  };
}
