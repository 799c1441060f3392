import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../app.test-helpers';
import { users } from '../../db/schema';
import { hashPassword, setPasswordHashCost, verifyPassword } from '../../lib/passwords';
import { createTestAccount, postApi } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

/** A hash one step weaker than the app's cost, as hashes made before the cost was raised are. */
async function olderHash(password: string): Promise<string> {
  setPasswordHashCost(testConfig.passwordHashCost - 1);
  try {
    return await hashPassword(password);
  } finally {
    setPasswordHashCost(testConfig.passwordHashCost);
  }
}

const storedHash = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? '';

describe('sign-in re-hashes a weaker password hash', () => {
  it('stores a hash at the current cost on the next successful sign-in, which still verifies the password', async () => {
    const { user } = await createTestAccount(t.database.db, { passwordHash: await olderHash('old-but-good-1') });
    const before = await storedHash(user.id);
    const login = await postApi(t.app, '/v1/auth/login', { login: user.phone, password: 'old-but-good-1' });
    expect(login.statusCode).toBe(200);
    const after = await storedHash(user.id);
    expect(after).not.toBe(before);
    expect(after.split('$')[1]).toBe(String(2 ** testConfig.passwordHashCost));
    expect(await verifyPassword('old-but-good-1', after)).toBe(true);
    const again = await postApi(t.app, '/v1/auth/login', { login: user.phone, password: 'old-but-good-1' });
    expect(again.statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(after);
  });

  it('leaves the hash alone after a wrong password', async () => {
    const { user } = await createTestAccount(t.database.db, { passwordHash: await olderHash('old-but-good-2') });
    const before = await storedHash(user.id);
    const login = await postApi(t.app, '/v1/auth/login', { login: user.phone, password: 'not-the-password' });
    expect(login.statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(before);
  });
});
