import { createRoot } from 'react-dom/client';
import type { Locale } from '#contract';
import type { MiniCartStrings } from './cart-strings';
import MiniCart from './MiniCart';

/** Renders the header's cart preview into `root` (mini-cart-mount.client.ts calls it on the first interaction). */
export function mountMiniCart(root: HTMLElement, strings: string) {
  const locale = document.documentElement.lang as Locale;
  createRoot(root).render(<MiniCart locale={locale} strings={JSON.parse(strings) as MiniCartStrings} />);
}
