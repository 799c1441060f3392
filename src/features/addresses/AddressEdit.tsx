import { useEffect, useState } from 'react';
import type { Address, Locale } from '#contract';
import UserArea from '@/features/account/UserArea';
import type { IslandStrings } from '@/i18n';
import { ApiError } from '@/lib/api/api-client';
import { BackLink } from './AddressCreate';
import AddressForm from './AddressForm';
import { addressIdFromPath } from './addresses';
import { fetchAddress } from './addresses.api';

interface Props {
  locale: Locale;
  strings: IslandStrings<'addresses' | 'account.loading'>;
}

/** /user/addresses/{id}: one static shell for every id (a rewrite serves it), the id read from the address bar. */
export default function AddressEdit({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <>
          <BackLink locale={locale} label={strings.addresses.back} />
          <EditLoaded locale={locale} strings={strings} />
        </>
      )}
    </UserArea>
  );
}

type Loaded = { state: 'loading' } | { state: 'found'; address: Address } | { state: 'missing' } | { state: 'failed' };

function EditLoaded({ locale, strings }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const id = addressIdFromPath(window.location.pathname);
    if (id === null) {
      setLoaded({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    fetchAddress(id, controller.signal)
      .then((address) => setLoaded({ state: 'found', address }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Another user's address is 404 too: the API does not say it exists.
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, []);

  if (loaded.state === 'loading') return <p className="text-gray-500">{strings.account.loading}</p>;
  if (loaded.state === 'found') return <AddressForm locale={locale} strings={strings} address={loaded.address} />;
  return (
    <p role="alert" data-testid="address-not-found" className="rounded-md border border-gray-200 p-4">
      {loaded.state === 'missing' ? strings.addresses.notFound : strings.addresses.errors.generic}
    </p>
  );
}
