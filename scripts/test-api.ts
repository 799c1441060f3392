/**
 * API tests on PGlite, then on PostgreSQL when DATABASE_URL is set (each test file on a database of its own that it
 * creates on that server: server/src/postgres-test-databases.ts).
 * Extra arguments go to vitest, e.g. `npm run test:api -- server/src/modules/products`.
 * `*.postgres.test.ts` files run on PostgreSQL only (vitest.config.ts): they race two API processes on one database,
 * or kill one, each on a scratch database of its own that it creates on DATABASE_URL's server and drops.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const args = process.argv.slice(2);
const POSTGRES_ONLY = /\.postgres\.test\.ts$/;

function runOn(database: 'pglite' | 'postgres'): boolean {
  console.log(`\nAPI tests on ${database}`);
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...args], {
    stdio: 'inherit',
    env: { ...process.env, HAAT_TEST_DB: database },
  });
  return result.status === 0;
}

const files = args.filter((arg) => !arg.startsWith('-'));
const passed: boolean[] = [];
if (files.length > 0 && files.every((file) => POSTGRES_ONLY.test(file))) {
  console.log('PGlite run skipped: only PostgreSQL tests were asked for');
} else {
  console.log(
    'On PGlite the *.postgres.test.ts files are left out (API processes racing on one database, kill -9): ' +
      'PGlite runs one transaction at a time, so a PGlite deployment is one API instance',
  );
  passed.push(runOn('pglite'));
}
if (process.env.DATABASE_URL) passed.push(runOn('postgres'));
else console.log('PostgreSQL run skipped: DATABASE_URL is not set');
process.exit(passed.length > 0 && passed.every(Boolean) ? 0 : 1);
