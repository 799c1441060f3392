import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#contract';
import { codeSentTo, gotoSignedOut, newPhone, signOutBrowser } from './support/account-session';
import { dictionaries, localeDigits, localePrefix } from './support/locale';

const home = (locale: Locale) => new RegExp(`^[^/]+//[^/]+${localePrefix(locale)}/?$`);

interface SignUpPhone {
  /** '01XXXXXXXXX', where the outbox is read. */
  phone: string;
  /** The phone as typed (Bengali digits, say); `phone` if not given. */
  typed?: string;
  /** The code typed; the one texted to `phone` (from the SMS outbox) if not given. */
  otp?: string;
}

/** Fills the sign-up form, asking a code for the phone, and submits it. */
async function signUp(page: Page, locale: Locale, { phone, typed, otp }: SignUpPhone, password: string) {
  const t = dictionaries[locale].auth;
  const form = page.locator('#panel-sign-up');
  await form.getByLabel(t.name).fill('Rahima <b>Test</b>');
  await form.getByLabel(t.phone).fill(typed ?? phone);
  await form.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByText(t.registerCodeSent).first()).toBeVisible();
  await form.getByLabel(t.code).fill(otp ?? localeDigits(await codeSentTo(phone), locale));
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.createAccount }).click();
}

/** An account made through the sign-up form, then signed out in this browser. */
async function existingAccount(page: Page, locale: Locale, phone: string, password: string): Promise<void> {
  await page.goto(`${localePrefix(locale)}/login#sign-up`);
  await signUp(page, locale, { phone }, password);
  await expect(page).toHaveURL(home(locale));
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
    test('sign up with the code texted to the phone: signed in at once, the phone verified, the OTP page closed', async ({
      page,
    }) => {
      const phone = newPhone();
      await page.goto(`${localePrefix(locale)}/login`);
      await page.getByRole('tab', { name: t.signUp }).click();
      const form = page.locator('#panel-sign-up');
      await form.getByLabel(t.phone).fill('01212345678');
      await form.getByRole('button', { name: t.sendCode }).click();
      await expect(form.locator('[data-field-error="phone"]')).toHaveText(t.validation.phone);
      await form.getByRole('button', { name: t.createAccount }).click();
      await expect(form.locator('[data-field-error="otp"]')).toHaveText(t.validation.otp);

      // Bengali digits are a valid way to write the number.
      await signUp(page, locale, { phone, typed: localeDigits(phone, locale) }, 'long-enough-1');
      await expect(page).toHaveURL(home(locale));
      await expect(page.locator('header [data-account-name]')).toHaveText('Rahima <b>Test</b>');

      await page.goto(`${localePrefix(locale)}/auth/otp`);
      await expect(page).toHaveURL(`${localePrefix(locale)}/user/dashboard`);
    });

    test('the sign-in and sign-up tabs stay disabled until their script has run (a press before would be lost), then switch', async ({
      browser,
      page,
    }) => {
      const noScript = await browser.newPage({ javaScriptEnabled: false });
      await noScript.goto(`${localePrefix(locale)}/login`);
      for (const name of [t.signIn, t.signUp]) await expect(noScript.getByRole('tab', { name })).toBeDisabled();
      await noScript.close();

      await page.goto(`${localePrefix(locale)}/login`);
      await page.getByRole('tab', { name: t.signUp }).click();
      await expect(page.getByRole('tab', { name: t.signUp })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#panel-sign-up').getByLabel(t.phone)).toBeVisible();
    });

    test('a taken phone is answered like a free one: the same notice, no code, and a guessed code refused on its field', async ({
      page,
    }) => {
      // A seeded shopper's phone, one per language, so the two runs do not share its one code a minute.
      const taken = locale === 'en' ? '01711000001' : '01711000002';
      await page.goto(`${localePrefix(locale)}/login#sign-up`);
      await signUp(page, locale, { phone: taken, otp: '123456' }, 'long-enough-1');
      const form = page.locator('#panel-sign-up');
      await expect(form.locator('[data-field-error="otp"]')).toBeVisible();
      await expect(form.locator('[data-field-error="phone"]')).toHaveCount(0);
      await expect(form.locator('[data-field-error="email"]')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${localePrefix(locale)}/login`));
    });

    test('forgot password: code by SMS, a new password, then sign in with it', async ({ page }) => {
      const phone = newPhone();
      await existingAccount(page, locale, phone, 'old-password-1');
      const registrationCode = await codeSentTo(phone);
      // Both spellings of the page work; each locale takes one.
      await page.goto(`${localePrefix(locale)}/auth/${locale === 'en' ? 'forgot-password' : 'forgotPassword'}`);
      await page.getByLabel(t.phone).fill(phone);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByLabel(t.code).fill(await codeSentTo(phone, registrationCode));
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

    test('a signed-out visitor to a personal page is sent to sign in before any style or script loads, then back to it', async ({
      page,
    }) => {
      const phone = newPhone();
      await existingAccount(page, locale, phone, 'right-password-1');
      const orders = `${localePrefix(locale)}/user/orders`;
      await page.route('**/_astro/**', (route) => route.abort());
      for (const personal of ['/shop/wishlist', '/affiliate/registration', '/user/orders']) {
        const path = `${localePrefix(locale)}${personal}`;
        // From a blank page: a site page whose chunks fail reloads itself, which would cut the next navigation short.
        await page.goto('about:blank');
        await gotoSignedOut(page, path);
        await expect(page).toHaveURL(`${localePrefix(locale)}/login`);
        expect(await page.evaluate(() => sessionStorage.getItem('auth.redirect'))).toBe(path);
      }

      await page.unroute('**/_astro/**');
      await page.reload();
      await signIn(page, locale, phone, 'right-password-1');
      await expect(page).toHaveURL(new RegExp(`${orders}/?$`));
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
