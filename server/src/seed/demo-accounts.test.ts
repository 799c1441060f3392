import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess, AuthTokens } from '#contract';
import { createTestApp, type TestApp } from '../app.test-helpers';
import { users } from '../db/schema';
import { postApi } from '../modules/auth/auth.test-helpers';
import { insertDemoAccounts } from './demo-accounts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it.each([
    ['01711000001', 'haat-demo-1', true],
    ['01711000002', 'haat-demo-2', false],
  ])('%s signs in with %s (phone verified: %s)', async (login, password, verified) => {
    const response = await postApi(t.app, '/v1/auth/login', { login, password });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiSuccess<AuthTokens>>().data.user).toMatchObject({
      phone: `+88${login}`,
      phone_verified: verified,
      scope: 'customer',
    });
  });

  it('are added once, however often the seed runs', async () => {
    await insertDemoAccounts(t.database.db, new Date());
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });
});
