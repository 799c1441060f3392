import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  freePort,
  loadConfig,
  migrateDatabase,
  type RunningApi,
  seedDemo,
  startApi,
} from '../../server/src/index';

const CLI = fileURLToPath(new URL('./admin-cli.ts', import.meta.url));
const TOKEN = 'admin-cli-test-token';
// Helper H2's port band; the API runs in this test's process, the CLI in processes of its own.
const PORTS = { first: 5120, last: 5139 };

let dataDir: string;
let api: RunningApi;
let apiBase: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-admin-cli-'));
  const database = await createDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db, { products: 8, uploadsDir: join(dataDir, 'uploads') });
  await database.close();
  const port = await freePort(PORTS);
  const config = loadConfig({
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    ADMIN_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
  });
  api = await startApi(config);
  apiBase = `http://127.0.0.1:${port}/api/v1`;
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …args` as an operator runs it: its exit code, what it printed and what it complained. */
async function admin(args: string[], token = TOKEN) {
  const env = { ...process.env, HAAT_API_URL: apiBase, ADMIN_TOKEN: token };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin against a running API', () => {
  it('lists the orders as a table, or says there are none', async () => {
    const { code, stdout, stderr } = await admin(['orders', 'list']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^(id\s+invoice\s+placed\s+customer|No orders\.)/);
  }, 30_000);

  it('exits 1 with the API’s own message when the token is refused, printing nothing else', async () => {
    const { code, stdout, stderr } = await admin(['orders', 'list'], 'not-the-token');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('A valid admin token is required. (HTTP 401 UNAUTHENTICATED)');
  }, 30_000);

  it('lists the seeded riders', async () => {
    const { code, stdout } = await admin(['shippers', 'list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^id\s+name\s+phone\n/);
    expect(stdout).toMatch(/\+8801\d{9}/);
  }, 30_000);

  it('hides a review, finds it among the hidden ones, and shows it again', async () => {
    const listed = await admin(['reviews', 'list']);
    expect(listed.code).toBe(0);
    const id = /\n-[- ]+\n(\d+) /.exec(listed.stdout)?.[1];
    expect(id).toBeDefined();
    const hidden = await admin(['reviews', 'hide', id!]);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toMatch(/^hidden\s+true$/m);
    expect((await admin(['reviews', 'list', '--hidden'])).stdout).toMatch(new RegExp(`\\n${id} `));
    expect((await admin(['reviews', 'show', id!])).stdout).toMatch(/^hidden\s+false$/m);
    expect((await admin(['reviews', 'list', '--hidden'])).stdout).toBe('No reviews.\n');
  }, 60_000);

  it('exits 1 with the API’s message for an order that does not exist', async () => {
    const { code, stdout, stderr } = await admin(['orders', 'show', '999999']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('(HTTP 404 NOT_FOUND)');
  }, 30_000);

  it('exits 2 without calling the API on a wrong command line', async () => {
    const { code, stderr } = await admin(['orders', 'show', 'abc']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run admin -- orders show <id>');
  }, 30_000);
});
