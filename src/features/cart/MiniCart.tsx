import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#contract';
import { cartTotals } from '#contract/cart';
import { primaryButtonClass } from '@/components/ui/Field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { fill } from '@/i18n/fill';
import { $shopperId } from '@/lib/api/session';
import { formatNumber, formatPrice } from '@/lib/money';
import { localePath } from '@/lib/paths';
import { $cart } from './cart-state';
import type { MiniCartStrings } from './cart-strings';
import OrderLines from './OrderLines';

interface Props {
  locale: Locale;
  strings: MiniCartStrings;
}

/** Lines listed before "and N more". */
const SHOWN_LINES = 4;

/**
 * The header's cart preview, beside the cart link inside `[data-mini-cart]` (mini-cart-mount.client.ts mounts it on
 * the first hover, touch or focus there). It renders nothing until hydrated; then it opens while a mouse is over the
 * link or the keyboard focus is within (never on touch screens, where a tap follows the link), and Escape hides it.
 */
export default function MiniCart({ locale, strings }: Props) {
  const hydrated = useHydrated();
  const { data: lines } = useStore($cart);
  const area = useStore($shopperId) === null ? 'guest' : 'shop';
  const [dismissed, setDismissed] = useState(false);
  const panel = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel (and so its ref) exists once hydrated.
  useEffect(() => {
    const trigger = panel.current?.closest<HTMLElement>('[data-mini-cart]');
    if (!trigger) return;
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    const reset = () => setDismissed(false);
    const resetOnLeave = (event: FocusEvent) => !trigger.contains(event.relatedTarget as Node | null) && reset();
    document.addEventListener('keydown', dismiss);
    trigger.addEventListener('pointerleave', reset);
    trigger.addEventListener('focusout', resetOnLeave);
    return () => {
      document.removeEventListener('keydown', dismiss);
      trigger.removeEventListener('pointerleave', reset);
      trigger.removeEventListener('focusout', resetOnLeave);
    };
  }, [hydrated]);

  if (!hydrated) return null;
  const more = lines.length - SHOWN_LINES;
  return (
    <section
      ref={panel}
      data-mini-cart-panel
      aria-label={strings.cart.mini.title}
      className={`absolute top-full right-0 z-40 w-80 max-w-[calc(100vw-1.5rem)] space-y-3 rounded-md border border-gray-200 bg-white p-3 text-sm shadow-lg ${dismissed ? 'hidden' : 'hidden group-hover:block group-has-[:focus-visible]:block'}`}
    >
      <p className="font-semibold">{strings.cart.mini.title}</p>
      {lines.length === 0 ? (
        <p>{strings.cart.mini.empty}</p>
      ) : (
        <>
          <OrderLines lines={lines.slice(0, SHOWN_LINES)} locale={locale} lineText={strings.cart.mini.line} />
          {more > 0 && (
            <p className="text-gray-600">{fill(strings.cart.mini.more, { count: formatNumber(more, locale) })}</p>
          )}
          <p className="flex justify-between border-t border-gray-200 pt-2 font-semibold">
            <span>{strings.cart.mini.subtotal}</span>
            <span data-mini-subtotal>{formatPrice(cartTotals(lines).subtotal, locale)}</span>
          </p>
          <p className="flex gap-2">
            <a
              href={localePath(locale, `/${area}/cart`)}
              className="flex-1 rounded-md border border-brand-700 px-3 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              {strings.cart.mini.viewCart}
            </a>
            <a href={localePath(locale, `/${area}/checkout`)} className={`flex-1 text-center ${primaryButtonClass}`}>
              {strings.cart.mini.checkout}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
