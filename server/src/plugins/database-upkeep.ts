import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type DatabaseHandle, UPKEEP_EVERY_MS } from '../db/client';
import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';

/** The database's upkeep (client.ts), logging the tables it vacuumed and analyzed. */
export async function upkeepDatabase(database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  const tables = await database.upkeep();
  if (tables.length > 0) log.info({ tables }, 'vacuumed and analyzed');
}

/** Runs the database's upkeep every `UPKEEP_EVERY_MS` while the app is up. */
export function registerDatabaseUpkeep(app: FastifyInstance, database: DatabaseHandle): void {
  let upkeep: PeriodicTask | undefined;
  const run = () => upkeepDatabase(database, app.log);
  app.addHook('onReady', async () => {
    upkeep = startPeriodicTask('database upkeep', UPKEEP_EVERY_MS, run, app.log);
  });
  app.addHook('onClose', async () => upkeep?.stop());
}
