import type { Locale } from '#contract';
import UserArea from '@/features/account/UserArea';
import type { IslandStrings } from '@/i18n';
import { localePath } from '@/lib/paths';
import AddressForm from './AddressForm';

interface Props {
  locale: Locale;
  strings: IslandStrings<'addresses' | 'account.loading'>;
}

/** /user/addresses/create. */
export default function AddressCreate({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => (
        <>
          <BackLink locale={locale} label={strings.addresses.back} />
          <AddressForm locale={locale} strings={strings} />
        </>
      )}
    </UserArea>
  );
}

export function BackLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a className="mb-4 inline-block text-sm text-brand-700 underline" href={localePath(locale, '/user/addresses')}>
      {label}
    </a>
  );
}
