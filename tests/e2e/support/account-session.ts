/** e2e helpers for signed-in shoppers: the real API, codes from the SMS outbox, a session put into the browser. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AuthTokens } from '#contract';
import { normalizeDigits } from '#contract';
import { api } from './api';
import { E2E_DATA_DIR_VARIABLE } from './e2e-env';

/** A random 019 mobile ('01XXXXXXXXX'); the run's database is new, so collisions only matter within it. */
export const newPhone = () => `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest six-digit code the API's outbox provider wrote for this phone. */
async function latestCode(phone: string): Promise<string | undefined> {
  const outbox = join(process.env[E2E_DATA_DIR_VARIABLE] ?? '', 'sms-outbox.jsonl');
  const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const texts = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to.endsWith(phone.slice(1)))
    .map((sms) => normalizeDigits(sms.text));
  return texts.at(-1)?.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
}

/** The code sent to this phone, once the outbox has it; a code sent after `previous` when that is given. */
export async function codeSentTo(phone: string, previous?: string): Promise<string> {
  await expect
    .poll(async () => ((await latestCode(phone)) === previous ? undefined : latestCode(phone)))
    .toMatch(/^\d{6}$/);
  return (await latestCode(phone))!;
}

export const SHOPPER_PASSWORD = 'secret-pass-1';

/** The seeded demo account whose phone is not verified (README: demo accounts). */
export const DEMO_UNVERIFIED = { login: '+8801711000002', password: 'haat-demo-2' };

/**
 * A new shopper, registered as the sign-up form does: a code texted to a new phone (read from the SMS outbox), then
 * the account, whose phone that code verified.
 */
export async function verifiedShopper(name = 'Test Shopper'): Promise<AuthTokens> {
  const phone = newPhone();
  await api('/v1/auth/register/otp', { phone });
  return api<AuthTokens>('/v1/auth/register', {
    name,
    phone,
    otp: await codeSentTo(phone),
    password: SHOPPER_PASSWORD,
  });
}

export const login = (account: { login: string; password: string }) => api<AuthTokens>('/v1/auth/login', account);

/** Puts a session into the browser the way the sign-in page stores it (src/lib/api/session.ts). */
export async function signInBrowser(page: Page, tokens: AuthTokens): Promise<void> {
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('demo.current', '14');
    localStorage.setItem('auth._token.local', session.access_token);
    localStorage.setItem('auth._refresh_token.local', session.refresh_token);
    localStorage.setItem('auth.user', JSON.stringify(session.user));
  }, tokens);
  await page.context().addCookies([{ name: 'auth.loggedIn', value: '1', url: page.url() }]);
}

/** Forgets every session of this browser: the site's stored one and every cookie (a provider's too). */
export async function signOutBrowser(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/**
 * Opens a page behind a sign-in guard as a signed-out visitor: its head sends the browser to sign in at once, which
 * can cut page.goto's own navigation short (net::ERR_ABORTED). Where the browser ends up is for the test to check.
 */
export async function gotoSignedOut(page: Page, path: string): Promise<void> {
  await page.goto(path).catch((error: Error) => {
    if (!error.message.includes('net::ERR_ABORTED')) throw error;
  });
}
