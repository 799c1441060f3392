/** Chooses the products of the demo collections and flash sales from what was seeded. */
import { COLLECTION_SIZE, type CollectionRule, EID_CATEGORIES } from './data/home';
import type { ProductFacts } from './products';
import type { Random } from './random';

const top = (facts: readonly ProductFacts[], score: (fact: ProductFacts) => number) =>
  [...facts].sort((a, b) => score(b) - score(a) || a.id - b.id).slice(0, COLLECTION_SIZE);

export function pickCollection(rng: Random, facts: readonly ProductFacts[], rule: CollectionRule): ProductFacts[] {
  switch (rule) {
    case 'newest':
      return top(facts, (fact) => fact.createdAt);
    case 'best-selling':
      return top(facts, (fact) => fact.soldCount);
    case 'eid':
      return rng.sample(
        facts.filter((fact) => EID_CATEGORIES.includes(fact.category)),
        COLLECTION_SIZE,
      );
    case 'under-1000':
      return rng.sample(
        facts.filter((fact) => fact.price < 1000),
        COLLECTION_SIZE,
      );
  }
}

/** Up to `count` in-stock products, taken in turn from each category so a sale spans several. */
export function pickSaleItems(rng: Random, facts: readonly ProductFacts[], count: number): ProductFacts[] {
  const groups = new Map<string, ProductFacts[]>();
  for (const fact of facts) {
    if (!fact.inStock) continue;
    const group = groups.get(fact.category);
    if (group) group.push(fact);
    else groups.set(fact.category, [fact]);
  }
  const shuffled = [...groups.values()].map((group) => rng.sample(group, count));
  const picked: ProductFacts[] = [];
  for (let round = 0; picked.length < count && shuffled.some((group) => group.length > round); round++) {
    for (const group of shuffled) {
      const fact = group[round];
      if (fact && picked.length < count) picked.push(fact);
    }
  }
  return picked;
}
