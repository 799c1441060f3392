import { sql } from 'drizzle-orm';
import { type App, buildApp } from './app';
import { type Config, loadConfig } from './config';
import { createDatabase, migrateDatabase } from './db/client';
import { setPasswordHashCost } from './lib/passwords';
import { upkeepDatabase } from './plugins/database-upkeep';
import { INSTALL_PICTURE_CACHE } from './seed/images';
import { seedIfEmpty } from './seed/index';

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo catalogue into an empty one, and listens. */
export async function startApi(config: Config): Promise<RunningApi> {
  // Before the seed, whose demo accounts are hashed too.
  setPasswordHashCost(config.passwordHashCost);
  const database = await createDatabase(config);
  let app: App | undefined;
  try {
    app = await buildApp({ db: database, config, logger: { level: config.logLevel } });
    await migrateDatabase(database);
    const log = app.log;
    const seeded = await seedIfEmpty(database.db, {
      uploadsDir: config.uploadsDir,
      pictureCache: INSTALL_PICTURE_CACHE,
      log: (line) => log.info(line),
    });
    // Fresh statistics for the planner, and a visibility map so the listing's index-only scans skip the heap.
    if (seeded) await database.db.execute(sql`vacuum analyze`);
    // A PGlite data directory filled without statistics (a bench's seed, an older copy) is planned blind until then.
    await upkeepDatabase(database, log);
    const url = await app.listen({ port: config.port, host: config.host });
    const running = app;
    return {
      url,
      close: async () => {
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

if (import.meta.main) {
  const api = await startApi(loadConfig());
  // PGlite must be closed, or the next start runs crash recovery.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      api.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
