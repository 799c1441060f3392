import { useState } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { checkOtp, checkPhone, typedCode } from './auth';
import { sendResetOtp, verifyResetOtp } from './auth.api';
import { resetTicket } from './auth.store';
import type { ForgotStrings } from './auth-strings';
import { CodeStep } from './CodeStep';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

/** /auth/forgot-password: phone → code by SMS → verified → /auth/reset-password with the reset token kept. */
export default function ForgotPassword({ locale, strings }: { locale: Locale; strings: ForgotStrings }) {
  const [phone, setPhone] = useState<string>();
  const countdown = useCountdown();
  const form = useAuthForm(strings.auth);

  async function send(to: string) {
    const { retry_after } = await sendResetOtp(to);
    countdown.start(retry_after);
    setPhone(to);
    toast.success(strings.auth.codeSent);
  }

  const askForCode = form.submit(checkPhone, ({ phone: typed }) => send(typed.trim()));

  const verify = form.submit(checkOtp, async ({ otp }) => {
    const ticket = await verifyResetOtp(phone!, typedCode(otp)!);
    resetTicket.save(ticket.reset_token);
    toast.success(strings.auth.codeAccepted);
    window.location.assign(localePath(locale, '/auth/reset-password'));
  });

  return (
    <div className="flex flex-col gap-4">
      <IslandToaster />
      <p className="text-gray-700">{strings.auth.forgotIntro}</p>
      <FormAlert message={form.alert} />
      {phone ? (
        <CodeStep
          form="reset-code"
          locale={locale}
          strings={strings}
          error={form.errors.otp}
          busy={form.busy}
          resendIn={countdown.left}
          onSubmit={verify}
          onResend={() => send(phone).catch((error) => form.handleFailure(error))}
        />
      ) : (
        <form id="reset-phone" noValidate onSubmit={askForCode} className="flex flex-col gap-4">
          <Field
            id="reset-phone-phone"
            name="phone"
            label={strings.auth.phone}
            hint={strings.auth.phoneHint}
            error={form.errors.phone}
            inputProps={{ type: 'tel', autoComplete: 'tel' }}
          />
          <SubmitButton busy={form.busy} label={strings.auth.sendCode} busyLabel={strings.auth.working} />
        </form>
      )}
    </div>
  );
}
