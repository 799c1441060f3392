/**
 * Social sign-in in the browser against the local OpenID provider that global setup runs (oidc-provider with its
 * development login and consent pages): our /login button, the provider's pages, our /auth/social-callback page.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#contract';
import { messages } from '../../server/src/i18n/messages';
import { TOKEN_KEY } from '../../src/lib/api/session';
import { signOutBrowser } from './support/account-session';
import { E2E_API_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';
import { E2E_SOCIAL_ACCOUNTS, type E2eSocialLogin } from './support/social-env';

/** From our login page through the provider's login and consent pages (any password works there). */
async function signInAtProvider(page: Page, locale: Locale, login: E2eSocialLogin): Promise<void> {
  await page.getByRole('button', { name: dictionaries[locale].auth.google }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The id GET /user answers for the session this page holds. */
async function signedInUserId(page: Page): Promise<number> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const response = await page.request.get(`${E2E_API_URL}/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.id;
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];

  test.describe(`social sign-in (${locale})`, () => {
    test('the provider login ends signed in on the redirect target, in the same language', async ({ page }) => {
      const target = `${localePrefix(locale)}/shops`;
      await page.goto(`${localePrefix(locale)}/login?redirect=${target}`);
      await signInAtProvider(page, locale, `first-${locale}`);
      await expect(page).toHaveURL(target);
      await expect(page.locator('header [data-account-name]')).toHaveText(E2E_SOCIAL_ACCOUNTS[`first-${locale}`].name);
    });

    test('signing in again with the same provider account reuses the same Haat account', async ({ page }) => {
      await page.goto(`${localePrefix(locale)}/login`);
      await signInAtProvider(page, locale, `returning-${locale}`);
      await expect(page.locator('header [data-account-name]')).toHaveText(
        E2E_SOCIAL_ACCOUNTS[`returning-${locale}`].name,
      );
      const firstId = await signedInUserId(page);

      // Signed out here and at the provider (its session cookie is gone too): the whole login again.
      await signOutBrowser(page);
      await page.goto(`${localePrefix(locale)}/login`);
      await signInAtProvider(page, locale, `returning-${locale}`);
      await expect(page.locator('header [data-account-name]')).toHaveText(
        E2E_SOCIAL_ACCOUNTS[`returning-${locale}`].name,
      );
      expect(await signedInUserId(page)).toBe(firstId);
    });

    test('a tampered state on the callback page shows the translated error and signs nobody in', async ({ page }) => {
      // The page's own call with the provider's answer fails once (network), so its code is still unused.
      const callbackCall = `${E2E_API_URL}/v1/auth/social/callback`;
      let failedOnce = false;
      await page.route(callbackCall, (route) => {
        if (failedOnce || route.request().method() !== 'POST') return route.continue();
        failedOnce = true;
        return route.abort();
      });
      const firstCall = page.waitForRequest((request) => request.url() === callbackCall && request.method() === 'POST');
      await page.goto(`${localePrefix(locale)}/login?redirect=${localePrefix(locale)}/shops`);
      await signInAtProvider(page, locale, `tampered-${locale}`);
      await firstCall;
      await expect(page.getByRole('alert')).toContainText(t.auth.socialFailed);

      // The same callback page, the provider's real code, another state.
      const tampered = new URL(page.url());
      expect(tampered.pathname).toBe(`${localePrefix(locale)}/auth/social-callback`);
      tampered.searchParams.set('state', 'x'.repeat(43));
      await page.goto(tampered.href);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(messages[locale]['socialAuth.stateInvalid']);
      await expect(alert.getByRole('link', { name: t.auth.backToLogin })).toHaveAttribute(
        'href',
        `${localePrefix(locale)}/login`,
      );
      await expect(page).toHaveURL(tampered.href);
      await expect(page.locator('header [data-account-name]')).toHaveText(t.nav.login);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    });
  });
}
