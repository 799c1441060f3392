import { expect, test } from '@playwright/test';
import { fill } from '../../src/i18n/fill';
import { formatNumber } from '../../src/lib/money';
import { DEMO_UNVERIFIED, login, signInBrowser } from './support/account-session';
import { dictionaries, localePrefix } from './support/locale';
import { deliverThroughBackOffice, placeCodOrder, productForSlot, shopperReadyToOrder } from './support/orders';
import { rebuildUntil } from './support/rebuild';

/** A text with a `{{name}}` placeholder as a pattern matching it filled with any name. */
const filledWithAnyName = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{name\}\}/, '.+')}$`);

const HOSTILE = '<img src=x onerror=alert(1)> <script>alert(2)</script>';

for (const locale of ['en', 'bn'] as const) {
  const d = dictionaries[locale];
  const w = d.reviews.write;
  const prefix = localePrefix(locale);
  const stars = (rating: number) => fill(d.reviews.stars, { rating: formatNumber(rating, locale) });

  test.describe(`reviews (${locale})`, () => {
    test('a delivered order → a review at the defaults but one star less, markup in its text → my reviews with a toast, the text inert → on the product page after the incremental rebuild, with its JSON-LD', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const pick = await productForSlot(`reviews ${locale}`, locale);
      const shopper = await shopperReadyToOrder(page, pick, 1);
      const [placed] = (await placeCodOrder(shopper)).orders;
      await deliverThroughBackOffice(placed!.id);

      await page.goto(`${prefix}/user/write-review/${placed!.id}`);
      const form = page.getByTestId('review-form');
      const product = form.getByRole('group', { name: fill(w.productRating, { name: pick.product.name }) });
      const seller = form.getByRole('group', { name: filledWithAnyName(w.sellerRating) });
      const rider = form.getByRole('group', { name: filledWithAnyName(w.riderRating) });
      // The spec's defaults: product 5, seller 3, rider 5.
      await expect(product.getByRole('radio', { name: stars(5) })).toBeChecked();
      await expect(seller.getByRole('radio', { name: stars(3) })).toBeChecked();
      await expect(rider.getByRole('radio', { name: stars(5) })).toBeChecked();

      // A radio group: the arrow keys move the choice.
      await product.getByRole('radio', { name: stars(5) }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(product.getByRole('radio', { name: stars(4) })).toBeChecked();
      const marker = `e2e-review-${locale}-${Date.now()}`;
      const text = `${marker} ${HOSTILE}`;
      await form.getByLabel(fill(w.productText, { name: pick.product.name })).fill(text);
      await form.getByLabel(w.sellerText).fill('Packed well');
      await form.getByRole('button', { name: w.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/user/my-reviews/?$`));
      await expect(page.getByText(w.done)).toBeVisible();
      const mine = page.getByTestId('my-review').filter({ hasText: marker });
      await expect(mine.getByTestId('my-review-text')).toHaveText(text);
      await expect(mine).toContainText(stars(4));
      await expect(page.getByTestId('my-review')).toHaveCount(3);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);

      // The package is reviewed: its form says so.
      await page.goto(`${prefix}/user/write-review/${placed!.id}`);
      await expect(page.getByTestId('review-all-done')).toBeVisible();

      // The static page, as a browser without JavaScript gets it, once the incremental rebuild has run.
      const staticPage = async () => (await request.get(`${prefix}/product/${pick.product.id}`)).text();
      const status = await rebuildUntil(request, async () => (await staticPage()).includes(marker));
      expect(status.last).toMatchObject({ status: 'succeeded', mode: 'incremental' });
      const html = await staticPage();
      expect(html).toContain(marker);
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(2)');
      const graphs = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const structured = graphs.find((graph) => graph['@type'] === 'Product') as {
        aggregateRating: { reviewCount: number };
        review: { reviewBody?: string; author: { name: string }; reviewRating: { ratingValue: number } }[];
      };
      expect(structured.aggregateRating.reviewCount).toBeGreaterThan(1);
      expect(structured.review[0]).toMatchObject({
        reviewBody: text,
        author: { name: 'Test S.' },
        reviewRating: { ratingValue: 4 },
      });

      await page.goto(`${prefix}/product/${pick.product.id}`);
      await page.getByRole('tab', { name: d.product.reviews }).click();
      const latest = page.locator('[data-reviews] li').first();
      await expect(latest).toContainText(text);
      await expect(latest).toContainText('Test S.');
      await expect(latest).toContainText(stars(4));
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });

    test('the server’s 422 shows beside the fields it names, the rest as a toast; nothing leaves the form', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const pick = await productForSlot(`reviews ${locale}`, locale);
      const shopper = await shopperReadyToOrder(page, pick, 1);
      const [placed] = (await placeCodOrder(shopper)).orders;
      await deliverThroughBackOffice(placed!.id);
      await page.route('**/user/store-review', (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            errors: {
              'product_reviews.0.review': ['Too long for the server'],
              'rider_review.review': ['Not a text the server keeps'],
              order_id: ['Order refused'],
            },
          }),
        }),
      );
      await page.goto(`${prefix}/user/write-review/${placed!.id}`);
      const form = page.getByTestId('review-form');
      await form.getByRole('button', { name: w.submit }).click();
      const productText = form.getByLabel(fill(w.productText, { name: pick.product.name }));
      await expect(productText).toHaveAttribute('aria-invalid', 'true');
      await expect(productText).toHaveAccessibleDescription('Too long for the server');
      await expect(form.getByLabel(w.riderText)).toHaveAccessibleDescription('Not a text the server keeps');
      await expect(form.getByLabel(w.sellerText)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Order refused')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/user/write-review/${placed!.id}/?$`));
    });

    test('an unverified shopper is sent to the OTP page', async ({ page }) => {
      await signInBrowser(page, await login(DEMO_UNVERIFIED));
      await page.goto(`${prefix}/user/write-review/1`);
      await expect(page).toHaveURL(`${prefix}/auth/otp`);
      await page.goto(`${prefix}/user/my-reviews`);
      await expect(page).toHaveURL(`${prefix}/auth/otp`);
    });

    test('an order not delivered yet cannot be reviewed', async ({ page }) => {
      const pick = await productForSlot(`reviews ${locale}`, locale);
      const shopper = await shopperReadyToOrder(page, pick, 1);
      const [placed] = (await placeCodOrder(shopper)).orders;
      await page.goto(`${prefix}/user/write-review/${placed!.id}`);
      await expect(page.getByTestId('review-not-found')).toContainText(w.notFound);
    });
  });
}
