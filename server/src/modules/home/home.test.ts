import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeBanner, HomeInfo, HomeSlide } from '#contract';
import { BENGALI, createTestApp, getData, type TestApp } from '../../app.test-helpers';
import { homeInfo } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t.close());

describe('GET /home_info', () => {
  it('answers the site facts keyed by name, in the request language', async () => {
    const rows = await t.database.db.select().from(homeInfo);
    const en = await getData<HomeInfo>(t.app, '/home_info');
    const bn = await getData<HomeInfo>(t.app, '/home_info', 'bn');
    expect(en).toEqual(Object.fromEntries(rows.map((row) => [row.key, row.valueEn])));
    expect(bn).toEqual(Object.fromEntries(rows.map((row) => [row.key, row.valueBn])));
    expect(bn.site_name).toMatch(BENGALI);
  });
});

describe.each(['/home_slider', '/home_banner'])('GET %s', (url) => {
  it('answers slides with absolute images and site-relative links', async () => {
    const slides = await getData<HomeSlide[] | HomeBanner[]>(t.app, url);
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      expect(Object.keys(slide).sort()).toEqual(['id', 'image', 'link', 'subtitle', 'title']);
      expect(slide.image).toMatch(/^http:\/\/api\.test\/uploads\/.+\.webp$/);
      expect(slide.link).toMatch(/^\//);
    }
  });

  it('titles slides in Bengali for Accept-Language: bn', async () => {
    for (const slide of await getData<HomeSlide[]>(t.app, url, 'bn')) expect(slide.title).toMatch(BENGALI);
  });
});
