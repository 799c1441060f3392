import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Locale, ProductDetail } from '#contract';
import { MAX_COMPARE } from '#contract/cart-basics';
import EmptyState, { catalogueLinks } from '@/components/ui/EmptyState';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cartProductOf } from '@/features/cart/cart';
import { addToCart } from '@/features/cart/cart.store';
import { refusalText } from '@/features/cart/cart-outcome';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { toast } from '@/lib/toast';
import CompareTable from './CompareTable';
import { fetchCompareDetails } from './compare.api';
import { $compare, clearCompare, removeFromCompare } from './compare.store';
import type { CompareStrings } from './compare-strings';
import { inCompareOrder } from './compare-table';

interface Props {
  locale: Locale;
  strings: CompareStrings;
}

/**
 * /compare: the products of this browser's compare list side by side, their details fetched in one call. Products
 * the API no longer has drop out of the list. Works for guests and signed-in shoppers alike.
 */
export default function ComparePage({ locale, strings }: Props) {
  const texts = strings.compare;
  const hydrated = useHydrated();
  const items = useStore($compare);
  const [loaded, setLoaded] = useState<ProductDetail[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ids = items.map((item) => item.id);
  const { products } = inCompareOrder(ids, loaded);
  // Only products not fetched yet are asked for: a removal needs no call, an addition in another tab does.
  const missing = ids.filter((id) => !loaded.some((product) => product.id === id)).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to fetch again.
  useEffect(() => {
    if (!hydrated || !missing) return;
    const wanted = missing.split(',').map(Number);
    const controller = new AbortController();
    setFailed(false);
    fetchCompareDetails(wanted, controller.signal).then(
      (found) => {
        setLoaded((current) => [...current, ...found]);
        for (const id of inCompareOrder(wanted, found).gone) removeFromCompare(id);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [hydrated, missing, attempt]);

  function remove(product: ProductDetail) {
    removeFromCompare(product.id);
    toast.success(strings.cartToasts.removedFromCompare);
  }

  function clear() {
    clearCompare();
    toast.success(strings.cartToasts.compareCleared);
  }

  async function add(product: ProductDetail, variantId: number) {
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) return;
    const outcome = await addToCart(cartProductOf(product), variant, 1);
    if (outcome.ok) toast.success(strings.cartToasts.addedToCart);
    else toast.error(refusalText(outcome, strings, locale));
  }

  const count = (value: number) => formatNumber(value, locale);
  let body: ReactNode;
  if (!hydrated || (missing && !failed && products.length === 0)) {
    body = (
      <p className="py-8 text-center text-gray-500" aria-busy="true">
        {texts.loading}
      </p>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={texts.empty}
        hint={texts.emptyHint}
        links={catalogueLinks(locale, { browse: texts.browse, categories: texts.categories })}
        testId="compare-empty"
      />
    );
  } else {
    body = (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-gray-700 text-sm" data-testid="compare-count">
            {fill(texts.count, { count: count(items.length), max: count(MAX_COMPARE) })}
          </p>
          <button type="button" className="text-gray-700 text-sm underline" onClick={clear}>
            {texts.clear}
          </button>
        </div>
        {items.length >= MAX_COMPARE && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="compare-full">
            {fill(texts.full, { max: count(MAX_COMPARE) })}
          </p>
        )}
        {failed && (
          <p role="alert" className="text-sm">
            {texts.loadFailed}{' '}
            <button type="button" className="font-semibold underline" onClick={() => setAttempt(attempt + 1)}>
              {texts.retry}
            </button>
          </p>
        )}
        {products.length > 1 && <p className="text-gray-600 text-sm sm:hidden">{texts.scrollHint}</p>}
        {products.length > 0 && (
          <CompareTable locale={locale} products={products} strings={strings} onRemove={remove} onAddToCart={add} />
        )}
      </div>
    );
  }
  return (
    <>
      <IslandToaster />
      {body}
    </>
  );
}
