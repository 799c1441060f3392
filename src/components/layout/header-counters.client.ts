import type { ReadableAtom } from 'nanostores';
import type { Locale } from '#contract';
import { $cartCount } from '@/features/cart/cart-state';
import { $compareCount } from '@/features/compare/compare.store';
import { sessionSyncPlan } from '@/features/session/sync-plan';
import { $wishlistCount } from '@/features/wishlist/wishlist-state';
import { loadChunk } from '@/lib/chunk-load';
import { formatNumber } from '@/lib/money';

const locale = document.documentElement.lang as Locale;
const counts: Record<string, ReadableAtom<number>> = {
  cart: $cartCount,
  wishlist: $wishlistCount,
  compare: $compareCount,
};
for (const [name, store] of Object.entries(counts)) {
  store.subscribe((count) => {
    for (const badge of document.querySelectorAll(`[data-count="${name}"]`)) {
      badge.textContent = formatNumber(count, locale);
    }
  });
}
// The sync (and the API client) loads only when the session has something to bring in line.
if (sessionSyncPlan())
  void loadChunk(() => import('@/features/session/session-sync')).then(({ syncSession }) => syncSession());
