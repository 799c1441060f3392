import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { REFRESH_COOKIE_HEADER } from '#contract';
import { fill } from '../../src/i18n/fill';
import { login } from './support/account-session';
import { E2E_API_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';

const REFRESH_COOKIE = 'auth._refresh_token';
/** The seeded demo shopper with a verified phone (README "Demo accounts"). */
const DEMO_SHOPPER = { login: 'shopper@haat.test', password: 'haat-demo-1' };

/** The API's refresh cookie as the browser holds it (Playwright sees HttpOnly cookies; page scripts do not). */
async function refreshCookie(context: BrowserContext) {
  return (await context.cookies(`${E2E_API_URL}/v1/auth/refresh`)).find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** Everything a page script can read of the session: all of localStorage and document.cookie. */
const scriptVisibleState = (page: Page) =>
  page.evaluate(() => ({ storage: JSON.stringify({ ...localStorage }), cookies: document.cookie }));

/** POST /v1/auth/refresh from the page as the storefront does it by cookie; answers the status. */
const refreshFromPage = (page: Page) =>
  page.evaluate(
    async ({ url, header }) =>
      (
        await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { [header]: '1', 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    { url: `${E2E_API_URL}/v1/auth/refresh`, header: REFRESH_COOKIE_HEADER },
  );

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];

  test(`the refresh token lives only in an HttpOnly cookie and renews the session; signing out ends it (${locale})`, async ({
    page,
    context,
  }) => {
    const { user } = await login(DEMO_SHOPPER);
    await page.goto(`${localePrefix(locale)}/login`);
    const form = page.locator('#panel-sign-in');
    await form.getByLabel(t.auth.login).fill(DEMO_SHOPPER.login);
    await form.getByLabel(t.auth.password).fill(DEMO_SHOPPER.password);
    await form.getByRole('button', { name: t.auth.signIn }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const cookie = await refreshCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/v1/v1/auth/refresh' });
    const visible = await scriptVisibleState(page);
    expect(visible.storage).toContain('auth._token.local');
    expect(visible.storage).not.toContain('auth._refresh_token');
    expect(visible.storage).not.toContain(cookie!.value.split('.')[0]);
    expect(visible.cookies).not.toContain(REFRESH_COOKIE);

    // An access token that no longer works, and a cached user that must not be what the page shows. Set once the
    // page is idle: a refresh of its own cut short by the navigation below could rotate the cookie on the server
    // without the browser getting the new one, and the next refresh would then be a replay that ends the session.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      localStorage.setItem('auth._token.local', 'bogus-access-token');
      localStorage.setItem(
        'auth.user',
        JSON.stringify({ ...JSON.parse(localStorage.getItem('auth.user')!), name: 'Stale' }),
      );
    });
    await page.goto(`${localePrefix(locale)}/user/dashboard`);
    await expect(page.getByTestId('greeting')).toHaveText(fill(t.account.dashboard.greeting, { name: user.name }));
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).not.toBe('bogus-access-token');
    const rotated = await refreshCookie(context);
    expect(rotated!.value).not.toBe(cookie!.value);
    expect((await scriptVisibleState(page)).storage).not.toContain('auth._refresh_token');

    await page.getByRole('button', { name: t.account.signOut }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
    expect(await refreshCookie(context)).toBeUndefined();
    expect(await refreshFromPage(page)).toBe(401);
    // Even a copy of the last cookie renews nothing: signing out revoked the session on the server.
    await context.addCookies([rotated!]);
    expect(await refreshFromPage(page)).toBe(401);
  });
}
