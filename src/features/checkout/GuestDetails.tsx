import { useCallback, useState } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { serverFieldErrors } from '@/features/account/account';
import type { AddressDraft } from '@/features/addresses/addresses';
import { pickPlace } from '@/features/addresses/addresses';
import PlaceSelects from '@/features/addresses/PlaceSelects';
import { bangladeshiMobile, OTP_LENGTH } from '@/features/auth/auth';
import { useCountdown } from '@/features/auth/use-countdown';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { formatNumber } from '@/lib/money';
import { toast } from '@/lib/toast';
import type { CheckoutField, GuestDraft } from './checkout';
import { sendGuestOtp } from './checkout.api';
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
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
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
  const phone = bangladeshiMobile(draft.address.phone);
  const waiting = left > 0 && phone !== null && phone === codeSentTo;

  async function sendCode() {
    if (!phone) {
      setError('phone', draft.address.phone.trim() ? strings.checkout.errors.phone : strings.checkout.errors.required);
      return;
    }
    setSending(true);
    try {
      const sent = await sendGuestOtp(phone);
      onCodeSent(phone);
      start(sent.retry_after);
      setError('phone', undefined);
      setError('otp', undefined);
      toast.success(texts.codeSent);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors?.phone) setError('phone', fieldErrors.phone);
      else toast.error(error instanceof ApiError && error.failure ? error.message : strings.cartToasts.network);
    } finally {
      setSending(false);
    }
  }

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
          <button
            type="button"
            onClick={sendCode}
            disabled={sending || waiting}
            className="mt-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {waiting
              ? fill(texts.resendIn, { seconds: formatNumber(left, locale) })
              : codeSentTo && phone === codeSentTo
                ? texts.resendCode
                : texts.sendCode}
          </button>
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
