import { expect, type Locator, test } from '@playwright/test';
import type { AuthTokens, User, Vendor } from '#contract';
import { codeSentTo, login, newPhone } from './support/account-session';
import { api, apiGet } from './support/api';
import { E2E_API_URL, E2E_SITE_URL } from './support/e2e-env';
import { dictionaries, localePrefix } from './support/locale';
import { rebuildUntil } from './support/rebuild';
import { E2E_ADMIN_TOKEN } from './support/rebuild-env';

/** Dhaka division, Dhaka district and its Dhanmondi city thana, as the page's language names them. */
const PLACES = {
  en: { division: 'Dhaka', district: 'Dhaka', upazila: 'Dhanmondi' },
  bn: { division: 'ঢাকা', district: 'ঢাকা', upazila: 'ধানমন্ডি' },
};
const PASSWORD = 'seller-pass-1';

test.describe.configure({ timeout: 240_000 });

/** Fills every field of `form` but the shop names, with a code really sent to `phone` (read from the SMS outbox). */
async function fillOwnerAndShop(form: Locator, locale: 'en' | 'bn', phone: string) {
  const texts = dictionaries[locale].sellOnHaat.registration;
  const places = dictionaries[locale].addresses.fields;
  await form.getByLabel(texts.fields.name).fill('Rahima Khatun');
  await form.getByLabel(texts.fields.phone, { exact: true }).fill(phone);
  await form.getByRole('button', { name: texts.sendCode }).click();
  await form.getByLabel(texts.fields.otp).fill(await codeSentTo(phone));
  await form.getByLabel(texts.fields.email, { exact: true }).fill(`seller-${phone}@example.com`);
  await form.getByLabel(texts.fields.password).fill(PASSWORD);
  // Bengali digits and spaces, as an NID is often written.
  await form.getByLabel(texts.fields.nid).fill(locale === 'bn' ? '১২৩৪ ৫৬৭ ৮৯০' : '1234567890');
  await form.getByLabel(places.division_id, { exact: true }).selectOption({ label: PLACES[locale].division });
  await form.getByLabel(places.district_id, { exact: true }).selectOption({ label: PLACES[locale].district });
  await form.getByLabel(places.upazila_id, { exact: true }).selectOption({ label: PLACES[locale].upazila });
  await form.getByLabel(texts.fields.address_line).fill('Shop 12, Level 3, Bashundhara City');
  await form.getByLabel(texts.payoutTypes.nagad, { exact: true }).check();
  await form.locator('#payout-account').fill(phone);
  await form.locator('input[name="category_ids"]').first().check();
}

for (const locale of ['en', 'bn'] as const) {
  const texts = dictionaries[locale].sellOnHaat;
  const prefix = localePrefix(locale);

  test(`a seller registers a shop, sees it pending, and after approval it is listed on /shops (${locale})`, async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    const shopName = `Nakshi Ghar ${phone.slice(-6)}`;
    const shopNameBn = `নকশি ঘর ${phone.slice(-6)}`;
    const [taken] = await apiGet<Vendor[]>('/vendor', 'en');

    await page.goto(`${prefix}/sell-on-haat`);
    await expect(page.locator('main h1')).toHaveText(texts.link);
    await page.locator('main a[data-register-shop]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sell-on-haat/registration/?$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const form = texts.registration;
    const fields = page.getByTestId('seller-registration');
    await expect(fields.getByRole('button', { name: form.submit })).toBeEnabled();
    await fillOwnerAndShop(fields, locale, phone);

    // A name another shop has: the server's message shows beside the shop name, which gets the focus.
    await fields.getByLabel(form.fields.shop_name, { exact: true }).fill(taken!.name);
    await fields.getByRole('button', { name: form.submit }).click();
    await expect(page.locator('[data-field-error="shop_name"]')).toBeVisible();
    await expect(fields.getByLabel(form.fields.shop_name, { exact: true })).toBeFocused();
    await expect(fields.getByLabel(form.fields.shop_name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fields.getByLabel(form.fields.shop_name, { exact: true }).fill(shopName);
    await fields.getByLabel(form.fields.shop_name_bn).fill(shopNameBn);
    await fields.getByRole('button', { name: form.submit }).click();
    await expect(page.locator('[data-registration-success]')).toHaveText(form.success);
    // After the spec's two seconds, the dashboard, signed in as the new seller, with the shop under review.
    await page.waitForURL(new RegExp(`${prefix}/user/dashboard/?$`));
    const status = page.locator('[data-shop-status]');
    await expect(status).toHaveAttribute('data-shop-status', 'pending');
    await expect(status).toContainText(locale === 'bn' ? shopNameBn : shopName);

    // The back office approves the shop (by its id, from the seller's own GET /user).
    const seller: AuthTokens = await login({ login: phone, password: PASSWORD });
    const user = await api<User>('/user', undefined, seller.access_token);
    expect(user.vendor).toMatchObject({ status: 'pending' });
    const approval = await request.post(`${E2E_API_URL}/admin/vendors/${user.vendor!.id}/approve`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(approval.status()).toBe(200);

    await page.reload();
    await expect(status).toHaveAttribute('data-shop-status', 'approved');
    await expect(status.getByRole('link', { name: texts.status.visit })).toHaveAttribute(
      'href',
      `${prefix}/shop/profile/${user.vendor!.id}`,
    );

    // The static pages as they are served now (the browser may hold a copy prefetched before the rebuild for a
    // minute), in both languages: a rebuild patches the new shop in, with its own pages and its sitemap entries.
    const names = [
      ['', shopName],
      ['/bn', shopNameBn],
    ] as const;
    const shows = async (path: string, name: string) => (await (await request.get(path)).text()).includes(name);
    const listed = async () =>
      (await Promise.all(names.map(([lang, name]) => shows(`${lang}/shops`, name)))).every(Boolean);
    const rebuilt = await rebuildUntil(request, listed);
    expect(rebuilt.last, JSON.stringify(rebuilt.last)).toMatchObject({ status: 'succeeded' });
    expect(await listed()).toBe(true);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const [lang, name] of names) {
      const shopPage = await request.get(`${lang}/shop/profile/${user.vendor!.id}`);
      expect(shopPage.status()).toBe(200);
      expect(await shopPage.text()).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      expect(await shows(`${lang}/shop/profile`, name), `${lang}/shop/profile lists the shop`).toBe(true);
      expect(sitemap).toContain(`<loc>${E2E_SITE_URL}${lang}/shop/profile/${user.vendor!.id}/</loc>`);
    }
  });
}
