import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#contract';
import { codeSentTo, newPhone, signOutBrowser } from './support/account-session';
import { dictionaries, localeDigits, localePrefix } from './support/locale';

const home = (locale: Locale) => new RegExp(`^[^/]+//[^/]+${localePrefix(locale)}/?$`);

async function submitSignUp(page: Page, locale: Locale, phone: string, password: string): Promise<void> {
  const t = dictionaries[locale].auth;
  const form = page.locator('#panel-sign-up');
  await form.getByLabel(t.name).fill('Rahima <b>Test</b>');
  await form.getByLabel(t.phone).fill(phone);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.createAccount }).click();
}

/** An account made through the sign-up form, then signed out in this browser. */
async function existingAccount(page: Page, locale: Locale, phone: string, password: string): Promise<void> {
  await page.goto(`${localePrefix(locale)}/login#sign-up`);
  await submitSignUp(page, locale, phone, password);
  await expect(page).toHaveURL(`${localePrefix(locale)}/auth/otp`);
  // Signed out only once the OTP page has settled (its guard fetched the user), or its guard would redirect
  // while the test navigates.
  await expect(page.getByRole('button', { name: dictionaries[locale].auth.sendCode })).toBeVisible();
  await signOutBrowser(page);
}

async function signIn(page: Page, locale: Locale, login: string, password: string): Promise<void> {
  const t = dictionaries[locale].auth;
  const form = page.locator('#panel-sign-in');
  await form.getByLabel(t.login).fill(login);
  await form.getByLabel(t.password).fill(password);
  await form.getByRole('button', { name: t.signIn }).click();
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale].auth;

  test.describe(`accounts (${locale})`, () => {
    test('sign up, verify the phone with the code from the SMS outbox, then home and the OTP page is closed', async ({
      page,
    }) => {
      const phone = newPhone();
      await page.goto(`${localePrefix(locale)}/login`);
      await page.getByRole('tab', { name: t.signUp }).click();
      await submitSignUp(page, locale, '01212345678', 'long-enough-1');
      const form = page.locator('#panel-sign-up');
      await expect(form.locator('[data-field-error="phone"]')).toHaveText(t.validation.phone);

      // Bengali digits are a valid way to write the number.
      await form.getByLabel(t.phone).fill(localeDigits(phone, locale));
      await form.getByRole('button', { name: t.createAccount }).click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/auth/otp`);

      await page.getByRole('button', { name: t.sendCode }).click();
      const code = await codeSentTo(phone);
      await expect(page.getByRole('button', { name: /\d|[০-৯]/ })).toBeDisabled();
      await page.getByLabel(t.code).fill(code);
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(home(locale));
      await expect(page.locator('header [data-account-name]')).toHaveText('Rahima <b>Test</b>');

      await page.goto(`${localePrefix(locale)}/auth/otp`);
      await expect(page).toHaveURL(`${localePrefix(locale)}/user/dashboard`);
    });

    test('forgot password: code by SMS, a new password, then sign in with it', async ({ page }) => {
      const phone = newPhone();
      await existingAccount(page, locale, phone, 'old-password-1');
      // Both spellings of the page work; each locale takes one.
      await page.goto(`${localePrefix(locale)}/auth/${locale === 'en' ? 'forgot-password' : 'forgotPassword'}`);
      await page.getByLabel(t.phone).fill(phone);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByLabel(t.code).fill(await codeSentTo(phone));
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/auth/reset-password`);

      await page.getByLabel(t.newPassword).fill('new-password-2');
      await page.getByRole('button', { name: t.resetTitle }).click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/login`);
      await signIn(page, locale, phone, 'new-password-2');
      await expect(page).toHaveURL(home(locale));
    });

    test('a wrong password shows the translated error beside the form and stays on the login page', async ({
      page,
    }) => {
      const phone = newPhone();
      await existingAccount(page, locale, phone, 'right-password-1');
      await page.goto(`${localePrefix(locale)}/login`);
      await signIn(page, locale, phone, 'wrong-password-1');
      await expect(page.locator('#panel-sign-in [data-form-alert]')).toHaveText(t.wrongCredentials);
      await expect(page).toHaveURL(`${localePrefix(locale)}/login`);
    });

    test('a redirect target such as //evil.com is ignored; a site path is followed', async ({ page }) => {
      const phone = newPhone();
      await existingAccount(page, locale, phone, 'right-password-1');
      await page.goto(`${localePrefix(locale)}/login?redirect=//evil.com`);
      await signIn(page, locale, phone, 'right-password-1');
      await expect(page).toHaveURL(home(locale));

      await page.evaluate(() => localStorage.clear());
      await page.goto(`${localePrefix(locale)}/login?redirect=${localePrefix(locale)}/shops`);
      await signIn(page, locale, phone, 'right-password-1');
      await expect(page).toHaveURL(`${localePrefix(locale)}/shops`);
    });
  });
}
