/**
 * Two registrations of one shop name, and two decisions on one shop, sent at once through two API processes on one
 * PostgreSQL database, as a deployment with two instances runs (PostgreSQL only: PGlite runs one transaction at a
 * time).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, queryRows } from '../../api-processes.test-helpers';
import { burstOver } from '../../bursts.test-helpers';
import { type CodeTextingPair, startCodeTextingPair } from '../otp/registration-races.test-helpers';
import { freshApplicant, registrationBody } from './seller-registration.test-helpers';

const ROUNDS = 4;
const ADMIN_TOKEN = 'seller-registration-race-admin-token-of-32-chars';
let pair: CodeTextingPair;
beforeAll(async () => {
  pair = await startCodeTextingPair('vendor_registration_race', 4, { ADMIN_TOKEN });
});
afterAll(() => pair?.close());

/** A fresh applicant with a guest code for their phone, texted by the in-process app. */
async function applicantWithCode() {
  const applicant = freshApplicant();
  return { applicant, code: await pair.codeFor('/guest/otp', applicant.phone, applicant.e164) };
}

const postOver = async (api: ApiProcess, path: string, body: object, token?: string) => {
  const response = await fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  type Answer = { data?: { vendor_id: number }; errors?: Record<string, string[]> };
  return { status: response.status, body: (await response.json()) as Answer };
};
const registerOver = (api: ApiProcess, body: object) => postOver(api, '/vendor/registration', body);

describe('two API instances registering one shop name at once', () => {
  it('answer one 201 and one 422 on `shop_name`, and keep one shop and one account', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopName = `Race Shop ${process.pid} ${round}`;
      const [first, second] = [await applicantWithCode(), await applicantWithCode()];
      const answers = await Promise.all([
        registerOver(pair.instances[0], registrationBody(first.applicant, first.code, { shop_name: shopName })),
        registerOver(pair.instances[1], registrationBody(second.applicant, second.code, { shop_name: shopName })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.status === 422)?.body.errors).toEqual({
        shop_name: [expect.stringMatching(/already exists/)],
      });
      const phones = [first.applicant.e164, second.applicant.e164];
      const [counted] = await queryRows<{ shops: number; accounts: number }>(
        pair.scratch.handle.db,
        sql`select (select count(*)::int from vendors where name_en = ${shopName}) as shops,
          (select count(*)::int from users where phone in (${phones[0]}, ${phones[1]})) as accounts`,
      );
      expect(counted).toEqual({ shops: 1, accounts: 1 });
    }
  });
});

describe('two API instances deciding one shop at once', () => {
  it('answer one 200 and one 409, and leave the shop and its application with the one decision taken', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every registration here comes from this machine's address: its hourly allowance is not what is tested.
      await pair.scratch.handle.db.execute(sql`delete from rate_limit_hits where key like 'vendor-registration:%'`);
      const { applicant, code } = await applicantWithCode();
      const registered = await registerOver(pair.instances[0], registrationBody(applicant, code));
      expect(registered.status).toBe(201);
      const shopId = registered.body.data!.vendor_id;
      const answers = await Promise.all([
        postOver(pair.instances[0], `/admin/vendors/${shopId}/approve`, {}, ADMIN_TOKEN),
        postOver(pair.instances[1], `/admin/vendors/${shopId}/reject`, { reason: 'Race' }, ADMIN_TOKEN),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const taken = answers[0].status === 200 ? 'approved' : 'rejected';
      const [row] = await queryRows<{ shop: string; application: string; scope: string }>(
        pair.scratch.handle.db,
        sql`select v.status as shop, a.status as application, u.scope from vendors v
          join vendor_applications a on a.vendor_id = v.id join users u on u.id = a.user_id where v.id = ${shopId}`,
      );
      expect(row).toEqual({
        shop: taken,
        application: taken,
        scope: taken === 'approved' ? 'vendor' : 'customer',
      });
    }
  });
});

describe('two API instances given registrations from one IP at once', () => {
  it('register 5 of 12 shops and refuse 7 with 429, counting exactly the 5', async () => {
    const { db } = pair.scratch.handle;
    // The registrations above came from this machine's address too.
    await db.execute(sql`delete from rate_limit_hits where key like 'vendor-registration:%'`);
    const applicants: Awaited<ReturnType<typeof applicantWithCode>>[] = [];
    for (let n = 0; n < 12; n += 1) applicants.push(await applicantWithCode());
    const answers = await burstOver(pair.instances, 12, (base, n) =>
      fetch(`${base}/vendor/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationBody(applicants[n]!.applicant, applicants[n]!.code)),
      }),
    );
    expect(answers).toEqual({ 201: 5, 429: 7 });
    const names = applicants.map(({ applicant }) => applicant.shopName);
    const [counted] = await queryRows<{ shops: number; hits: number }>(
      db,
      sql`select (select count(*)::int from vendors where name_en in ${names}) as shops,
        (select count(*)::int from rate_limit_hits where key like 'vendor-registration:%') as hits`,
    );
    expect(counted).toEqual({ shops: 5, hits: 5 });
  });
});
