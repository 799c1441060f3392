import type { ReactNode } from 'react';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { NO_SCRIPT_HIDDEN } from '@/lib/image';

interface Props {
  ready: boolean;
  /** `cart.loading`; hidden from visitors without JavaScript (the shell's <noscript> speaks to them). */
  loading: string;
  /**
   * The page's empty cart, as `children` render it once ready (the same component, at the same place): shown instead
   * of the loading line from the first paint when the head found a guest's cart empty (GUEST_CART_EMPTY_SCRIPT;
   * global.css). Once ready, an empty cart keeps that very element: the page neither shifts nor paints a new one.
   */
  empty: ReactNode;
  children: ReactNode;
}

/** The frame of the cart and checkout islands: their toaster, and a loading line until the cart is known. */
export default function CartIsland({ ready, loading, empty, children }: Props) {
  return (
    <>
      <IslandToaster />
      {!ready && (
        <p className={`py-8 text-center text-gray-500 ${NO_SCRIPT_HIDDEN}`} aria-busy="true" data-cart-loading>
          {loading}
        </p>
      )}
      <div className="contents" data-cart-known-empty-view={ready ? undefined : ''}>
        {ready ? children : empty}
      </div>
    </>
  );
}
