import { useState } from 'react';
import type { Locale, OtpSent } from '#contract';
import { fill } from '@/i18n/fill';
import { ApiError } from '@/lib/api/api-client';
import { formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import { bangladeshiMobile } from './auth';
import { useCountdown } from './use-countdown';

export interface PhoneCodeTexts {
  sendCode: string;
  resendCode: string;
  /** With `{{seconds}}`. */
  resendIn: string;
  codeSent: string;
  /** The phone field's errors: empty, and not a Bangladeshi mobile. */
  required: string;
  phone: string;
}

interface Props {
  locale: Locale;
  /** The phone as typed. */
  phone: string;
  /** The phone (national form) the last code went to; null before any. */
  codeSentTo: string | null;
  onCodeSent: (phone: string) => void;
  /** The call that texts the code: a guest's (POST /guest/otp) or a registration's (POST /v1/auth/register/otp). */
  send: (phone: string) => Promise<OtpSent>;
  setError: (field: 'phone' | 'otp', message: string | undefined) => void;
  /** What a refusal without a field error, or no answer, shows. */
  failureText: (error: unknown) => string;
  texts: PhoneCodeTexts;
}

/** The first message on `phone` of a 422, already in the page's language. */
const phoneRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? error.failure?.errors?.phone?.[0] : undefined;

/**
 * The button that texts a one-time code to a phone typed in a form (the guest checkout, a seller registering, a
 * shopper signing up), then counts down to the resend the API allows for that phone.
 */
export default function PhoneCodeButton({
  locale,
  phone,
  codeSentTo,
  onCodeSent,
  send,
  setError,
  failureText,
  texts,
}: Props) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const national = bangladeshiMobile(phone);
  const waiting = left > 0 && national !== null && national === codeSentTo;

  async function sendCode() {
    if (refuseWhenOffline()) return;
    if (!national) {
      setError('phone', phone.trim() ? texts.phone : texts.required);
      return;
    }
    setSending(true);
    try {
      const sent = await send(national);
      onCodeSent(national);
      start(sent.retry_after);
      setError('phone', undefined);
      setError('otp', undefined);
      toast.success(texts.codeSent);
    } catch (error) {
      const refusal = phoneRefusal(error);
      if (refusal) setError('phone', refusal);
      else toast.error(failureText(error));
    } finally {
      setSending(false);
    }
  }

  return (
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
  );
}
