/**
 * Accounts (issue 4): users, their sessions, one-time codes, rate-limit hits, social identities, sign-in states
 * and delivery addresses. Secrets (passwords, tokens, codes) are only ever stored hashed.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './catalogue';
import { at, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased; unique when present. */
    email: text('email'),
    /** E.164 (+8801XXXXXXXXX); unique when present. Social sign-ups may have none until they add one. */
    phone: text('phone'),
    phoneVerifiedAt: at('phone_verified_at'),
    /** scrypt hash `scrypt$N$r$p$salt$hash`; null for accounts created by social sign-in only. */
    passwordHash: text('password_hash'),
    /** The spec's `scope` of GET /user: customer (shoppers) or another role of the admin host. */
    scope: text('scope', { enum: ['customer', 'vendor', 'admin'] })
      .notNull()
      .default('customer'),
    /** The shop a seller (`scope` vendor) answers for; null for everyone else. */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    lockedAt: at('locked_at'),
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_key').on(t.phone).where(sql`${t.phone} is not null`),
    index('users_vendor_idx').on(t.vendorId).where(sql`${t.vendorId} is not null`),
  ],
);

/** One signed-in device: a short-lived access token and a rotating refresh token, both stored as SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_sessions_access_key').on(t.accessTokenHash),
    uniqueIndex('auth_sessions_refresh_key').on(t.refreshTokenHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/** A 6-digit one-time code sent by SMS, stored as a hash; single use, limited tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', {
      enum: ['phone_verify', 'reset_password', 'phone_change', 'guest_order', 'register'],
    }).notNull(),
    /** E.164 phone the code was sent to. */
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** After a reset code is verified: a one-time token (hashed) that allows setting a new password. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * Sliding-window rate limits shared by every API instance: one row per counted event, keyed like
 * `otp-send:phone:+8801712345678` or `login:ip:203.0.113.7`. Old rows are pruned as limits are checked.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

/** A user's account at an OpenID Connect provider (Google, Facebook, ...). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** A social sign-in in progress: state → PKCE verifier and nonce, so any API instance can finish it. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Site-relative path to return to after sign-in (already validated). */
  redirectTo: text('redirect_to'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Delivery addresses. Division, district and upazila ids refer to the bundled Bangladesh geocode data. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    divisionId: integer('division_id').notNull(),
    districtId: integer('district_id').notNull(),
    upazilaId: integer('upazila_id').notNull(),
    addressLine: text('address_line').notNull(),
    type: text('type', { enum: ['home', 'office'] })
      .notNull()
      .default('home'),
    isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_default_delivery_key').on(t.userId).where(sql`${t.isDefaultDelivery}`),
    uniqueIndex('addresses_default_billing_key').on(t.userId).where(sql`${t.isDefaultBilling}`),
  ],
);
