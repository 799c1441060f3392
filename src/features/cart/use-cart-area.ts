import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { $shopperId } from '@/lib/api/session';
import { loadChunk } from '@/lib/chunk-load';
import { toast } from '@/lib/toast';
import { $cart, $cartTotals, dropBuyNow, loadServerCart, refreshCart } from './cart.store';
import { cartAreaRedirect, isBuyNowCheckout, type LineChange, quoteChanges, totalsDiffer } from './cart-area';

/** What the last server quote changed: lines it dropped, capped or repriced, and whether its totals differed. */
export interface QuoteNotice {
  changes: LineChange[];
  pricesChanged: boolean;
}

export const NO_NOTICE: QuoteNotice = { changes: [], pricesChanged: false };

export interface CartArea {
  /** False until the visitor is known to belong here and the cart has been loaded and quoted. */
  ready: boolean;
  /** checkout?buy_now=true: the buy-now item alone. */
  buyNow: boolean;
  notice: QuoteNotice;
  /** Has the server quote the cart again (after a change), one quote at a time. */
  requote: () => Promise<void>;
}

/**
 * The start the cart and checkout islands share: the visitor goes to their own area's page (cartAreaRedirect);
 * a signed-in shopper's cart comes from the server; then the server quotes the active lines, repairing what the
 * browser had (a tampered or stale local cart is never trusted). Runs again when the shopper signs in or out.
 * Any page but checkout?buy_now=true sets the buy-now item aside, so its lines and totals are the cart's.
 */
export function useCartArea(networkMessage: string): CartArea {
  const shopperId = useStore($shopperId);
  const [ready, setReady] = useState(false);
  const [buyNow, setBuyNow] = useState(false);
  const [notice, setNotice] = useState<QuoteNotice>(NO_NOTICE);
  const queue = useRef(Promise.resolve());

  const quote = useCallback(async () => {
    const { data, singleData } = $cart.get();
    const before = singleData ? [singleData] : data;
    // Nothing to quote: an empty cart's page (a guest's usual first view) shows at once, with no call to the API.
    if (before.length === 0) {
      setNotice(NO_NOTICE);
      return;
    }
    const local = $cartTotals.get();
    try {
      const answer = await refreshCart();
      // The cart keeps its quantities and marks its lines (lineStatus); only the buy-now item was lowered or dropped.
      const changes = quoteChanges(before, answer).filter((change) => singleData || change.reason === 'price_changed');
      setNotice({ changes, pricesChanged: totalsDiffer(local, $cartTotals.get()) });
      if (answer.coupon_message) toast.error(answer.coupon_message);
    } catch {
      toast.error(networkMessage);
    }
  }, [networkMessage]);

  const requote = useCallback(() => {
    queue.current = queue.current.then(quote);
    return queue.current;
  }, [quote]);

  useEffect(() => {
    let current = true;
    setReady(false);
    const { pathname, search, hash } = window.location;
    const redirect = cartAreaRedirect(pathname + search + hash, shopperId !== null);
    // Signed in: a guest cart waiting to be merged is merged first (in turn with the header's session sync: one
    // lock), so neither leaving this page nor loading the server cart cuts the merge short.
    const synced =
      shopperId === null
        ? Promise.resolve()
        : loadChunk(() => import('./cart-sync'))
            .then((sync) => sync.syncServerCart())
            .catch(() => undefined);
    if (redirect) {
      synced.then(() => window.location.replace(redirect));
      return;
    }
    const buyNowPage = isBuyNowCheckout(search);
    setBuyNow(buyNowPage);
    (async () => {
      await synced;
      if (!buyNowPage) {
        // The cart page shows the cart's own lines and totals, even when the server cart cannot be loaded.
        dropBuyNow();
        const loaded = await loadServerCart();
        if (!loaded.ok) toast.error(('message' in loaded && loaded.message) || networkMessage);
      }
      await requote();
      if (current) setReady(true);
    })();
    return () => {
      current = false;
    };
  }, [shopperId, requote, networkMessage]);

  return { ready, buyNow, notice, requote };
}
