import type { Page } from '@playwright/test';

/** A localStorage value of the page's origin, parsed as JSON (null when absent). */
export async function stored<T>(page: Page, key: string): Promise<T | null> {
  return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
}
