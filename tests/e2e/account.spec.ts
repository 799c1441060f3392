import { expect, test } from '@playwright/test';
import type { Locale } from '#contract';
import { fill } from '../../src/i18n/fill';
import {
  codeSentTo,
  newPhone,
  SHOPPER_PASSWORD,
  signInBrowser,
  signOutBrowser,
  verifiedShopper,
} from './support/account-session';
import { api } from './support/api';
import { dictionaries, localeDigits, localePrefix } from './support/locale';

/** '01912345678' as the user area shows it: '01912-345678', in Bengali digits on Bengali pages. */
const shownPhone = (local: string, locale: Locale) => localeDigits(`${local.slice(0, 5)}-${local.slice(5)}`, locale);

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale].account;
  const auth = dictionaries[locale].auth;

  test.describe(`account (${locale})`, () => {
    test('a verified shopper changes the phone with the code from the SMS outbox; the dashboard shows it', async ({
      page,
    }) => {
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);
      await page.goto(`${localePrefix(locale)}/user/account_details`);
      await page.getByRole('button', { name: t.phoneChange.open }).click();

      const phoneField = page.getByLabel(t.phoneChange.newPhone);
      await phoneField.fill('01212345678');
      await page.getByRole('button', { name: t.phoneChange.sendCode }).click();
      await expect(page.locator('[data-field-error="new-phone"]')).toHaveText(t.errors.phone);

      const phone = newPhone();
      await phoneField.fill(localeDigits(phone, locale));
      await page.getByRole('button', { name: t.phoneChange.sendCode }).click();
      await expect(page.getByText(t.phoneChange.codeSent)).toBeVisible();
      // retry_after of the first send is 60 s: the resend button waits.
      await expect(page.locator('#change-phone-code button[type="button"]')).toBeDisabled();

      const codeField = page.getByLabel(t.phoneChange.code);
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await codeField.fill(localeDigits(await codeSentTo(phone), locale));
      await page.getByRole('button', { name: t.phoneChange.verify }).click();
      await expect(page.getByText(t.phoneChange.changed)).toBeVisible();
      await expect(page.locator('input#phone')).toHaveValue(shownPhone(phone, locale));

      await page.goto(`${localePrefix(locale)}/user/dashboard`);
      await expect(page.getByTestId('phone-status')).toHaveText(
        fill(t.dashboard.phoneVerified, { phone: shownPhone(phone, locale) }),
      );
      // The account now signs in with the new number.
      const signedIn = await api<{ user: { phone: string } }>('/v1/auth/login', {
        login: phone,
        password: SHOPPER_PASSWORD,
      });
      expect(signedIn.user.phone).toBe(`+88${phone}`);
    });

    test('the dashboard leads to change password; afterwards the old password fails at /login', async ({ page }) => {
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);
      await page.goto(`${localePrefix(locale)}/user/dashboard`);
      await expect(page.getByTestId('greeting')).toHaveText(fill(t.dashboard.greeting, { name: shopper.user.name }));
      await page
        .getByRole('navigation', { name: t.dashboard.shortcuts })
        .getByRole('link', { name: t.password.title })
        .click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/user/change-password`);

      await page.getByLabel(t.password.current, { exact: true }).fill(SHOPPER_PASSWORD);
      await page.getByLabel(t.password.new, { exact: true }).fill('short');
      await page.getByLabel(t.password.confirm).fill('short');
      await page.getByRole('button', { name: t.password.save }).click();
      await expect(page.locator('[data-field-error="password"]')).toHaveText(fill(t.errors.tooShort, { min: '8' }));

      const newPassword = 'another-pass-2';
      await page.getByLabel(t.password.new, { exact: true }).fill(newPassword);
      await page.getByLabel(t.password.confirm).fill(newPassword);
      await page.getByRole('button', { name: t.password.save }).click();
      await expect(page.getByText(t.password.saved)).toBeVisible();

      await signOutBrowser(page);
      await page.goto(`${localePrefix(locale)}/login`);
      const form = page.locator('#panel-sign-in');
      await form.getByLabel(auth.login).fill(shopper.user.phone!);
      await form.getByLabel(auth.password).fill(SHOPPER_PASSWORD);
      await form.getByRole('button', { name: auth.signIn }).click();
      await expect(form.locator('[data-form-alert]')).toHaveText(auth.wrongCredentials);

      await form.getByLabel(auth.password).fill(newPassword);
      await form.getByRole('button', { name: auth.signIn }).click();
      await expect(page).not.toHaveURL(/\/login/);
    });
  });
}
