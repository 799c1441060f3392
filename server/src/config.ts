import { resolve } from 'node:path';
import { z } from 'zod';
import { parseSocialProviders, type SocialProviderConfig } from './modules/social-auth/providers-config';

/** Where text messages go: the local outbox file, or the BulkSMSBD HTTP gateway. */
export type SmsConfig =
  | { provider: 'outbox'; outboxFile: string }
  | {
      provider: 'http';
      outboxFile: string;
      http: { url: string; apiKey: string; senderId: string; timeoutMs: number };
    };

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
});

function smsConfig(parsed: z.infer<typeof envSchema>, dataDir: string): SmsConfig {
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
    logLevel: parsed.LOG_LEVEL,
    adminToken: parsed.ADMIN_TOKEN,
    siteUrl: parsed.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    socialProviders: parseSocialProviders(env),
    sms: smsConfig(parsed, dataDir),
    otpSecret: parsed.OTP_SECRET,
    otpIpLimits: { perMinute: parsed.OTP_IP_PER_MINUTE, perHour: parsed.OTP_IP_PER_HOUR },
    trustProxy: trustProxySetting(parsed.TRUST_PROXY),
  };
}
