import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { translate } from '../../i18n/locale';
import type { UserRow } from '../auth/users.service';
import { findUserByLogin, insertUser } from '../auth/users.service';
import { findUserBySocialIdentity, insertSocialIdentity } from './social-auth.repository';
import type { SocialProfile } from './social-profile';

/**
 * The account of a provider's user: the one already linked to it; else the account with the same email, but only
 * when the provider says it verified that email (otherwise anyone could claim an account by typing its email at a
 * provider); else a new account without phone or password. An unverified email is not stored on a new account,
 * so it cannot block the address's real owner from registering.
 */
export async function findOrCreateSocialUser(
  tx: Database,
  provider: string,
  profile: SocialProfile,
  locale: Locale,
): Promise<UserRow> {
  const linked = await findUserBySocialIdentity(tx, provider, profile.subject);
  if (linked) return linked;
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  const sameEmail = verifiedEmail ? await findUserByLogin(tx, { email: verifiedEmail }) : undefined;
  const user =
    sameEmail ??
    (await insertUser(tx, {
      name: profile.name ?? profile.email?.split('@')[0] ?? translate(locale, 'socialAuth.defaultName'),
      email: verifiedEmail,
      locale,
    }));
  await insertSocialIdentity(tx, { userId: user.id, provider, subject: profile.subject, email: profile.email });
  return user;
}
