import { useState } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { serverFieldErrors } from '@/features/account/account';
import { bangladeshiMobile, OTP_LENGTH } from '@/features/auth/auth';
import { useCountdown } from '@/features/auth/use-countdown';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import { failureMessage } from './seller-registration';
import { sendRegistrationCode } from './seller-registration.api';
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
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const national = bangladeshiMobile(phone);
  const waiting = left > 0 && national !== null && national === codeSentTo;

  async function sendCode() {
    if (refuseWhenOffline()) return;
    if (!national) {
      setError('phone', phone.trim() ? texts.errors.phone : texts.errors.required);
      return;
    }
    setSending(true);
    try {
      const sent = await sendRegistrationCode(national);
      onCodeSent(national);
      start(sent.retry_after);
      setError('phone', undefined);
      setError('otp', undefined);
      toast.success(texts.codeSent);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.phone) setError('phone', fields.phone);
      else toast.error(failureMessage(error, texts));
    } finally {
      setSending(false);
    }
  }

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
        <button
          type="button"
          onClick={sendCode}
          disabled={sending || waiting}
          className="mt-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {waiting
            ? fill(texts.resendIn, { seconds: formatNumber(left, locale) })
            : codeSentTo && national === codeSentTo
              ? texts.resendCode
              : texts.sendCode}
        </button>
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
