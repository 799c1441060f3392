import { useCallback } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { sendGuestCode } from '@/features/account/account.api';
import type { AddressDraft } from '@/features/addresses/addresses';
import { pickPlace } from '@/features/addresses/addresses';
import PlaceSelects from '@/features/addresses/PlaceSelects';
import { OTP_LENGTH } from '@/features/auth/auth';
import PhoneCodeButton from '@/features/auth/PhoneCodeButton';
import { ApiError } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';
import type { CheckoutField, GuestDraft } from './checkout';
import type { CheckoutStrings } from './checkout-strings';

interface Props {
  locale: Locale;
  draft: GuestDraft;
  onChange: (draft: GuestDraft) => void;
  errors: Partial<Record<CheckoutField, string>>;
  setError: (field: CheckoutField, message: string | undefined) => void;
  /** The phone (national form) the last code went to; null before any. */
  codeSentTo: string | null;
  onCodeSent: (phone: string) => void;
  strings: CheckoutStrings;
}

/** A guest's name, phone, email and address (the address form's selects), and the code sent to the phone. */
export default function GuestDetails({
  locale,
  draft,
  onChange,
  errors,
  setError,
  codeSentTo,
  onCodeSent,
  strings,
}: Props) {
  const texts = strings.checkout.guest;
  const fields = strings.addresses.fields;
  const onLoadError = useCallback(
    () => toast.error(strings.addresses.errors.places),
    [strings.addresses.errors.places],
  );
  const setAddress = (address: AddressDraft) => onChange({ ...draft, address });
  const text = (field: 'name' | 'phone' | 'address_line', autoComplete: string) => ({
    value: draft.address[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => setAddress({ ...draft.address, [field]: event.target.value }),
  });
  return (
    <fieldset className="space-y-4" data-guest-details>
      <legend className="mb-2 text-lg font-semibold">{texts.title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="name" label={fields.name} error={errors.name} inputProps={text('name', 'name')} />
        <Field
          id="email"
          label={texts.email}
          error={errors.email}
          inputProps={{
            value: draft.email,
            type: 'email',
            autoComplete: 'email',
            onChange: (event) => onChange({ ...draft, email: event.target.value }),
          }}
        />
      </div>
      <PlaceSelects
        draft={draft.address}
        labels={{ division_id: fields.division_id, district_id: fields.district_id, upazila_id: fields.upazila_id }}
        choose={strings.addresses.choose}
        errors={errors}
        onPick={(field, id) => setAddress(pickPlace(draft.address, field, id))}
        onLoadError={onLoadError}
      />
      <Field
        id="address_line"
        label={fields.address_line}
        error={errors.address_line}
        inputProps={text('address_line', 'street-address')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div>
          <Field
            id="phone"
            label={fields.phone}
            hint={texts.phoneHint}
            error={errors.phone}
            inputProps={{ ...text('phone', 'tel'), type: 'tel', inputMode: 'tel' }}
          />
          <PhoneCodeButton
            locale={locale}
            phone={draft.address.phone}
            codeSentTo={codeSentTo}
            onCodeSent={onCodeSent}
            send={sendGuestCode}
            setError={setError}
            failureText={(error) =>
              error instanceof ApiError && error.failure ? error.message : strings.cartToasts.network
            }
            texts={{ ...texts, required: strings.checkout.errors.required, phone: strings.checkout.errors.phone }}
          />
        </div>
        <Field
          id="otp"
          label={texts.code}
          hint={texts.codeHint}
          error={errors.otp}
          inputProps={{
            value: draft.otp,
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
            maxLength: OTP_LENGTH,
            onChange: (event) => onChange({ ...draft, otp: event.target.value }),
          }}
        />
      </div>
    </fieldset>
  );
}
