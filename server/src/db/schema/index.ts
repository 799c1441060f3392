/**
 * The one Postgres schema of the marketplace API (PGlite and PostgreSQL alike), one file per part. Money is integer
 * taka everywhere. Localized text is stored as `*_en` / `*_bn` columns; the API picks one by Accept-Language.
 */
export * from './accounts';
export * from './catalogue';
export * from './chat';
export * from './commerce';
export * from './kept-answers';
export * from './orders';
export * from './programmes';
export * from './reviews';
export * from './tickets';
