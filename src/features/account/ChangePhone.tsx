import { type SubmitEvent, useState } from 'react';
import type { Locale, User } from '#contract';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { bangladeshiMobile, OTP_LENGTH, typedCode } from '@/features/auth/auth';
import { useCountdown } from '@/features/auth/use-countdown';
import type { IslandStrings } from '@/i18n';
import { fill } from '@/i18n/fill';
import { $user } from '@/lib/api/session';
import { formatNumber } from '@/lib/money';
import { toast } from '@/lib/toast';
import { problemTexts, validateCode, validateNewPhone } from './account';
import { requestPhoneChange, verifyPhoneChange } from './account.api';
import { useFormErrors } from './useFormErrors';

interface Props {
  user: User;
  locale: Locale;
  strings: IslandStrings<'account'>;
}

const linkButtonClass = 'text-sm font-semibold text-brand-700 underline disabled:text-gray-500 disabled:no-underline';

/** A new phone, a code sent to it, the code back: the account's phone changes (and other devices sign out). */
export default function ChangePhone({ user, locale, strings }: Props) {
  const texts = strings.account.phoneChange;
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  /** The number the last code went to, as sent ('01XXXXXXXXX'). */
  const [sentTo, setSentTo] = useState<string>();
  const countdown = useCountdown();
  const { errors, busy, submit } = useFormErrors(strings.account.genericError);

  if (!open) {
    return (
      <button type="button" className={linkButtonClass} onClick={() => setOpen(true)}>
        {texts.open}
      </button>
    );
  }

  const send = () =>
    submit(problemTexts(strings.account.errors, validateNewPhone(phone, user.phone)), async () => {
      const to = bangladeshiMobile(phone)!;
      const { retry_after } = await requestPhoneChange(to);
      countdown.start(retry_after);
      setSentTo(to);
      setOtp('');
      toast.success(texts.codeSent);
    });

  function onSend(event: SubmitEvent) {
    event.preventDefault();
    send();
  }

  function onVerify(event: SubmitEvent) {
    event.preventDefault();
    submit(problemTexts(strings.account.errors, validateCode(otp)), async () => {
      $user.set(await verifyPhoneChange({ phone: sentTo!, otp: typedCode(otp)! }));
      toast.success(texts.changed);
      setOpen(false);
      setPhone('');
      setSentTo(undefined);
    });
  }

  const changedNumber = sentTo !== undefined && bangladeshiMobile(phone) !== sentTo;
  return (
    <section aria-labelledby="change-phone-title" className="max-w-lg space-y-4 rounded-md border border-gray-200 p-4">
      <h2 id="change-phone-title" className="font-semibold">
        {texts.title}
      </h2>
      <form id="change-phone" noValidate onSubmit={onSend} className="space-y-4">
        <Field
          id="new-phone"
          label={texts.newPhone}
          error={errors.phone}
          inputProps={{
            type: 'tel',
            value: phone,
            autoComplete: 'tel',
            onChange: (e) => setPhone(e.target.value),
          }}
        />
        {(!sentTo || changedNumber) && (
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {texts.sendCode}
          </button>
        )}
      </form>
      {sentTo && !changedNumber && (
        <form id="change-phone-code" noValidate onSubmit={onVerify} className="space-y-4">
          <Field
            id="phone-code"
            label={texts.code}
            error={errors.otp}
            inputProps={{
              value: otp,
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              maxLength: OTP_LENGTH,
              onChange: (e) => setOtp(e.target.value),
            }}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? texts.working : texts.verify}
            </button>
            <button type="button" className={linkButtonClass} disabled={busy || countdown.left > 0} onClick={send}>
              {countdown.left > 0
                ? fill(texts.resendIn, { seconds: formatNumber(countdown.left, locale) })
                : texts.resend}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
