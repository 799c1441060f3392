import type { AuthTokens } from '#contract';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { hashPassword, upgradedHash, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { parseBangladeshiMobile } from '../../lib/phone/phone';
import { unauthenticated, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import type { RegisterInput } from './auth.schemas';
import { reserveLoginAttempt } from './login-limits';
import { reserveRegistration } from './registration-limits';
import { issueSession, revokeSessionByAccessToken, rotateSession, type SessionTokens } from './sessions.service';
import {
  findUserById,
  findUserByLogin,
  insertUser,
  type LoginIdentifier,
  takenContacts,
  upgradePasswordHash,
} from './users.repository';
import { toUser, type UserRow } from './users.service';

const withUser = async (
  ctx: Pick<RequestContext, 'db' | 'locale'>,
  tokens: SessionTokens,
  user: UserRow,
): Promise<AuthTokens> => ({ ...tokens, user: await toUser(ctx, user) });

/** 422 on phone and/or email when another account uses them. */
export async function assertContactsFree(
  db: Database,
  contacts: { phone?: string | null; email?: string | null },
  exceptUserId?: number,
): Promise<void> {
  const taken = await takenContacts(db, contacts, exceptUserId);
  if (!taken.phone && !taken.email) return;
  throw validationFailed({
    ...(taken.phone && { phone: [{ key: 'auth.phoneTaken' }] }),
    ...(taken.email && { email: [{ key: 'auth.emailTaken' }] }),
  });
}

/**
 * The 422 of assertContactsFree for a write that lost a race to a concurrent one: both passed the check, and the
 * unique index refused the second. Any other error is answered as it is.
 */
export function contactTakenError(error: unknown): unknown {
  const index = uniqueViolationOf(error);
  if (index === 'users_phone_key') return validationFailed({ phone: [{ key: 'auth.phoneTaken' }] });
  if (index === 'users_email_key') return validationFailed({ email: [{ key: 'auth.emailTaken' }] });
  return error;
}

/**
 * The registration codes of POST /v1/auth/register/otp (otp/registration-code.service.ts), handed in by the app: the
 * otp module builds on this one, so this one cannot import it.
 */
export interface RegistrationCodes {
  /** 422 on `otp` unless `code` is the phone's live registration code; a wrong try is counted (and committed). */
  check(ctx: RequestContext, phone: string, code: string): Promise<void>;
  /** Uses the code up inside `ctx.db`'s transaction (422 on `otp` if a parallel registration took it first). */
  use(ctx: RequestContext, phone: string, code: string): Promise<void>;
}

/**
 * POST /v1/auth/register. The phone's code is tried first, so nothing is told about the phone or the email to anyone
 * who has not proven the phone (a taken phone never gets a right code); then the registration takes its places in the
 * phone's and the client's limits, and only then is the password hashed. The account starts with its phone verified.
 */
export async function register(
  ctx: RequestContext,
  codes: RegistrationCodes,
  { otp, ...input }: RegisterInput,
): Promise<AuthTokens> {
  await codes.check(ctx, input.phone, otp);
  const reservation = await reserveRegistration(ctx.db, input.phone, ctx.ip);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await codes.use({ ...ctx, db: tx }, input.phone, otp);
      await assertContactsFree(tx, input);
      const { name, phone, email } = input;
      const user = await insertUser(tx, {
        name,
        phone,
        email,
        passwordHash,
        phoneVerifiedAt: ctx.now,
        locale: ctx.locale,
      });
      await reservation.release(tx);
      return withUser({ db: tx, locale: ctx.locale }, await issueSession(tx, user.id, ctx.userAgent), user);
    });
  } catch (error) {
    throw contactTakenError(error);
  }
}

function loginIdentifier(login: string): LoginIdentifier | null {
  if (login.includes('@')) return { email: login.toLowerCase() };
  const phone = parseBangladeshiMobile(login);
  return phone ? { phone } : null;
}

/**
 * Wrong password, unknown account, locked account and an account without a password all answer the same 401,
 * after the same scrypt work.
 */
export async function login(ctx: RequestContext, body: { login: string; password: string }) {
  const identifier = loginIdentifier(body.login);
  const user = identifier ? await findUserByLogin(ctx.db, identifier) : undefined;
  const account = user?.id ?? (identifier ? Object.values(identifier).join() : body.login.toLowerCase());
  const attempt = await reserveLoginAttempt(ctx.db, account, ctx.ip);

  const passwordMatches = user?.passwordHash
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyDummyPassword(body.password);
  if (!user || !passwordMatches || user.lockedAt) throw unauthenticated('auth.invalidCredentials');
  const stored = user.passwordHash as string;
  // Hashed before the transaction: scrypt takes a good part of a second, which no transaction should wait for.
  const upgraded = await upgradedHash(body.password, stored);
  return ctx.db.transaction(async (tx) => {
    await attempt.release(tx);
    if (upgraded) await upgradePasswordHash(tx, user.id, stored, upgraded);
    return withUser({ db: tx, locale: ctx.locale }, await issueSession(tx, user.id, ctx.userAgent), user);
  });
}

/** New tokens for a refresh token; a replayed one revokes its session (committed before the 401). */
export async function refresh(ctx: RequestContext, refreshToken: string): Promise<AuthTokens> {
  const result = await ctx.db.transaction(async (tx) => {
    const rotated = await rotateSession(tx, refreshToken);
    const user = rotated && (await findUserById(tx, rotated.userId));
    return user && !user.lockedAt && rotated ? withUser({ db: tx, locale: ctx.locale }, rotated.tokens, user) : null;
  });
  if (!result) throw unauthenticated('auth.invalidRefreshToken');
  return result;
}

/** Revokes the session of an access token (even an expired one); an absent or unknown token changes nothing. */
export async function logout(ctx: RequestContext, accessToken: string | null): Promise<void> {
  if (accessToken) await ctx.db.transaction((tx) => revokeSessionByAccessToken(tx, accessToken));
}
