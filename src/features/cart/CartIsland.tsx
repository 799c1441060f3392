import type { ReactNode } from 'react';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { NO_SCRIPT_HIDDEN } from '@/lib/image';

interface Props {
  ready: boolean;
  /** `cart.loading`; hidden from visitors without JavaScript (the shell's <noscript> speaks to them). */
  loading: string;
  children: ReactNode;
}

/** The frame of the cart and checkout islands: their toaster, and a loading line until the cart is known. */
export default function CartIsland({ ready, loading, children }: Props) {
  return (
    <>
      <IslandToaster />
      {ready ? (
        children
      ) : (
        <p className={`py-8 text-center text-gray-500 ${NO_SCRIPT_HIDDEN}`} aria-busy="true">
          {loading}
        </p>
      )}
    </>
  );
}
