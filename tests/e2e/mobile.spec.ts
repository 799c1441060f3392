import { expect, test } from '@playwright/test';
import { type Category, LOCALES } from '#contract';
import { fill } from '../../src/i18n/fill';
import { apiGet } from './support/api';
import { dictionaries, localePrefix } from './support/locale';

test.use({ viewport: { width: 320, height: 640 } });

test('at 320 px the page does not scroll sideways and the mobile menu opens submenus one by one', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.locator('[data-mmenu-toggle]').click();
  await expect(page.locator('body')).toHaveClass(/mmenu-active/);
  const submenuButtons = page.locator('#mobile-menu button[aria-expanded]');
  await submenuButtons.first().click();
  await expect(submenuButtons.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(submenuButtons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await submenuButtons.first().click();
  await expect(submenuButtons.first()).toHaveAttribute('aria-expanded', 'false');
});

/** A category entry of the menu: a link, or a button with the links of its submenu. */
type MenuEntry = { link: [string, string] } | { button: string; links: [string, string][] };

for (const locale of LOCALES) {
  test(`${locale}: the mobile menu lists every category, a parent's "all" link and subcategories behind its button, though the header carries each category's address once`, async ({
    page,
  }) => {
    const categories = await apiGet<Category[]>('/category', locale);
    const prefix = localePrefix(locale);
    const href = (category: Category) => `${prefix}/categories/${category.slug}`;
    const expected: MenuEntry[] = categories.map((category) =>
      category.children.length === 0
        ? { link: [category.name, href(category)] }
        : {
            button: category.name,
            links: [
              [fill(dictionaries[locale].nav.allOf, { name: category.name }), href(category)],
              ...category.children.map((child): [string, string] => [child.name, href(child)]),
            ],
          },
    );
    const served = (await (await page.goto(`${prefix}/`))?.text()) ?? '';
    const header = served.slice(served.indexOf('<header'), served.indexOf('</header>'));
    for (const category of categories) expect(header.split(`href="${href(category)}"`)).toHaveLength(2);

    await page.locator('[data-mmenu-toggle]').click();
    const entries = await page.locator('#mobile-menu > ul > li').evaluateAll((items) =>
      items.map((item) => {
        const pair = (link: HTMLAnchorElement) => [link.textContent?.trim(), link.getAttribute('href')];
        const button = item.querySelector('button');
        const links = [...item.querySelectorAll('a')].map(pair);
        return button ? { button: button.textContent?.trim(), links } : { link: links[0] };
      }),
    );
    // The fixed links come first, the language switch last.
    expect(entries.slice(5, -1)).toEqual(expected);

    const parent = expected.find((entry) => 'button' in entry);
    const button = page.locator('#mobile-menu button[aria-expanded]').first();
    await button.click();
    const submenu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(submenu.getByRole('link')).toHaveText(
      parent && 'links' in parent ? parent.links.map(([name]) => name) : [],
    );
    await button.click();
    await page.locator('[data-mmenu-toggle]').click();
    await page.locator('[data-mmenu-toggle]').click();
    // Opened again, the menu has its categories once.
    await expect(page.locator('#mobile-menu > ul > li')).toHaveCount(entries.length);
  });
}
