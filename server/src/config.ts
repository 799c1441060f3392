import { resolve } from 'node:path';
import { z } from 'zod';

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
});

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

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
  };
}
