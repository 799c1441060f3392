import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_API_URL, E2E_SITE_URL } from './support/e2e-env';

const API_ORIGIN = new URL(E2E_API_URL).origin;

test.use({ viewport: { width: 390, height: 844 } });

/** Scrolls until the image is in view: its section renders only when near (content-visibility), which moves it. */
async function scrollTo(image: Locator) {
  await expect(async () => {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeInViewport({ ratio: 0.5, timeout: 1000 });
  }).toPass();
}

/** The last card image of the home page: far below the fold, left for the lazy loader (tagged, because the
 * loader removes the `data-lazy-src` that finds it). */
async function lastCardImage(page: Page): Promise<Locator> {
  await page
    .locator('main article img[data-lazy-src]')
    .last()
    .evaluate((image) => image.setAttribute('id', 'target'));
  return page.locator('#target');
}

async function requestsFor(page: Page, image: Locator) {
  const url = (await image.getAttribute('data-lazy-src')) ?? '';
  const source = new URL(url, E2E_SITE_URL).searchParams.get('url') ?? '';
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('url') === source) seen.push(request.url());
  });
  return { url, seen };
}

test("the home hero comes through the image proxy on the site's own origin with a srcset, sized for a phone", async ({
  page,
}) => {
  const heroResponse = page.waitForResponse((response) => response.url().includes('/image-proxy/hero?'));
  await page.goto('/');
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // Addressed from the root: the page's own origin, without its 20 characters on every picture address.
  await expect(hero).toHaveAttribute(
    'src',
    new RegExp(`^/image-proxy/hero\\?w=\\d+&url=${API_ORIGIN}/uploads/sliders/`),
  );
  await expect(hero).toHaveAttribute('srcset', / 480w, .* 1600w$/);
  const response = await heroResponse;
  expect(new URL(response.url()).origin).toBe(E2E_SITE_URL);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // 366 CSS pixels wide at 1x: a 480-pixel rendition, not the 1600-pixel original.
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeLessThanOrEqual(480);
});

test('a card image loads only when scrolled into view', async ({ page }) => {
  await page.goto('/');
  const image = await lastCardImage(page);
  const { url, seen } = await requestsFor(page, image);
  expect(url).toContain('/image-proxy/thumbnail?');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(seen).toEqual([]);
  await expect(image).not.toHaveAttribute('srcset');
  await scrollTo(image);
  await expect(image).toHaveAttribute('src', url);
  // Its srcset comes with it (src/lib/srcset.ts): the same picture at each thumbnail width.
  const candidates = url.replace(/\?w=\d+&/, '?w=WIDTH&');
  await expect(image).toHaveAttribute(
    'srcset',
    [160, 240, 320, 480, 640].map((width) => `${candidates.replace('WIDTH', String(width))} ${width}w`).join(', '),
  );
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(seen).toHaveLength(1);
});

test('an image inserted later whose URL already loaded is shown without scrolling to it', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main img').first();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const loaded = (await hero.getAttribute('src')) ?? '';
  const late = page.locator('#late-image');
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.id = 'late-image';
    image.src = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    image.dataset.lazySrc = src;
    document.querySelector('footer')?.append(image);
  }, loaded);
  await expect(late).toHaveAttribute('src', loaded);
  expect(await late.evaluate((image) => image.getBoundingClientRect().top)).toBeGreaterThan(844);
});

test('a card image that fails shows the placeholder after one attempt', async ({ page }) => {
  await page.goto('/');
  const image = await lastCardImage(page);
  const { seen } = await requestsFor(page, image);
  await page.route(
    (url) => url.pathname === '/image-proxy/thumbnail',
    (route) => route.abort(),
  );
  await scrollTo(image);
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg[^"]+%3Crect/);
  await expect(image).toHaveAttribute('data-failed', '1');
  expect(seen).toHaveLength(1);
});

test('the image proxy refuses a picture from a foreign host', async ({ request }) => {
  const response = await request.get(`${API_ORIGIN}/image-proxy/hero?url=https://example.com/cat.png`);
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
});
