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

/** The `*_en` or `*_bn` column of a localized field. */
export function byLocale<En, Bn>(locale: Locale, en: En, bn: Bn): En | Bn {
  return locale === 'bn' ? bn : en;
}

/** Rating kept in tenths (47) as the API's number (4.7). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}
