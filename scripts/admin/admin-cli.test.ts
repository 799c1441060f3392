import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer, TicketCategory, TicketDetail } from '#contract';
import {
  createDatabase,
  freePort,
  loadConfig,
  migrateDatabase,
  type RunningApi,
  seedDemo,
  startApi,
} from '../../server/src/index';
import { codeSentTo, signUpShopper } from '../bench/orders-setup';
import { runAdmin } from './admin-main';

const CLI = fileURLToPath(new URL('./admin-cli.ts', import.meta.url));
const TOKEN = 'admin-cli-test-token-of-32-characters';
// Helper H2's port band; the API runs in this test's process, the CLI in processes of its own.
const PORTS = { first: 5120, last: 5139 };

let dataDir: string;
let api: RunningApi;
let apiBase: string;
/** A product's first variant, to buy. */
let item: { product_id: number; variant_id: number };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-admin-cli-'));
  const database = await createDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db, { products: 8, uploadsDir: join(dataDir, 'uploads') });
  const { rows } = (await database.db.execute(sql`
    select v.product_id, v.id as variant_id from product_variants v where v.stock > 0 order by v.id limit 1`)) as unknown as {
    rows: (typeof item)[];
  };
  item = rows[0]!;
  await database.close();
  const port = await freePort(PORTS);
  const config = loadConfig({
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    ADMIN_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
  });
  api = await startApi(config);
  apiBase = `http://127.0.0.1:${port}/api/v1`;
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …args` run in this process (a process of its own costs a second of start-up): its exit code, what it printed and what it complained. */
async function admin(args: string[], token = TOKEN) {
  let stdout = '';
  let stderr = '';
  const output = { out: (text: string) => (stdout += `${text}\n`), err: (text: string) => (stderr += `${text}\n`) };
  const code = await runAdmin(args, { HAAT_API_URL: apiBase, ADMIN_TOKEN: token }, output);
  return { code, stdout, stderr };
}

/** `npm run admin -- …args` as an operator runs it, in a process of its own. */
async function adminProcess(args: string[], token = TOKEN) {
  const env = { ...process.env, HAAT_API_URL: apiBase, ADMIN_TOKEN: token };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A shopper signed up over HTTP places one cash-on-delivery order. */
async function placeOrder() {
  const shopper = await signUpShopper({ base: apiBase, dataDir }, 1);
  const response = await fetch(`${apiBase}/order/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({
      payment_method_id: 1,
      shipping_address_id: shopper.addressId,
      buy_now: { ...item, qty: 1 },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: CheckoutAnswer }).data.orders[0]!;
}

