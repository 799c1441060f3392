import { useEffect, useState } from 'react';
import type { Address, Locale } from '#contract';
import { primaryButtonClass } from '@/components/ui/Field';
import { displayPhone } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import type { IslandStrings } from '@/i18n';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { defaultBody, sortAddresses } from './addresses';
import { deleteAddress, fetchAddresses, updateAddress } from './addresses.api';

interface Props {
  locale: Locale;
  strings: IslandStrings<'addresses' | 'account.loading'>;
}

/** /user/addresses: the user's addresses with their default badges; set a default, delete after a confirmation. */
export default function AddressList(props: Props) {
  return (
    <UserArea guard="otp" loading={props.strings.account.loading}>
      {() => <Addresses {...props} />}
    </UserArea>
  );
}

function Addresses({ locale, strings }: Props) {
  const texts = strings.addresses;
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const reload = () =>
    fetchAddresses()
      .then((list) => setAddresses(sortAddresses(list)))
      .catch((error: Error) => toast.error(error.message || texts.errors.generic));

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; later changes reload explicitly.
  useEffect(() => {
    reload();
  }, []);

  async function act(action: () => Promise<unknown>, done: 'defaultSet' | 'deleted') {
    try {
      await action();
      toast.success(texts[done]);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : texts.errors.generic);
    }
    setConfirming(null);
    await reload();
  }

  if (addresses === null) return <p className="text-gray-500">{strings.account.loading}</p>;
  return (
    <div className="space-y-4">
      <a className={`inline-block ${primaryButtonClass}`} href={localePath(locale, '/user/addresses/create')}>
        {texts.add}
      </a>
      {addresses.length === 0 && <p>{texts.empty}</p>}
      <ul className="grid gap-4 md:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id} data-address-id={address.id} className="space-y-2 rounded-md border border-gray-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <strong>{address.name}</strong>
              <span className="text-xs text-gray-600 uppercase">{texts[address.type]}</span>
              {address.is_default_delivery && <Badge>{texts.defaultDelivery}</Badge>}
              {address.is_default_billing && <Badge>{texts.defaultBilling}</Badge>}
            </div>
            <p className="text-sm">{displayPhone(address.phone, locale)}</p>
            <p className="text-sm">
              {address.address_line}, {address.upazila.name}, {address.district.name}, {address.division.name}
            </p>
            <div className="flex flex-wrap gap-3 text-sm">
              <a className="text-brand-700 underline" href={localePath(locale, `/user/addresses/${address.id}`)}>
                {texts.edit}
              </a>
              {!address.is_default_delivery && (
                <button
                  type="button"
                  className="underline"
                  onClick={() => act(() => updateAddress(address.id, defaultBody(address, 'delivery')), 'defaultSet')}
                >
                  {texts.makeDefaultDelivery}
                </button>
              )}
              {!address.is_default_billing && (
                <button
                  type="button"
                  className="underline"
                  onClick={() => act(() => updateAddress(address.id, defaultBody(address, 'billing')), 'defaultSet')}
                >
                  {texts.makeDefaultBilling}
                </button>
              )}
              <button type="button" className="text-red-700 underline" onClick={() => setConfirming(address.id)}>
                {texts.delete}
              </button>
            </div>
            {confirming === address.id && (
              <div role="alertdialog" aria-label={texts.confirmDelete} className="rounded-md bg-red-50 p-3 text-sm">
                <p>{texts.confirmDelete}</p>
                <div className="mt-2 flex gap-3">
                  <button
                    type="button"
                    className="font-semibold text-red-700 underline"
                    onClick={() => act(() => deleteAddress(address.id), 'deleted')}
                  >
                    {texts.confirm}
                  </button>
                  <button type="button" className="underline" onClick={() => setConfirming(null)}>
                    {texts.cancel}
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{children}</span>;
}
