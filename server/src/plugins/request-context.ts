import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Locale } from '#contract';
import type { Config } from '../config';
import type { Database } from '../db/database';

/** The app's clock: the instant each request is answered at (tests pass one they can move). */
export type Clock = () => Date;

/**
 * What a service needs from the request it answers, built once per request as `request.ctx`. Inside a transaction,
 * a service passes `{ ...ctx, db: tx }` (or `tx` itself) on.
 */
export interface RequestContext {
  db: Database;
  /** en or bn, from Accept-Language. */
  locale: Locale;
  /** The request's instant, read once from the app's clock. */
  now: Date;
  log: FastifyBaseLogger;
  /** The client's address (request.ip; see TRUST_PROXY): what per-client limits count. */
  ip: string;
  userAgent: string | undefined;
  /** Absolute URL of a file below /uploads. */
  uploadUrl(path: string): string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by registerRequestContext before any handler runs. */
    ctx: RequestContext;
  }
}

/** Builds `request.ctx` on every request; registered after registerI18n, whose hook sets the locale it reads. */
export function registerRequestContext(
  app: FastifyInstance,
  { db, clock, config }: { db: Database; clock: Clock; config: Pick<Config, 'publicUrl'> },
): void {
  const uploadUrl = (path: string) => `${config.publicUrl}/uploads/${path}`;
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      db,
      locale: request.locale,
      now: clock(),
      log: request.log,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      uploadUrl,
    };
  });
}
