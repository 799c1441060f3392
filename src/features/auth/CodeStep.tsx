import type { SubmitEvent } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { OTP_LENGTH } from './auth';
import type { CodeStepStrings } from './auth-strings';
import { SubmitButton } from './SubmitButton';

interface CodeStepProps {
  form: string;
  locale: Locale;
  strings: CodeStepStrings;
  error?: string;
  busy: boolean;
  /** Seconds until another code may be sent (from the API's retry_after). */
  resendIn: number;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onResend: () => void;
}

/** The 6-digit code form with its resend button, disabled while the API's retry_after counts down. */
export function CodeStep({ form, locale, strings, error, busy, resendIn, onSubmit, onResend }: CodeStepProps) {
  return (
    <form id={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        id={`${form}-otp`}
        name="otp"
        label={strings.auth.code}
        error={error}
        inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: OTP_LENGTH }}
      />
      <SubmitButton busy={busy} label={strings.auth.verify} busyLabel={strings.auth.working} />
      <button
        type="button"
        onClick={onResend}
        disabled={busy || resendIn > 0}
        className="text-sm text-brand-800 underline disabled:text-gray-500 disabled:no-underline"
      >
        {resendIn > 0
          ? fill(strings.auth.resendIn, { seconds: formatNumber(resendIn, locale) })
          : strings.auth.resendCode}
      </button>
    </form>
  );
}
