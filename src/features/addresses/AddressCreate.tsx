import type { Locale } from '#contract';
import { type Strings, text } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import { localePath } from '@/lib/paths';
import AddressForm from './AddressForm';

interface Props {
  locale: Locale;
  /** The `addresses` strings. */
  strings: Strings;
  /** `account.loading`. */
  loading: string;
}

/** /user/addresses/create. */
export default function AddressCreate({ locale, strings, loading }: Props) {
  return (
    <UserArea guard="otp" loading={loading}>
      {() => (
        <>
          <BackLink locale={locale} label={text(strings, 'back')} />
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
