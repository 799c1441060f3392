import { type Browser, chromium } from 'playwright';
import { CHROMIUM_ARGS, FULL_CHROMIUM, findBrowser } from '../find-browser';
import { percentile } from './percentile';

export interface CartClick {
  url: string;
  /** Milliseconds from the click's input event to the header cart counter's new text, one per run. */
  runs: number[];
  median: number;
}

const CPU_SLOWDOWN = 4;

/** One guest's first "Add to cart" on a fresh page, on a CPU slowed 4× (after the page has loaded). */
async function oneClick(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const add = page.locator('[data-add]:enabled');
    await add.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const counter = document.querySelector('[data-count="cart"]')!;
      const timing = new Promise<number>((resolve) => {
        let clickedAt = 0;
        // Capture on the document: runs before the control's own listener; timeStamp is the input event's time.
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
        new MutationObserver(() => resolve(performance.now() - clickedAt)).observe(counter, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      Object.assign(window, { cartClickTiming: timing });
    });
    await add.click();
    return await page.evaluate(() => (window as unknown as { cartClickTiming: Promise<number> }).cartClickTiming);
  } finally {
    await context.close();
  }
}

/** Whether a guest can add the product on this page (its first variant in stock). */
async function addable(browser: Browser, url: string): Promise<boolean> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    return await page.locator('[data-add]').isEnabled({ timeout: 10_000 });
  } finally {
    await page.close();
  }
}

/**
 * Median time from a click on "Add to cart" to the header counter changing, over `runs` fresh guest pages of the
 * first of `urls` whose product can be added.
 */
export async function benchCartClick(urls: string[], runs = 7): Promise<CartClick> {
  const browser = await chromium.launch({
    executablePath: findBrowser(process.env, FULL_CHROMIUM) ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    let url: string | undefined;
    for (const candidate of urls) {
      if (await addable(browser, candidate)) {
        url = candidate;
        break;
      }
    }
    if (!url) throw new Error('no product page with an enabled "Add to cart" among those tried');
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await oneClick(browser, url));
    return { url, runs: times, median: percentile(times, 0.5) };
  } finally {
    await browser.close();
  }
}
