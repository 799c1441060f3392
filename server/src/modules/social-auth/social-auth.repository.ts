import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oauthStates, socialIdentities, users } from '../../db/schema';
import type { UserRow } from '../auth/users.service';

export type OAuthState = typeof oauthStates.$inferSelect;

/** Stores a sign-in in progress and drops the ones that expired (so the table stays small). */
export async function insertState(tx: Database, state: typeof oauthStates.$inferInsert, now: Date): Promise<void> {
  await tx.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await tx.insert(oauthStates).values(state);
}

/** Removes the state and answers what it held: one statement, so two callbacks can never both get it. */
export async function takeState(tx: Database, state: string): Promise<OAuthState | undefined> {
  const [row] = await tx.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

export async function findUserBySocialIdentity(
  tx: Database,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row?.user;
}

export async function insertSocialIdentity(tx: Database, identity: typeof socialIdentities.$inferInsert) {
  await tx.insert(socialIdentities).values(identity);
}
