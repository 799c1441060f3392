/**
 * Signed-in devices. A session row keeps the SHA-256 of its access token and of its refresh secret.
 *
 * The refresh token handed out is `<refresh secret>.<access token>`: the secret (constant for the session) finds
 * the row, and the access token part must be the one the row holds now. Refreshing issues a new access token, so
 * every earlier refresh token stops working; presenting one again (it finds its row but not the current access
 * token) means it was copied, and the session is revoked. Old hashes need not be kept.
 */
import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { AuthTokens } from '#contract';
import type { Database } from '../../db/database';
import { authSessions, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import type { UserRow } from './users.repository';

const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** Sessions whose refresh token expired, or that were revoked, this long ago are deleted. */
export const DEAD_SESSION_RETENTION_SECONDS = 24 * 60 * 60;
/** At most this many rows are deleted per issued session, so a sign-in never waits on a large delete. */
export const SESSION_PRUNE_BATCH = 50;

export type SessionTokens = Omit<AuthTokens, 'user'>;

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

function tokensFor(refreshSecret: string, accessToken: string): SessionTokens {
  return {
    access_token: accessToken,
    refresh_token: `${refreshSecret}.${accessToken}`,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

/**
 * Deletes some of the user's dead sessions. A user's rows grow when a session is issued, so that is when they are
 * pruned (through the user index: cheap); rows of users who never sign in again stay.
 */
async function pruneDeadSessions(tx: Database, userId: number): Promise<void> {
  const cutoff = new Date(Date.now() - DEAD_SESSION_RETENTION_SECONDS * 1000);
  const dead = tx
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        or(lt(authSessions.refreshExpiresAt, cutoff), lt(authSessions.revokedAt, cutoff)),
      ),
    )
    .limit(SESSION_PRUNE_BATCH);
  await tx.delete(authSessions).where(inArray(authSessions.id, dead));
}

/** How often the whole table is swept of dead sessions (those of users who never sign in again included). */
export const SESSION_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes every session whose refresh token expired, or that was revoked, over DEAD_SESSION_RETENTION_SECONDS
 * before `now`, a bounded batch per statement; answers how many went.
 */
export async function sweepDeadSessions(db: Database, now: Date, batch = 1000): Promise<number> {
  const cutoff = new Date(now.getTime() - DEAD_SESSION_RETENTION_SECONDS * 1000);
  let deleted = 0;
  for (;;) {
    const dead = db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(or(lt(authSessions.refreshExpiresAt, cutoff), lt(authSessions.revokedAt, cutoff)))
      .limit(batch);
    const gone = await db.delete(authSessions).where(inArray(authSessions.id, dead)).returning({ id: authSessions.id });
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}

export async function issueSession(tx: Database, userId: number, userAgent?: string): Promise<SessionTokens> {
  await pruneDeadSessions(tx, userId);
  const accessToken = randomToken();
  const refreshSecret = randomToken();
  await tx.insert(authSessions).values({
    userId,
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt: secondsFromNow(ACCESS_TOKEN_SECONDS),
    refreshTokenHash: hashToken(refreshSecret),
    refreshExpiresAt: secondsFromNow(REFRESH_TOKEN_SECONDS),
    userAgent: userAgent?.slice(0, 500),
  });
  return tokensFor(refreshSecret, accessToken);
}

/**
 * New tokens for a refresh token, or null when it is unknown, expired, revoked or replayed (a replay revokes
 * its session). Each success invalidates the refresh token it was given.
 */
export async function rotateSession(
  tx: Database,
  refreshToken: string,
): Promise<{ userId: number; tokens: SessionTokens } | null> {
  const [refreshSecret, accessPart] = refreshToken.split('.');
  if (!refreshSecret || !accessPart) return null;
  const [session] = await tx
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.refreshTokenHash, hashToken(refreshSecret)), isNull(authSessions.revokedAt)))
    .for('update');
  if (!session || session.refreshExpiresAt <= new Date()) return null;
  if (session.accessTokenHash !== hashToken(accessPart)) {
    await revokeSession(tx, session.id);
    return null;
  }
  const accessToken = randomToken();
  await tx
    .update(authSessions)
    .set({
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt: secondsFromNow(ACCESS_TOKEN_SECONDS),
      lastUsedAt: new Date(),
    })
    .where(eq(authSessions.id, session.id));
  return { userId: session.userId, tokens: tokensFor(refreshSecret, accessToken) };
}

/** When the session of a refresh token stops being refreshable (not moved by rotation), or null when unknown. */
export async function refreshTokenExpiry(db: Database, refreshToken: string): Promise<Date | null> {
  const [refreshSecret] = refreshToken.split('.');
  if (!refreshSecret) return null;
  const [found] = await db
    .select({ expiresAt: authSessions.refreshExpiresAt })
    .from(authSessions)
    .where(eq(authSessions.refreshTokenHash, hashToken(refreshSecret)));
  return found?.expiresAt ?? null;
}

/** The user and session of a live access token (not expired, not revoked, user not locked), or null. */
export async function findSessionByAccessToken(
  db: Database,
  accessToken: string,
): Promise<{ user: UserRow; sessionId: number } | null> {
  const [found] = await db
    .select({ user: users, sessionId: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.accessTokenHash, hashToken(accessToken)),
        isNull(authSessions.revokedAt),
        gt(authSessions.accessExpiresAt, new Date()),
        isNull(users.lockedAt),
      ),
    );
  return found ?? null;
}

/** When the session's access token expires (a live stream ends then, so that its client refreshes the token). */
export async function accessTokenExpiry(db: Database, sessionId: number): Promise<Date | null> {
  const [found] = await db
    .select({ expiresAt: authSessions.accessExpiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return found?.expiresAt ?? null;
}

async function revokeSession(tx: Database, sessionId: number): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeSessionByAccessToken(tx: Database, accessToken: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.accessTokenHash, hashToken(accessToken)), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of the user, except `exceptSessionId` (the device making the change). */
export async function revokeUserSessions(tx: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    );
}
