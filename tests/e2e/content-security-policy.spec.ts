import { createHash } from 'node:crypto';
import { expect, type Page, type Response, test } from '@playwright/test';
import { initialVariant } from '../../src/features/product/product';
import { formatNumber } from '../../src/lib/money';
import { dictionaries, localePrefix } from './support/locale';
import { newestDetails } from './support/products';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const part = policy.split(';').find((entry) => entry.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/).slice(1) ?? [];
}

/**
 * A page's own meta policy, the first element after its charset, lists the hash of each of its executable inline
 * scripts and styles and allows nothing inline else; the header leaves inline code to it (site-server/page-policy.ts).
 */
async function expectPolicyCoversPage(response: Response | null) {
  expect(response?.status()).toBe(200);
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header).not.toContain("'sha256-");
  const html = (await response?.text()) ?? '';
  const policy =
    /^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="([^"]*)">/i.exec(
      html,
    )?.[1] ?? '';
  const scripts = directive(policy, 'script-src');
  const styles = directive(policy, 'style-src');
  for (const sources of [scripts, styles]) {
    expect(sources).toContain("'self'");
    expect(sources.every((source) => source === "'self'" || source.startsWith("'sha256-"))).toBe(true);
  }
  let inline = 0;
  for (const [, tag, attributes = '', body = ''] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (!body || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    inline += 1;
    expect(tag === 'script' ? scripts : styles, body.slice(0, 80)).toContain(sha256(body));
  }
  expect(inline).toBeGreaterThan(0);
}

/** Collects every CSP violation the page reports, in events and on the console, from the first byte on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const locale of ['en', 'bn'] as const) {
  const t = dictionaries[locale];
  const prefix = localePrefix(locale);

  test.describe(`content security policy (${locale})`, () => {
    test('every page kind lists its inline hashes in its own policy and runs without a violation; its files have no policy', async ({
      page,
      baseURL,
    }) => {
      const violations = await watchViolations(page);
      const files: Response[] = [];
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        const ours = new URL(response.url()).origin === new URL(baseURL ?? '').origin;
        // An SVG is a document when opened by itself, so it keeps a policy.
        const svg = response.headers()['content-type']?.startsWith('image/svg+xml');
        if (ours && !svg && ['script', 'stylesheet', 'image', 'font'].includes(kind)) files.push(response);
      });
      const [{ product }] = await newestDetails(locale);
      const paths = [
        `${prefix}/`,
        `${prefix}/shop/all-products`,
        `${prefix}/product/${product?.id}`,
        `${prefix}/product/gallery/${product?.id}`,
        `${prefix}/guest/cart`,
        `${prefix}/login`,
      ];
      for (const path of paths) {
        const response = await page.goto(path);
        await expectPolicyCoversPage(response);
        await page.waitForLoadState('load');
      }
      // A guest on the shop cart is sent on by its head script, which the policy must allow too.
      await page.goto(`${prefix}/shop/cart`);
      await expect(page).toHaveURL(`${prefix}/guest/cart`);
      await page.goto(`${prefix}/no/such/page`);
      await page.waitForLoadState('load');
      expect(violations).toEqual([]);
      // Code nobody hashed does not run, though the header alone would allow it: the page's own policy is enforced.
      const productPage = await page.goto(`${prefix}/product/${product?.id}`);
      expect(directive(productPage?.headers()['content-security-policy'] ?? '', 'script-src')).toContain(
        "'unsafe-inline'",
      );
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "ran"';
        document.head.append(script);
        return document.documentElement.dataset.injected ?? 'blocked';
      });
      expect(ran).toBe('blocked');
      await expect.poll(() => violations.some((violation) => violation.startsWith('script-src'))).toBe(true);
      // The policy is the pages' own: the site's scripts, styles, images and fonts come without it.
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(await file.headerValue('content-security-policy'), file.url()).toBeNull();
    });

    test('the islands still work: add to cart with its toast, the cart page and the sign-in form', async ({ page }) => {
      const violations = await watchViolations(page);
      const pick = (await newestDetails(locale)).find(({ product }) => {
        const variant = initialVariant(product.variants, product.selected_variant);
        return variant !== undefined && variant.stock >= 2;
      });
      expect(pick).toBeDefined();
      const product = pick?.product;
      await page.goto(`${prefix}/product/${product?.id}`);
      await page.getByRole('button', { name: t.addToCart.add }).click();
      await expect(page.getByRole('status').filter({ hasText: t.cartToasts.addedToCart })).toBeVisible();
      await expect(page.locator('[data-count="cart"]')).toHaveText(formatNumber(1, locale));

      await page.goto(`${prefix}/shop/cart`);
      await expect(page.getByText(product?.name ?? '').first()).toBeVisible();

      await page.goto(`${prefix}/login`);
      const login = page.getByLabel(t.auth.login, { exact: true });
      await login.fill('01700000000');
      await expect(login).toHaveValue('01700000000');
      expect(violations).toEqual([]);
    });
  });
}
