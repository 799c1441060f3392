import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes, passwordResets } from '../../db/schema';
import type { OtpPurpose } from './otp-codes';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** Stores a new code for the phone and purpose; the older ones of that purpose stop working (they are deleted). */
export async function replaceCode(tx: Database, code: typeof otpCodes.$inferInsert): Promise<void> {
  await tx.delete(otpCodes).where(and(eq(otpCodes.phone, code.phone), eq(otpCodes.purpose, code.purpose)));
  await tx.insert(otpCodes).values(code);
}

/** The phone's live code of that purpose, locked until the transaction ends (two tries cannot both pass). */
export async function lockLatestCode(tx: Database, purpose: OtpPurpose, phone: string) {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for('update');
  return row;
}

/** Every code the user asked for, of any purpose and phone. */
export async function deleteUserCodes(tx: Database, userId: number): Promise<void> {
  await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
}

export async function recordWrongTry(tx: Database, id: number): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(eq(otpCodes.id, id));
}

export async function consumeCode(tx: Database, id: number, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}

/** A new reset ticket for the user; the user's unused ones stop working. */
export async function replaceResetTicket(tx: Database, userId: number, tokenHash: string, expiresAt: Date, now: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt, createdAt: now });
}

/** Uses up a live reset ticket and answers its user, or null when the token is unknown, used or expired. */
export async function takeResetTicket(tx: Database, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Deletes the codes and password-reset tickets that expired before `before`; answers how many of each went. */
export async function deleteExpired(db: Database, before: Date): Promise<{ codes: number; resets: number }> {
  const codes = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before)).returning({ id: otpCodes.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before))
    .returning({ id: passwordResets.id });
  return { codes: codes.length, resets: resets.length };
}
