import { emailSchema } from '../../lib/email';

/** What we keep of a provider's account: its stable subject, the email (verified or not) and a display name. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

type Claims = Record<string, unknown>;

const NAME_MAX_LENGTH = 100;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The ID token's claims, completed by the UserInfo response for those the ID token left out. */
export function socialProfile(idToken: Claims & { sub: string }, userInfo: Claims = {}): SocialProfile {
  const claim = (name: string) => idToken[name] ?? userInfo[name];
  const email = emailSchema.safeParse(claim('email'));
  // Some providers send the boolean as a string.
  const verified = claim('email_verified');
  const fullName =
    text(claim('name')) ?? ([text(claim('given_name')), text(claim('family_name'))].filter(Boolean).join(' ') || null);
  return {
    subject: idToken.sub,
    email: email.success ? email.data : null,
    emailVerified: email.success && (verified === true || verified === 'true'),
    name: fullName ? fullName.slice(0, NAME_MAX_LENGTH) : null,
  };
}

/** Whether the profile still lacks what a new account needs (then the UserInfo endpoint is asked). */
export const needsUserInfo = (idToken: Claims) =>
  !text(idToken.email) || !(text(idToken.name) ?? text(idToken.given_name));
