/**
 * Vitest global setup of the API tests: where this run's test databases start from.
 * - PGlite: a directory, for this run only, where a database keeps a copy of itself once migrated and seeded
 *   (app.test-helpers.ts), so later files start from the copy (under a second) instead of an empty cluster, the
 *   migrations and the seed (about 3 s).
 * - PostgreSQL: a run id naming the run's databases (postgres-test-databases.ts), all dropped at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropRunDatabases, newRunId } from './postgres-test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDumpsDir: string;
    testRunId: string;
    /** The API's main.ts bundled (scripts/api-process/api-bundle.global-setup.ts), for api-processes.test-helpers.ts. */
    apiBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'haat-test-dumps-'));
  const run = newRunId();
  project.provide('testDumpsDir', dir);
  project.provide('testRunId', run);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (process.env.HAAT_TEST_DB === 'postgres') await dropRunDatabases(run);
  };
}
