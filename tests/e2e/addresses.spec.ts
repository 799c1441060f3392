import { expect, test } from '@playwright/test';
import type { Address, AddressBody } from '#contract';
import { DEMO_UNVERIFIED, login, signInBrowser, verifiedShopper } from './support/account-session';
import { api } from './support/api';
import { dictionaries, localePrefix } from './support/locale';

/** Dhaka division, Dhaka district and its Dhanmondi city thana, as the page's language names them. */
const PLACES = {
  en: { division: 'Dhaka', district: 'Dhaka', upazila: 'Dhanmondi' },
  bn: { division: 'ঢাকা', district: 'ঢাকা', upazila: 'ধানমন্ডি' },
};
/** The seeded demo shopper with a verified phone (server/src/seed/demo-accounts.ts, README "Demo accounts"). */
const DEMO_SHOPPER = { login: 'shopper@haat.test', password: 'haat-demo-1' };

function addressBody(name: string): AddressBody {
  return {
    name,
    phone: '01812345678',
    division_id: 6,
    district_id: 47,
    upazila_id: 10012,
    address_line: 'House 7, Road 3',
    type: 'home',
  };
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale].addresses;
  const places = PLACES[locale];

  test.describe(`user addresses (${locale})`, () => {
    test('create, edit, set as default and delete an address, with place names in the page language', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const shopper = await verifiedShopper();
      await signInBrowser(page, shopper);
      await page.goto(`${localePrefix(locale)}/user/addresses`);
      await expect(page.getByText(t.empty)).toBeVisible();

      await page.getByRole('link', { name: t.add }).click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/user/addresses/create`);
      await page.getByLabel(t.fields.name).fill('Rahima <b>Khatun</b>');
      await page.getByLabel(t.fields.phone).fill(locale === 'bn' ? '০১৭১২৩৪৫৬৭৮' : '01712345678');
      await page.getByLabel(t.fields.division_id, { exact: true }).selectOption({ label: places.division });
      await page.getByLabel(t.fields.district_id, { exact: true }).selectOption({ label: places.district });
      await page.getByLabel(t.fields.upazila_id, { exact: true }).selectOption({ label: places.upazila });
      await page.getByLabel(t.fields.address_line).fill('House 12, Road 5');
      await page.getByRole('button', { name: t.save }).click();

      await expect(page).toHaveURL(`${localePrefix(locale)}/user/addresses`);
      const card = page.locator('[data-address-id]');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Rahima <b>Khatun</b>');
      await expect(card).toContainText(`House 12, Road 5, ${places.upazila}, ${places.district}, ${places.division}`);

      await card.getByRole('link', { name: t.edit }).click();
      await expect(page).toHaveURL(new RegExp(`${localePrefix(locale)}/user/addresses/\\d+$`));
      await page.reload();
      await expect(page.getByLabel(t.fields.upazila_id, { exact: true })).toHaveValue('10012');
      await page.getByLabel(t.fields.name).fill('Rahima Begum');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(`${localePrefix(locale)}/user/addresses`);
      await expect(card).toContainText('Rahima Begum');

      // The first address became the default delivery one; making another one the default moves the badge.
      await api('/user/create_address', addressBody('Second address'), shopper.access_token);
      await page.reload();
      await expect(card).toHaveCount(2);
      const first = card.filter({ hasText: 'Rahima Begum' });
      const second = card.filter({ hasText: 'Second address' });
      await expect(first.getByText(t.defaultDelivery, { exact: true })).toBeVisible();
      await second.getByRole('button', { name: t.makeDefaultDelivery }).click();
      await expect(second.getByText(t.defaultDelivery, { exact: true })).toBeVisible();
      await expect(first.getByText(t.defaultDelivery, { exact: true })).toHaveCount(0);
      await expect(first.getByRole('button', { name: t.makeDefaultDelivery })).toBeVisible();

      await first.getByRole('button', { name: t.delete }).click();
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(first).toHaveCount(0);
      await second.getByRole('button', { name: t.delete }).click();
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByText(t.empty)).toBeVisible();
    });

    test("a deep link to an address works on reload, and another user's address is not found", async ({ page }) => {
      test.setTimeout(90_000);
      const stranger = await verifiedShopper();
      const others = await api<Address>('/user/create_address', addressBody('Not yours'), stranger.access_token);
      const shopper = await login(DEMO_SHOPPER);
      const own = await api<Address>('/user/create_address', addressBody(`Mine ${locale}`), shopper.access_token);
      await signInBrowser(page, shopper);

      await page.goto(`${localePrefix(locale)}/user/addresses/${own.id}`);
      await expect(page.getByLabel(t.fields.name)).toHaveValue(`Mine ${locale}`);
      await page.reload();
      await expect(page.getByLabel(t.fields.name)).toHaveValue(`Mine ${locale}`);
      await expect(page.getByLabel(t.fields.division_id, { exact: true })).toContainText(places.division);

      await page.goto(`${localePrefix(locale)}/user/addresses/${others.id}`);
      await expect(page.getByTestId('address-not-found')).toHaveText(t.notFound);
      await expect(page.getByText('Not yours')).toHaveCount(0);
    });

    test('a logged-out visitor goes to the login page, an unverified user to the OTP page', async ({ page }) => {
      await page.goto(`${localePrefix(locale)}/user/addresses`);
      await expect(page).toHaveURL(`${localePrefix(locale)}/login`);
      expect(await page.evaluate(() => sessionStorage.getItem('auth.redirect'))).toBe(
        `${localePrefix(locale)}/user/addresses`,
      );

      await signInBrowser(page, await login(DEMO_UNVERIFIED));
      await page.goto(`${localePrefix(locale)}/user/addresses/create`);
      await expect(page).toHaveURL(`${localePrefix(locale)}/auth/otp`);
    });
  });
}
