/** Shared by the listing tests: every card of a listing, walking its pages. */

import type { Page, ProductCard } from '#contract';
import type { App } from '../../app';
import { getData } from '../../app.test-helpers';

const PER_PAGE = 50;

export async function everyCard(app: App, query = '', locale: 'en' | 'bn' = 'en'): Promise<ProductCard[]> {
  const page = (n: number) =>
    getData<Page<ProductCard>>(app, `/products?per_page=${PER_PAGE}&page=${n}&${query}`, locale);
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.last_page - 1 }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((answer) => answer.data);
}

export const idsOf = (cards: readonly { id: number }[]) => cards.map((card) => card.id).sort((a, b) => a - b);
