import { expect, test } from '@playwright/test';

/**
 * Every link of the header and the footer (menus, account, cart, language switch, policies, programmes: whatever
 * they hold when the site is built) answers 200, in both languages. Other sites, mail and phone links are not ours.
 */
for (const home of ['/', '/bn']) {
  test(`every header and footer link on ${home} answers 200`, async ({ page }) => {
    await page.goto(home);
    const origin = new URL(page.url()).origin;
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const targets = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin)
          .map((url) => `${url.pathname}${url.search}`),
      ),
    ];
    // The footer alone has the shopping, company and policy pages: a page without them would pass too easily.
    expect(targets.length).toBeGreaterThan(12);
    const failed: string[] = [];
    for (const target of targets) {
      const response = await page.request.get(target);
      if (response.status() !== 200) failed.push(`${target} → ${response.status()}`);
    }
    expect(failed).toEqual([]);
  });
}