describe('npm run admin against a running API', () => {
  it('says there are no orders, then lists, shows, advances and assigns a rider to one placed', async () => {
    const none = await admin(['orders', 'list']);
    expect(none).toEqual({ code: 0, stdout: 'No orders.\n', stderr: '' });
    const order = await placeOrder();

    const listed = await admin(['orders', 'list', '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^id\s+invoice\s+placed\s+customer\s+seller\s+total\s+status\s+payment\s+rider\n/);
    expect(listed.stdout).toMatch(
      new RegExp(`\\n${order.id}\\s+${order.invoice_number}\\s.*\\s${order.total}\\s+pending\\s+unpaid`),
    );
    expect(listed.stdout).toContain('Page 1 of 1, 1 in all.');

    const shown = await admin(['orders', 'show', String(order.id)]);
    expect(shown.stdout).toContain(`Order ${order.id}  ${order.invoice_number}  pending, payment unpaid`);
    expect(shown.stdout).toContain('Bench shopper 1');

    const advanced = await admin(['orders', 'advance', String(order.id), 'confirmed', '--note', 'called the shopper']);
    expect(advanced.stderr).toBe('');
    expect(advanced.stdout).toContain(`Order ${order.id}  ${order.invoice_number}  confirmed`);
    const skipped = await admin(['orders', 'advance', String(order.id), 'delivered']);
    expect(skipped.code).toBe(1);
    expect(skipped.stderr).toContain('(HTTP 409 CONFLICT)');

    const riders = await admin(['shippers', 'list']);
    const riderId = /\n-[- ]+\n(\d+) +(\S[^+]*?) +\+/.exec(riders.stdout);
    expect(riderId).not.toBeNull();
    const assigned = await admin(['orders', 'assign', String(order.id), riderId![1]!]);
    expect(assigned.stdout).toMatch(new RegExp(`Rider\\s+${riderId![2]}`));
  }, 60_000);

  it('runs as a process of its own: exits 1 with the API’s own message when the token is refused, printing nothing else', async () => {
    const { code, stdout, stderr } = await adminProcess(['orders', 'list'], 'not-the-token');
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

  it('lists a shopper’s ticket, answers it with a picture attached, shows the thread and closes it for good', async () => {
    const shopper = await signUpShopper({ base: apiBase, dataDir }, 41);
    const auth = { authorization: `Bearer ${shopper.token}` };
    const categories = await (await fetch(`${apiBase}/ticket-categories`, { headers: auth })).json();
    const form = new FormData();
    const fields = {
      subject: 'Wrong size',
      category_id: (categories.data as TicketCategory[])[0]!.id,
      priority: 'high',
    };
    for (const [name, value] of Object.entries({ ...fields, message: 'I got an M, not an L.' })) {
      form.append(name, String(value));
    }
    const created = await fetch(`${apiBase}/ticket`, { method: 'POST', headers: auth, body: form });
    expect(created.status).toBe(201);
    const ticket = ((await created.json()) as { data: TicketDetail }).data;

    expect((await admin(['tickets', 'list', '--overdue'])).stdout).toBe('No tickets.\n');
    const listed = await admin(['tickets', 'list', '--status', 'open']);
    expect(listed.stdout).toMatch(new RegExp(`\\n${ticket.id}\\s.*open.*high.*Wrong size`));

    const picture = join(dataDir, 'label.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const replied = await admin([
      'tickets',
      'reply',
      String(ticket.id),
      '--message',
      'An L is on its way.',
      '--attach',
      picture,
    ]);
    expect(replied.code).toBe(0);
    expect(replied.stdout).toMatch(new RegExp(`^Ticket ${ticket.id}  answered$`, 'm'));
    expect(replied.stdout).toMatch(
      /Haat support\n {4}An L is on its way\.\n {4}attachment \d+: label\.png \(image\/png/,
    );

    expect((await admin(['tickets', 'status', String(ticket.id), 'closed'])).stdout).toMatch(/^Ticket \d+ {2}closed$/m);
    const again = await admin(['tickets', 'reply', String(ticket.id), '--message', 'One more thing']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('(HTTP 409 CONFLICT)');
  }, 90_000);

  it('approves a partner application: prints the referral code, which then works as a coupon', async () => {
    const applicant = await signUpShopper({ base: apiBase, dataDir }, 61);
    const applied = await fetch(`${apiBase}/affiliate/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${applicant.token}` },
      body: JSON.stringify({
        name: 'Tania Akter',
        email: 'tania@example.com',
        payout: { type: 'bkash', account: '01712345678' },
        promotion: 'A YouTube channel about saree styles.',
      }),
    });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { id: number } }).data;
    expect((await admin(['affiliates', 'list', '--status', 'pending'])).stdout).toMatch(
      new RegExp(`\\n${id}\\s.*pending\\s+-\\s+Tania Akter`),
    );

    const approved = await admin(['affiliates', 'approve', String(id), '--discount', '6']);
    expect(approved.code).toBe(0);
    const code = /^Referral code: (\S+)$/m.exec(approved.stdout)?.[1];
    expect(code).toBe('TANIA6');
    const coupon = await (await fetch(`${apiBase}/coupon?code=${code}&total=1000`)).json();
    expect(coupon.data).toMatchObject({ kind: 'referral', user_commission: 6 });
    const twice = await admin(['affiliates', 'approve', String(id)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('This application has already been decided. (HTTP 409 CONFLICT)');
  }, 60_000);

  it('lists a shop registered to sell, shows it, and approves it once (a rejection needs a reason)', async () => {
    const phone = '01611999001';
    const post = (path: string, body: object) =>
      fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/guest/otp', { phone })).status).toBe(200);
    const registered = await post('/vendor/registration', {
      shop_name: 'Padma Crafts',
      name: 'Nasrin Akter',
      phone,
      otp: await codeSentTo(dataDir, '+8801611999001'),
      email: 'padma@example.com',
      password: 'seller-pass-1',
      nid: '1234567890',
      division_id: 6,
      district_id: 47,
      upazila_id: 10014,
      address_line: 'House 3, Road 7',
      payout: { type: 'nagad', account: phone },
    });
    expect(registered.status).toBe(201);
    const shopId = ((await registered.json()) as { data: { vendor_id: number } }).data.vendor_id;

    const listed = await admin(['vendors', 'list', '--status', 'pending']);
    expect(listed.stdout).toMatch(
      new RegExp(`\\n${shopId}\\s.*pending\\s+Padma Crafts\\s+Nasrin Akter\\s+\\+8801611999001`),
    );
    const shown = await admin(['vendors', 'show', String(shopId)]);
    expect(shown.stdout).toContain('Payout    nagad +8801611999001');
    expect((await admin(['vendors', 'reject', String(shopId)])).code).toBe(2);

    const approved = await admin(['vendors', 'approve', String(shopId)]);
    expect(approved.stdout).toMatch(new RegExp(`^Shop ${shopId}  approved`, 'm'));
    const twice = await admin(['vendors', 'reject', String(shopId), '--reason', 'Too late']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('(HTTP 409 CONFLICT)');
    expect((await admin(['vendors', 'list', '--status', 'pending'])).stdout).toBe('No shop applications.\n');
  }, 60_000);

  it('exits 2 without calling the API on a wrong command line', async () => {
    const { code, stderr } = await admin(['orders', 'show', 'abc']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run admin -- orders show <id>');
  }, 30_000);
});
