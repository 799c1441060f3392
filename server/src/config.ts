import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_RETURN_WINDOW_DAYS, weakTokenProblem } from '#contract';
import { PRODUCTION_HASH_COST } from './lib/passwords';
import { parseSocialProviders, type SocialProviderConfig } from './modules/social-auth/providers-config';

/** Where text messages go: the local outbox file, or the BulkSMSBD HTTP gateway. */
export type SmsConfig =
  | { provider: 'outbox'; outboxFile: string }
  | {
      provider: 'http';
      outboxFile: string;
      http: { url: string; apiKey: string; senderId: string; timeoutMs: number };
    };

export interface BkashConfig {
  /** Up to `/tokenized/checkout`, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface SslcommerzConfig {
  /** The host, e.g. https://securepay.sslcommerz.com */
  baseUrl: string;
  storeId: string;
  storePassword: string;
}

/** The gateways, and the local simulators (simulators/) in their place when their URLs are unset. */
export interface PaymentsConfig {
  bkash: BkashConfig;
  sslcommerz: SslcommerzConfig;
  /** The port of the local gateway simulators (PAYMENT_SIMULATOR_PORT), whose URLs stand in for unset ones. */
  simulatorPort: number;
  /** Minutes an unpaid online order keeps its stock (PAYMENT_TIMEOUT_MINUTES). */
  timeoutMinutes: number;
  /** Above this cart total (taka), cash on delivery is not offered (COD_MAX_TOTAL). */
  codMaxTotal: number;
  /** Seconds between two runs of the gateway refunds in each API instance (REFUND_INTERVAL_SECONDS). */
  refundIntervalSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Absolute base of this API, used to build image URLs (`${publicUrl}/uploads/<path>`). */
  publicUrl: string;
  corsOrigins: string[];
  /** Host besides our own origin that the image proxy may fetch from (over HTTPS). */
  imagePlaceholderHost: string;
  /** Where the image proxy keeps the pictures it has rendered. */
  imageCacheDir: string;
  /** Size the image cache is trimmed to, least recently used pictures first (IMAGE_CACHE_MAX_MB, default 1024). */
  imageCacheMaxBytes: number;
  /** pino level of the API's log ('silent' turns it off). */
  logLevel: string;
  /** Bearer token of the editors' API (/admin); unset means that API answers 401 to everyone. */
  adminToken: string | undefined;
  /** Public URL of the storefront without a trailing slash (social sign-in returns to its /auth/social-callback). */
  siteUrl: string;
  /** OpenID Connect providers of social sign-in (OIDC_PROVIDERS); empty: none. */
  socialProviders: SocialProviderConfig[];
  sms: SmsConfig;
  /** HMAC key of the stored one-time codes; unset means one generated into `${dataDir}/otp-secret` on first start. */
  otpSecret: string | undefined;
  /**
   * Codes one client IP may ask for per minute and per hour (OTP_IP_PER_MINUTE, OTP_IP_PER_HOUR). Looser than the
   * per-phone limits because mobile carriers put many customers behind one address (carrier-grade NAT).
   */
  otpIpLimits: { perMinute: number; perHour: number };
  /**
   * Fastify's trustProxy (TRUST_PROXY): which proxies' X-Forwarded-For to believe for request.ip, which the
   * sign-in and OTP rate limits count per. false (default): the TCP peer; true: any proxy; else the proxies'
   * addresses or CIDRs. Behind a load balancer, set it, or every client shares the proxy's limits.
   */
  trustProxy: boolean | string[];
  payments: PaymentsConfig;
  /** Days after delivery a line may be returned (RETURN_WINDOW_DAYS, default DEFAULT_RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** Days a live event is kept for reconnects (Last-Event-ID) and polls (LIVE_EVENTS_KEEP_DAYS, default 3). */
  liveEventsKeepDays: number;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST, default 17; production refuses less). */
  passwordHashCost: number;
}

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  API_PUBLIC_URL: z.url().optional(),
  PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
  CORS_ORIGINS: z.string().optional(),
  IMAGE_PLACEHOLDER_HOST: z.hostname().default('placehold.co'),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_TOKEN: z.string().min(1).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().default('https://bulksmsbd.net/api/smsapi'),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OTP_SECRET: z.string().min(32).optional(),
  OTP_IP_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  OTP_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.string().optional(),
  BKASH_BASE_URL: z.url().optional(),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(4700),
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  COD_MAX_TOTAL: z.coerce.number().int().min(0).default(50_000),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_RETURN_WINDOW_DAYS),
  REFUND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  LIVE_EVENTS_KEEP_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_HASH_COST),
});

type Env = z.infer<typeof envSchema>;

// The accounts the local simulators accept (simulators/credentials.ts); the provider tests fail if they drift.
const SIMULATOR_BKASH = {
  appKey: 'simulator-app-key',
  appSecret: 'simulator-app-secret',
  username: 'simulator-user',
  password: 'simulator-password',
};
const SIMULATOR_SSLCOMMERZ = { storeId: 'haatsimulator', storePassword: 'haatsimulator@ssl' };

