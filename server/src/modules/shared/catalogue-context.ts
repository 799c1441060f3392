import type { FastifyRequest } from 'fastify';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';

/** What a catalogue service needs from the request: the database, the language, the clock and the image host. */
export interface CatalogueContext {
  db: Database;
  locale: Locale;
  now: Date;
  /** Absolute URL of a file below /uploads. */
  uploadUrl(path: string): string;
}

export function catalogueContext(request: FastifyRequest): CatalogueContext {
  const { db, config } = request.server;
  return {
    db,
    locale: request.locale,
    now: new Date(),
    uploadUrl: (path) => `${config.publicUrl}/uploads/${path}`,
  };
}
