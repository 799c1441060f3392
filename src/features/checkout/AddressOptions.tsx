import type { Address, Locale } from '#contract';
import { displayPhone } from '@/features/account/account';

interface Props {
  /** The radio group's name, also its error's. */
  name: 'shipping' | 'billing';
  legend: string;
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  locale: Locale;
  error?: string;
}

/** One of the shopper's addresses, as a radio group showing each address whole. */
export default function AddressOptions({ name, legend, addresses, value, onChange, locale, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          data-address-option={address.id}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={address.id}
            checked={value === address.id}
            onChange={() => onChange(address.id)}
            aria-invalid={error ? true : undefined}
            className="mt-1 accent-brand-700"
          />
          <span className="min-w-0 break-words">
            <strong className="block">{address.name}</strong>
            <span className="block">{displayPhone(address.phone, locale)}</span>
            <span className="block text-gray-700">
              {address.address_line}, {address.upazila.name}, {address.district.name}, {address.division.name}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700" data-field-error={name}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