const BKASH_SETTINGS = ['BKASH_BASE_URL', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'];
const SSLCOMMERZ_SETTINGS = ['SSLCOMMERZ_BASE_URL', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'];

/** A real gateway (its URL set) needs all its settings; in production every gateway must be real. */
function requireGatewaySettings(parsed: Env): void {
  const unset = (names: string[]) => names.filter((name) => parsed[name as keyof Env] === undefined);
  if (parsed.NODE_ENV === 'production') {
    const missing = unset([...BKASH_SETTINGS, ...SSLCOMMERZ_SETTINGS]);
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production needs the real payment gateways (the local simulators do not run in production): set ${missing.join(', ')}`,
      );
    }
  }
  for (const [url, ...settings] of [BKASH_SETTINGS, SSLCOMMERZ_SETTINGS] as [string, ...string[]][]) {
    const missing = parsed[url as keyof Env] === undefined ? [] : unset(settings);
    if (missing.length > 0) throw new Error(`${url} is set, so ${missing.join(', ')} must be too`);
  }
}

/** Secrets an attacker could guess are long enough, and production hashes passwords at OWASP's minimum cost or more. */
function requireStrongSecrets(parsed: Env): void {
  const problem = weakTokenProblem('ADMIN_TOKEN', parsed.ADMIN_TOKEN);
  if (problem) throw new Error(problem);
  if (parsed.NODE_ENV === 'production' && parsed.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
    throw new Error(
      `PASSWORD_HASH_COST=${parsed.PASSWORD_HASH_COST} is below ${PRODUCTION_HASH_COST} (scrypt N = 2^${PRODUCTION_HASH_COST}, OWASP's minimum): NODE_ENV=production refuses it`,
    );
  }
}

function paymentsConfig(parsed: Env): PaymentsConfig {
  requireGatewaySettings(parsed);
  const simulator = `http://127.0.0.1:${parsed.PAYMENT_SIMULATOR_PORT}`;
  const bkash = parsed.BKASH_BASE_URL
    ? {
        appKey: parsed.BKASH_APP_KEY!,
        appSecret: parsed.BKASH_APP_SECRET!,
        username: parsed.BKASH_USERNAME!,
        password: parsed.BKASH_PASSWORD!,
      }
    : SIMULATOR_BKASH;
  const sslcommerz = parsed.SSLCOMMERZ_BASE_URL
    ? { storeId: parsed.SSLCOMMERZ_STORE_ID!, storePassword: parsed.SSLCOMMERZ_STORE_PASSWORD! }
    : SIMULATOR_SSLCOMMERZ;
  return {
    bkash: {
      baseUrl: (parsed.BKASH_BASE_URL ?? `${simulator}/bkash/v1.2.0-beta/tokenized/checkout`).replace(/\/+$/, ''),
      ...bkash,
    },
    sslcommerz: {
      baseUrl: (parsed.SSLCOMMERZ_BASE_URL ?? `${simulator}/sslcommerz`).replace(/\/+$/, ''),
      ...sslcommerz,
    },
    simulatorPort: parsed.PAYMENT_SIMULATOR_PORT,
    timeoutMinutes: parsed.PAYMENT_TIMEOUT_MINUTES,
    codMaxTotal: parsed.COD_MAX_TOTAL,
    refundIntervalSeconds: parsed.REFUND_INTERVAL_SECONDS,
  };
}

function smsConfig(parsed: Env, dataDir: string): SmsConfig {
  const outboxFile = resolve(dataDir, 'sms-outbox.jsonl');
  if (parsed.SMS_PROVIDER === 'outbox') return { provider: 'outbox', outboxFile };
  if (!parsed.SMS_API_KEY || !parsed.SMS_SENDER_ID)
    throw new Error('SMS_PROVIDER=http needs SMS_API_KEY and SMS_SENDER_ID');
  const http = {
    url: parsed.SMS_HTTP_URL,
    apiKey: parsed.SMS_API_KEY,
    senderId: parsed.SMS_SENDER_ID,
    timeoutMs: parsed.SMS_HTTP_TIMEOUT_MS,
  };
  return { provider: 'http', outboxFile, http };
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function trustProxySetting(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  return value === 'true' || commaList(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL= npm run api`) means unset.
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  requireStrongSecrets(parsed);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    port: parsed.API_PORT,
    host: parsed.API_HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    publicUrl: (parsed.API_PUBLIC_URL ?? `http://localhost:${parsed.API_PORT}`).replace(/\/+$/, ''),
    corsOrigins: parsed.CORS_ORIGINS
      ? commaList(parsed.CORS_ORIGINS)
      : [parsed.PUBLIC_SITE_URL.replace(/\/+$/, ''), 'http://127.0.0.1:4321'],
    imagePlaceholderHost: parsed.IMAGE_PLACEHOLDER_HOST.toLowerCase(),
    imageCacheDir: resolve(dataDir, 'image-cache'),
    imageCacheMaxBytes: parsed.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    logLevel: parsed.LOG_LEVEL,
    adminToken: parsed.ADMIN_TOKEN,
    siteUrl: parsed.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    socialProviders: parseSocialProviders(env),
    sms: smsConfig(parsed, dataDir),
    otpSecret: parsed.OTP_SECRET,
    otpIpLimits: { perMinute: parsed.OTP_IP_PER_MINUTE, perHour: parsed.OTP_IP_PER_HOUR },
    trustProxy: trustProxySetting(parsed.TRUST_PROXY),
    payments: paymentsConfig(parsed),
    returnWindowDays: parsed.RETURN_WINDOW_DAYS,
    liveEventsKeepDays: parsed.LIVE_EVENTS_KEEP_DAYS,
    passwordHashCost: parsed.PASSWORD_HASH_COST,
  };
}
