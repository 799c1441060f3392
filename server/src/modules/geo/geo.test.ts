import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoPlace, GeoPlaceWithChildren } from '#contract';
import { BENGALI, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const DHAKA_DISTRICT = 47;
const CHATTOGRAM_DISTRICT = 8;
const names = (places: GeoPlace[]) => places.map((place) => place.name);

describe('GET /division', () => {
  it('lists the 8 divisions with modern English spellings, sorted by name', async () => {
    const divisions = await getData<GeoPlace[]>(t.app, '/division');
    expect(divisions).toHaveLength(8);
    expect(names(divisions)).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
  });

  it('answers in Bengali with Accept-Language: bn', async () => {
    const divisions = await getData<GeoPlace[]>(t.app, '/division', 'bn');
    expect(divisions).toHaveLength(8);
    expect(divisions.every((division) => BENGALI.test(division.name))).toBe(true);
    expect(divisions).toContainEqual({ id: 6, name: 'ঢাকা' });
    expect(divisions).toContainEqual({ id: 1, name: 'চট্টগ্রাম' });
  });
});

describe('GET /division/{id}', () => {
  it('answers a division with its districts; the 8 divisions hold the 64 districts', async () => {
    const divisions = await getData<GeoPlace[]>(t.app, '/division');
    const withDistricts = await Promise.all(
      divisions.map((division) => getData<GeoPlaceWithChildren>(t.app, `/division/${division.id}`)),
    );
    const districtIds = withDistricts.flatMap((division) => division.children.map((district) => district.id));
    expect(new Set(districtIds).size).toBe(64);
    expect(districtIds).toHaveLength(64);

    const chattogram = withDistricts.find((division) => division.id === 1);
    expect(chattogram?.name).toBe('Chattogram');
    expect(names(chattogram?.children ?? [])).toEqual(expect.arrayContaining(['Cumilla', "Cox's Bazar", 'Chattogram']));
  });

  it('names the districts in Bengali, sorted in Bengali order', async () => {
    const dhaka = await getData<GeoPlaceWithChildren>(t.app, '/division/6', 'bn');
    expect(dhaka.name).toBe('ঢাকা');
    expect(dhaka.children).toHaveLength(13);
    expect(dhaka.children).toContainEqual({ id: DHAKA_DISTRICT, name: 'ঢাকা' });
    const sorted = [...names(dhaka.children)].sort(new Intl.Collator('bn').compare);
    expect(names(dhaka.children)).toEqual(sorted);
  });

  it.each(['/division/0', '/division/abc', '/division/1%20or%201=1'])('answers %s with 422 on id', async (url) => {
    const { response } = await getApi(t.app, url);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['id']);
  });

  it('answers an unknown division with 404 in the request language', async () => {
    const { response } = await getApi(t.app, '/division/9', 'bn');
    expect(response.statusCode).toBe(404);
    expect(failureOf(response)).toEqual({ success: false, code: 'NOT_FOUND', message: '৯ নম্বরের কোনো বিভাগ নেই।' });
  });
});

describe('GET /district/{id}', () => {
  it('lists the Dhaka city thanas with the upazilas of Dhaka district, sorted by name', async () => {
    const dhaka = await getData<GeoPlaceWithChildren>(t.app, `/district/${DHAKA_DISTRICT}`);
    const list = names(dhaka.children);
    expect(list).toEqual(
      expect.arrayContaining(['Savar', 'Keraniganj', 'Gulshan', 'Dhanmondi', 'Mirpur', 'Uttara West']),
    );
    expect(list).toEqual([...list].sort(new Intl.Collator('en').compare));
    expect(dhaka.children.find((place) => place.name === 'Gulshan')?.id).toBeGreaterThan(10_000);
  });

  it('lists the Chattogram city thanas in Bengali', async () => {
    const chattogram = await getData<GeoPlaceWithChildren>(t.app, `/district/${CHATTOGRAM_DISTRICT}`, 'bn');
    expect(chattogram.name).toBe('চট্টগ্রাম');
    expect(names(chattogram.children)).toEqual(
      expect.arrayContaining(['পাঁচলাইশ', 'ডবলমুরিং', 'পতেঙ্গা', 'কর্ণফুলী', 'হাটহাজারী']),
    );
    expect(chattogram.children.every((place) => BENGALI.test(place.name))).toBe(true);
  });

  it('keeps every upazila and thana id unique across districts', async () => {
    const ids = [];
    for (let district = 1; district <= 64; district++) {
      const { children } = await getData<GeoPlaceWithChildren>(t.app, `/district/${district}`);
      expect(children.length).toBeGreaterThan(0);
      ids.push(...children.map((place) => place.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(494 + 65);
  });

  it('answers an unknown district with 404', async () => {
    const { response } = await getApi(t.app, '/district/65');
    expect(response.statusCode).toBe(404);
    expect(failureOf(response)).toEqual({ success: false, code: 'NOT_FOUND', message: 'There is no district 65.' });
  });
});
