import { expect, test } from '@playwright/test';

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
