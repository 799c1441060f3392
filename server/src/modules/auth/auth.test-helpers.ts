/** Test helper: a user in the database and a signed-in session for it. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { FREE_FAILURES } from './login-delay';
import { issueSession, type SessionTokens } from './sessions.service';
import type { UserRow } from './users.repository';

export interface TestAccount {
  user: UserRow;
  tokens: SessionTokens;
  /** `{ authorization: 'Bearer <access token>' }` for inject. */
  headers: { authorization: string };
}

let next = 0;

type Injector = { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** GET /user with an access token. */
export const fetchMe = (app: Injector, accessToken: string) =>
  app.inject({ url: '/api/v1/user', headers: bearer(accessToken) });

/** A shopper with a unique phone (verified unless said otherwise) and password `password123`. */
export async function createTestAccount(
  db: Database,
  { verified = true, ...overrides }: Partial<typeof users.$inferInsert> & { verified?: boolean } = {},
): Promise<TestAccount> {
  next += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `Test shopper ${next}`,
      phone: `+8801900${String(next).padStart(6, '0')}`,
      passwordHash: await hashPassword('password123'),
      phoneVerifiedAt: verified ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  const tokens = await issueSession(db, user.id, 'vitest');
  return { user, tokens, headers: bearer(tokens.access_token) };
}

/** POST JSON under /api/v1, from `ip`, in a language, with extra headers. */
export function postApi(
  app: Injector,
  url: string,
  payload: unknown,
  { locale = 'en', ip = '127.0.0.1', headers = {} }: { locale?: 'en' | 'bn'; ip?: string; headers?: object } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: ip,
    headers: { 'accept-language': locale, ...headers },
  });
}

/**
 * How many wrong passwords a burst of wrong ones and one right one, from one client on one account, may have checked.
 * The right one turned away (429): the client's 5 places all went to wrong ones. The right one signed in: it held
 * one of those places, then gave it back and forgot the client's failures, so a 5th wrong one was checked only if it
 * came after that, within the account's free failures; when all the rest had already been turned away, 4 were.
 */
export const wrongCheckedBesideRight = (rightStatus: number): number[] =>
  rightStatus === 200 ? [FREE_FAILURES - 1, FREE_FAILURES] : [FREE_FAILURES];
