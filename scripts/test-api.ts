/**
 * API tests on PGlite and, when DATABASE_URL is set, on PostgreSQL (each test file on a database of its own that it
 * creates on that server: server/src/postgres-test-databases.ts).
 * The two runs go at once: the PostgreSQL run waits on its server much of the time, which the PGlite run fills
 * (on 2 cores: 3 min 51 s together against 1 min 38 s + 2 min 58 s one after the other). The PostgreSQL run's output
 * is held until the PGlite run's has been shown, so each reads as a whole.
 * Extra arguments go to vitest, e.g. `npm run test:api -- server/src/modules/products`.
 * `*.postgres.test.ts` files run on PostgreSQL only (vitest.config.ts): they race two API processes on one database,
 * or kill one, each on a scratch database of its own that it creates on DATABASE_URL's server and drops.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const args = process.argv.slice(2);
const POSTGRES_ONLY = /\.postgres\.test\.ts$/;

interface Run {
  /** Writes the output so far and, from then on, as it comes. */
  show: () => void;
  passed: Promise<boolean>;
}

function startOn(database: 'pglite' | 'postgres'): Run {
  const child = spawn(process.execPath, [vitest, 'run', '--project', 'api', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HAAT_TEST_DB: database, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  let held: [NodeJS.WriteStream, Buffer][] | null = [];
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (held) held.push([stream, chunk]);
    else stream.write(chunk);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return {
    show: () => {
      console.log(`\nAPI tests on ${database}`);
      for (const [stream, chunk] of held ?? []) stream.write(chunk);
      held = null;
    },
    passed: new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`API tests on ${database} did not start: ${error.message}`);
        resolve(false);
      });
      child.on('close', (code) => resolve(code === 0));
    }),
  };
}

const files = args.filter((arg) => !arg.startsWith('-'));
const runs: Run[] = [];
if (files.length > 0 && files.every((file) => POSTGRES_ONLY.test(file))) {
  console.log('PGlite run skipped: only PostgreSQL tests were asked for');
} else {
  console.log(
    'On PGlite the *.postgres.test.ts files are left out (API processes racing on one database, kill -9): ' +
      'PGlite runs one transaction at a time, so a PGlite deployment is one API instance',
  );
  runs.push(startOn('pglite'));
}
if (process.env.DATABASE_URL) runs.push(startOn('postgres'));
else console.log('PostgreSQL run skipped: DATABASE_URL is not set');
const passed: boolean[] = [];
for (const run of runs) {
  run.show();
  passed.push(await run.passed);
}
process.exit(passed.length > 0 && passed.every(Boolean) ? 0 : 1);
