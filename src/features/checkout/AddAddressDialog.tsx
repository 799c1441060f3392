import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Address, Locale } from '#contract';
import type { IslandStrings } from '@/i18n';
import { loadChunk } from '@/lib/chunk-load';

// Loaded when the shopper opens the dialog: most checkouts never need it, and it is no part of the first load.
const AddressForm = lazy(() => loadChunk(() => import('@/features/addresses/AddressForm')));

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (address: Address) => void;
  locale: Locale;
  strings: IslandStrings<'addresses' | 'checkout.addressDialog' | 'checkout.closeDialog' | 'checkout.formLoading'>;
}

/**
 * "Add address" over the checkout (the spec's uiType modal with redirect_to checkout): the addresses feature's own
 * form in a modal dialog (focus kept inside, Escape closes); the saved address comes back without leaving the page.
 */
export default function AddAddressDialog({ open, onClose, onSaved, locale, strings }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="add-address-title"
      className="m-auto w-[calc(100vw-1rem)] max-w-2xl rounded-md p-4 backdrop:bg-black/40 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="add-address-title" className="text-lg font-semibold">
          {strings.checkout.addressDialog}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 text-2xl leading-none"
          aria-label={strings.checkout.closeDialog}
        >
          ×
        </button>
      </div>
      {open && (
        <Suspense fallback={<p aria-busy="true">{strings.checkout.formLoading}</p>}>
          <AddressForm
            locale={locale}
            strings={strings}
            origin={{ uiType: 'modal', redirect_to: 'checkout' }}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </dialog>
  );
}
