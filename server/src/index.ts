// The API's public entry for the repository's scripts (start, dev, bench) and the end-to-end setup: they start,
// configure and seed the API through these names and never reach into its modules.
export { type Config, loadConfig } from './config';
export { createDatabase, migrateDatabase } from './db/client';
export { freePort } from './lib/free-port';
export * as hostileInput from './lib/hostile-input';
export { type RunningApi, startApi } from './main';
export { describeRoutes } from './route-descriptions';
export { DEFAULT_PRODUCTS, seedDemo } from './seed/index';
