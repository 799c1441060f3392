import { useState } from 'react';
import type { Locale } from '#contract';
import { bangladeshiMobile } from '@/features/auth/auth';
import { useCountdown } from '@/features/auth/use-countdown';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import { serverFieldErrors } from './account';
import { sendGuestCode } from './account.api';

export interface GuestCodeTexts {
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
  setError: (field: 'phone' | 'otp', message: string | undefined) => void;
  /** What a refusal without a field error, or no answer, shows. */
  failureText: (error: unknown) => string;
  texts: GuestCodeTexts;
}

/**
 * The button that texts a one-time code to a phone without an account (POST /guest/otp: the guest checkout, a
 * seller registering), then counts down to the resend the API allows for that phone.
 */
export default function GuestCodeButton({
  locale,
  phone,
  codeSentTo,
  onCodeSent,
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
      const sent = await sendGuestCode(national);
      onCodeSent(national);
      start(sent.retry_after);
      setError('phone', undefined);
      setError('otp', undefined);
      toast.success(texts.codeSent);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.phone) setError('phone', fields.phone);
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
