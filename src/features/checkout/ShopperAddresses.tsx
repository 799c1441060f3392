import { useState } from 'react';
import type { Address, Locale } from '#contract';
import AddAddressDialog from './AddAddressDialog';
import AddressOptions from './AddressOptions';
import { type CheckoutField, defaultBilling } from './checkout';
import type { CheckoutStrings } from './checkout-strings';

interface Props {
  /** The shopper's addresses; null while loading. */
  addresses: Address[] | null;
  shippingId: number | null;
  /** Null: billed to the shipping address. */
  billingId: number | null;
  onShipping: (id: number) => void;
  onBilling: (id: number | null) => void;
  /** A new address from the dialog: added to the list and chosen for delivery. */
  onAdded: (address: Address) => void;
  errors: Partial<Record<CheckoutField, string>>;
  locale: Locale;
  strings: CheckoutStrings;
}

/** A signed-in shopper's delivery address (the default preselected), "add address" in a dialog, and billing. */
export default function ShopperAddresses(props: Props) {
  const { addresses, shippingId, billingId, onShipping, onBilling, onAdded, errors, locale, strings } = props;
  const texts = strings.checkout;
  const [dialogOpen, setDialogOpen] = useState(false);
  const billingChoices = addresses?.filter((address) => address.id !== shippingId) ?? [];
  return (
    <section className="space-y-4" aria-busy={addresses === null}>
      {addresses?.length === 0 && <p>{texts.noAddresses}</p>}
      {addresses && addresses.length > 0 ? (
        <AddressOptions
          name="shipping"
          legend={texts.shippingAddress}
          addresses={addresses}
          value={shippingId}
          onChange={onShipping}
          locale={locale}
          error={errors.shipping}
        />
      ) : (
        errors.shipping && (
          <p className="text-sm text-red-700" data-field-error="shipping">
            {errors.shipping}
          </p>
        )
      )}
      <button
        type="button"
        onClick={() => setDialogOpen(true)}
        className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {texts.addAddress}
      </button>
      {billingChoices.length > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={billingId === null}
            onChange={(event) =>
              onBilling(event.target.checked ? null : (defaultBilling(addresses ?? [], shippingId)?.id ?? null))
            }
            className="accent-brand-700"
          />
          {texts.billingSame}
        </label>
      )}
      {billingId !== null && billingChoices.length > 0 && (
        <AddressOptions
          name="billing"
          legend={texts.billingAddress}
          addresses={billingChoices}
          value={billingId}
          onChange={onBilling}
          locale={locale}
          error={errors.billing}
        />
      )}
      <AddAddressDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={(address) => {
          onAdded(address);
          setDialogOpen(false);
        }}
        locale={locale}
        strings={strings}
      />
    </section>
  );
}
