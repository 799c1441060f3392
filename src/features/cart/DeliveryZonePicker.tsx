import { useStore } from '@nanostores/react';
import type { Locale } from '#contract';
import { DELIVERY, DELIVERY_ZONES } from '#contract/cart-basics';
import { fill } from '@/i18n/fill';
import { formatNumber, formatPrice } from '@/lib/money';
import { $deliveryZone } from './cart.store';
import type { CartStrings } from './cart-strings';

interface Props {
  locale: Locale;
  strings: CartStrings;
}

/** Inside or outside Dhaka, with each zone's fee and days from the contract's DELIVERY (the policy pages' figures). */
export default function DeliveryZonePicker({ locale, strings }: Props) {
  const zone = useStore($deliveryZone);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{strings.cart.deliveryZone}</legend>
      {DELIVERY_ZONES.map((candidate) => {
        const { fee, days } = DELIVERY[candidate];
        const detail = fill(strings.cart.zoneDetail, {
          fee: formatPrice(fee, locale),
          days: days.map((day) => formatNumber(day, locale)).join('–'),
        });
        return (
          <label key={candidate} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="delivery-zone"
              value={candidate}
              checked={zone === candidate}
              onChange={() => $deliveryZone.set(candidate)}
              className="mt-1 accent-brand-700"
            />
            <span>
              {strings.cart.zones[candidate]} <span className="text-gray-600">({detail})</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
