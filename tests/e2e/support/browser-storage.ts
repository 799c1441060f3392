import type { Page } from '@playwright/test';

/** A localStorage value of the page's origin, parsed as JSON (null when absent). */
export async function stored<T>(page: Page, key: string): Promise<T | null> {
  return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
}

/** Stores a guest cart the way the site does (localStorage guest_cart), on a page of the site. */
export async function storeGuestCart(page: Page, value: unknown): Promise<void> {
  await page.goto('/pages/coming-soon');
  await page.evaluate((json) => localStorage.setItem('guest_cart', json), JSON.stringify(value));
}
