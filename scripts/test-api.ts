/**
 * API tests on PGlite, then on PostgreSQL when DATABASE_URL is set (that database is emptied by the tests).
 * Extra arguments go to vitest, e.g. `npm run test:api -- server/src/modules/products`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

function runOn(database: 'pglite' | 'postgres'): boolean {
  console.log(`\nAPI tests on ${database}`);
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, HAAT_TEST_DB: database },
  });
  return result.status === 0;
}

const passed = [runOn('pglite')];
if (process.env.DATABASE_URL) passed.push(runOn('postgres'));
else console.log('PostgreSQL run skipped: DATABASE_URL is not set');
process.exit(passed.every(Boolean) ? 0 : 1);
