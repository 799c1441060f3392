import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, migrateDatabase } from './db/client';
import { describeRoute, type RouteDescription } from './lib/hostile-input';

/** Every route of the API as plain data (method, URL, fields by part), read from an app built on a scratch database. */
export async function describeRoutes(config: Config): Promise<RouteDescription[]> {
  const database = await createDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ db: database, config });
    try {
      return app.routeList.map(describeRoute);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
