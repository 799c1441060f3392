import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveProduct, ProductDetailsResponse } from '#contract';
import { countQueries, createTestApp, failureOf, getApi, getData, type TestApp } from '../../app.test-helpers';
import { everyCard } from './listing.test-helpers';

let t: TestApp;
const live = (ids: (number | string)[]) => getData<LiveProduct[]>(t.app, `/products/live?ids=${ids.join(',')}`);

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
});
afterAll(() => t.close());

describe('GET /products/live', () => {
  it('answers the product pages’ prices, stock and sale, in the order asked, without unknown ids', async () => {
    const cards = await everyCard(t.app);
    const flashed = cards.find((card) => card.flash_sale_ends_at !== null);
    const ids = [...new Set([cards[3]?.id, 999_999, flashed?.id, cards[0]?.id, cards[5]?.id])].filter(
      (id) => id !== undefined,
    );
    expect(flashed).toBeDefined();
    const answer = await live(ids);
    expect(answer.map((product) => product.id)).toEqual(ids.filter((id) => id !== 999_999));
    for (const product of answer) {
      const { product: page } = await getData<ProductDetailsResponse>(t.app, `/products/${product.id}`);
      expect(product).toEqual({
        id: page.id,
        price: page.price,
        sale_price: page.sale_price,
        discount: page.discount,
        discount_percentage: page.discount_percentage,
        quantity: page.quantity,
        flash_sale_ends_at: page.flash_sale_ends_at,
        variants: page.variants.map(({ id, price, sale_price, stock }) => ({ id, price, sale_price, stock })),
      });
    }
  });

  it('costs the same two queries for one id or a hundred', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const one = await countQueries(t.database, () => live(ids.slice(0, 1)));
    const hundred = await countQueries(t.database, () => live(ids));
    expect(one).toBe(2);
    expect(hundred).toBe(one);
  });

  it.each([['0'], ['1,abc'], [Array.from({ length: 101 }, (_, i) => i + 1).join(',')], ['']])(
    'answers ids=%s with 422 on ids',
    async (ids) => {
      const { response } = await getApi(t.app, `/products/live?ids=${ids}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(failureOf(response).errors ?? {})).toEqual(['ids']);
    },
  );
});
