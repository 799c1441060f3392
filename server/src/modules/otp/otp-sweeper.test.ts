import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../app.test-helpers';
import type { DatabaseHandle } from '../../db/client';
import { otpCodes, passwordResets } from '../../db/schema';
import { createTestAccount } from '../auth/auth.test-helpers';
import { EXPIRED_OTP_RETENTION_SECONDS, sweepExpiredCodes } from './otp-sweeper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-11-27T12:00:00Z');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sweepExpiredCodes', () => {
  it('deletes the codes and reset tickets expired over a day ago, and keeps the live and recently expired ones', async () => {
    const { user } = await createTestAccount(database.db);
    const code = (phone: string, expiresAt: Date) => ({
      purpose: 'phone_verify' as const,
      phone,
      codeHash: 'x',
      expiresAt,
    });
    await database.db
      .insert(otpCodes)
      .values([
        code('+8801711000001', secondsBefore(EXPIRED_OTP_RETENTION_SECONDS + 1)),
        code('+8801711000002', secondsBefore(EXPIRED_OTP_RETENTION_SECONDS - 60)),
        code('+8801711000003', new Date(now.getTime() + 600_000)),
      ]);
    await database.db.insert(passwordResets).values([
      { userId: user.id, tokenHash: 'old', expiresAt: secondsBefore(EXPIRED_OTP_RETENTION_SECONDS + 1) },
      { userId: user.id, tokenHash: 'live', expiresAt: new Date(now.getTime() + 600_000) },
    ]);

    expect(await sweepExpiredCodes(database.db, now)).toEqual({ codes: 1, resets: 1 });
    const phones = (await database.db.select().from(otpCodes)).map((row) => row.phone).sort();
    expect(phones).toEqual(['+8801711000002', '+8801711000003']);
    expect((await database.db.select().from(passwordResets)).map((row) => row.tokenHash)).toEqual(['live']);
    expect(await sweepExpiredCodes(database.db, now)).toEqual({ codes: 0, resets: 0 });
  });
});
