import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import Field, { controlClass } from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import { $coupon, applyCoupon, removeCoupon } from './cart.store';
import { couponFromQuery } from './cart-area';
import type { CartStrings } from './cart-strings';

interface Props {
  strings: CartStrings;
}

/** The page's coupon_code is applied once per page load, not again each time the form mounts. */
let queryCodeApplied = false;

/**
 * Apply a coupon or referral code (GET /coupon against the current subtotal), or remove the one applied; a
 * coupon_code in the address is applied by itself. A refusal resets the coupon and shows the server's reason.
 */
export default function CouponForm({ strings }: Props) {
  const coupon = useStore($coupon);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const applied = coupon.code && (coupon.id > 0 || coupon.affiliate_id > 0);

  async function apply(typed: string) {
    setBusy(true);
    const outcome = await applyCoupon(typed);
    setBusy(false);
    if (outcome.ok) {
      setError(undefined);
      setCode('');
      toast.success(outcome.message || fill(strings.cart.couponActive, { code: $coupon.get().code ?? typed }));
    } else {
      const message = ('message' in outcome && outcome.message) || strings.cartToasts.network;
      setCode(typed);
      setError(message);
      toast.error(message);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the cart first shows.
  useEffect(() => {
    const fromQuery = couponFromQuery(window.location.search);
    if (queryCodeApplied || !fromQuery) return;
    queryCodeApplied = true;
    apply(fromQuery);
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refuseWhenOffline()) return;
    if (code.trim()) apply(code);
    else setError(strings.cart.couponRequired);
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm">
        <span data-coupon-applied>{fill(strings.cart.couponActive, { code: coupon.code ?? '' })}</span>
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => {
            removeCoupon();
            toast.success(strings.cart.couponRemoved);
          }}
        >
          {strings.cart.removeCoupon}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Field id="coupon-code" name="code" label={strings.cart.couponLabel} error={error}>
        {(describedBy) => (
          <div className="flex items-start gap-2">
            <input
              id="coupon-code"
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              className={controlClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <button
              type="submit"
              disabled={busy}
              className="mt-1 shrink-0 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
            >
              {strings.cart.applyCoupon}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
