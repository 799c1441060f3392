import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { sendGuestCode } from '@/features/account/account.api';
import { OTP_LENGTH } from '@/features/auth/auth';
import PhoneCodeButton from '@/features/auth/PhoneCodeButton';
import { failureMessage } from './seller-registration';
import type { SellerRegistrationStrings } from './seller-registration-strings';

interface Props {
  locale: Locale;
  phone: string;
  otp: string;
  onChange: (field: 'phone' | 'otp', value: string) => void;
  errors: Record<string, string>;
  setError: (field: 'phone' | 'otp', message: string | undefined) => void;
  /** The phone (national form) the last code went to; null before any. */
  codeSentTo: string | null;
  onCodeSent: (phone: string) => void;
  strings: SellerRegistrationStrings;
}

/** The seller's mobile, the button that texts it a code (then counts down to a resend) and the code's input. */
export default function PhoneCodeFields({
  locale,
  phone,
  otp,
  onChange,
  errors,
  setError,
  codeSentTo,
  onCodeSent,
  strings,
}: Props) {
  const texts = strings.sellOnHaat.registration;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div>
        <Field
          id="phone"
          label={texts.fields.phone}
          hint={texts.hints.phone}
          error={errors.phone}
          inputProps={{
            value: phone,
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            onChange: (event) => onChange('phone', event.target.value),
          }}
        />
        <PhoneCodeButton
          locale={locale}
          phone={phone}
          codeSentTo={codeSentTo}
          onCodeSent={onCodeSent}
          send={sendGuestCode}
          setError={setError}
          failureText={(error) => failureMessage(error, texts)}
          texts={{ ...texts, required: texts.errors.required, phone: texts.errors.phone }}
        />
      </div>
      <Field
        id="otp"
        label={texts.fields.otp}
        hint={texts.hints.otp}
        error={errors.otp}
        inputProps={{
          value: otp,
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          maxLength: OTP_LENGTH,
          onChange: (event) => onChange('otp', event.target.value),
        }}
      />
    </div>
  );
}
