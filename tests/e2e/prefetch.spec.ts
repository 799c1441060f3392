import { type CDPSession, expect, type Page, type Request, test } from '@playwright/test';

const PRODUCT_PAGE = '/product/1';
/** Issue 17's figure: about 50 KB of prefetched pages per page view. */
const BUDGET_BYTES = 50_000;
/** The noindex personal shells the product page links to in its header. */
const PERSONAL = /^\/(?:login|shop\/cart|compare|shop\/wishlist)\/?$/;

/** Pages (not files or pictures, not the navigation itself) the page asks its own origin for: its prefetches. */
function recordPrefetches(page: Page): Request[] {
  const prefetches: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const site = new URL(page.url() === 'about:blank' ? request.url() : page.url());
    const isPage = !/\.\w+$/.test(url.pathname) && request.resourceType() !== 'image';
    if (url.origin === site.origin && isPage && !request.isNavigationRequest()) prefetches.push(request);
  });
  return prefetches;
}

/** Resolves after the page has had its chance to prefetch: 2 s after load, then an idle moment, then a margin. */
const pastPrefetchDecision = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestIdleCallback(() => setTimeout(resolve, 1000)), 2000)),
  );

/** Waits until no prefetch started or finished for a second, then returns the bytes they transferred. */
async function settledBytes(prefetches: Request[]): Promise<number> {
  let seen = -1;
  await expect
    .poll(
      async () => {
        const finished = await Promise.all(prefetches.map((request) => request.response()));
        const now = finished.length;
        const quiet = now === seen && finished.every(Boolean);
        seen = now;
        return quiet;
      },
      { intervals: [1000], timeout: 20_000 },
    )
    .toBe(true);
  const sizes = await Promise.all(prefetches.map((request) => request.sizes()));
  return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
}

const SLOW_LINKS: { name: string; emulate: (cdp: CDPSession) => Promise<unknown> }[] = [
  {
    name: 'data-saver on',
    emulate: (cdp) => cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }),
  },
  {
    name: 'a 2g connection (60 kbps, 1.5 s round trips)',
    emulate: (cdp) => throttle(cdp, 60, 1500),
  },
  {
    name: "issue 17's 2G-class link (256 kbps, 800 ms round trips, which Chromium calls 3g)",
    emulate: (cdp) => throttle(cdp, 256, 800),
  },
];

function throttle(cdp: CDPSession, kbps: number, latency: number) {
  const bytesPerSecond = (kbps * 1000) / 8;
  return cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

for (const { name, emulate } of SLOW_LINKS) {
  test(`nothing is prefetched with ${name}`, async ({ page }) => {
    const prefetches = recordPrefetches(page);
    await page.goto(PRODUCT_PAGE);
    // Throttled after load (the page reads the connection when it decides), so the test does not wait on the link.
    await emulate(await page.context().newCDPSession(page));
    await pastPrefetchDecision(page);
    expect(prefetches.map((request) => request.url())).toEqual([]);
  });
}

test('on a fast connection the product page prefetches catalogue pages within about 50 KB, no personal shell first', async ({
  page,
}) => {
  const prefetches = recordPrefetches(page);
  await page.goto(PRODUCT_PAGE);
  await pastPrefetchDecision(page);
  const bytes = await settledBytes(prefetches);
  const paths = prefetches.map((request) => new URL(request.url()).pathname);
  console.log(`product page prefetched ${bytes} bytes: ${paths.join(' ')}`);
  expect(paths.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  const firstPersonal = paths.findIndex((path) => PERSONAL.test(path));
  const lastCatalogue = paths.findLastIndex((path) => !PERSONAL.test(path));
  expect(lastCatalogue).toBeGreaterThanOrEqual(0);
  if (firstPersonal !== -1) expect(firstPersonal).toBeGreaterThan(lastCatalogue);
});

test('a page visited in this session is not prefetched again', async ({ page }) => {
  await page.goto('/');
  const prefetches = recordPrefetches(page);
  await page.goto(PRODUCT_PAGE);
  await pastPrefetchDecision(page);
  await settledBytes(prefetches);
  const paths = prefetches.map((request) => new URL(request.url()).pathname);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths).not.toContain('/');
});
