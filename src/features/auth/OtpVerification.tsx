import { useEffect, useState } from 'react';
import type { Locale } from '#contract';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { checkOtp, typedCode } from './auth';
import { fetchUser, sendPhoneOtp, verifyPhoneOtp } from './auth.api';
import { applyGuard } from './auth-guard';
import type { OtpStrings } from './auth-strings';
import { CodeStep } from './CodeStep';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

/** Spec section 9: home this long after the phone is verified. */
const HOME_AFTER_MS = 1000;

/** /auth/otp: send a code to the signed-in user's phone, verify it, refetch the user, go home after 1 s. */
export default function OtpVerification({ locale, strings }: { locale: Locale; strings: OtpStrings }) {
  const [allowed, setAllowed] = useState(false);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const form = useAuthForm(strings.auth);

  useEffect(() => {
    applyGuard('not_access_otp_verified').then((user) => setAllowed(Boolean(user)));
  }, []);

  async function send() {
    try {
      const { retry_after } = await sendPhoneOtp();
      countdown.start(retry_after);
      setSent(true);
      toast.success(strings.auth.codeSent);
    } catch (error) {
      form.handleFailure(error);
    }
  }

  const verify = form.submit(checkOtp, async ({ otp }) => {
    await verifyPhoneOtp(typedCode(otp)!);
    toast.success(strings.auth.phoneVerified);
    await fetchUser();
    setTimeout(() => window.location.assign(localePath(locale, '/')), HOME_AFTER_MS);
  });

  if (!allowed) return null;
  return (
    <div className="flex flex-col gap-4">
      <IslandToaster />
      <p className="text-gray-700">{strings.auth.otpIntro}</p>
      <FormAlert message={form.alert} />
      {sent ? (
        <CodeStep
          form="otp"
          locale={locale}
          strings={strings}
          error={form.errors.otp}
          busy={form.busy}
          resendIn={countdown.left}
          onSubmit={verify}
          onResend={send}
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          className="flex flex-col"
        >
          <SubmitButton busy={form.busy} label={strings.auth.sendCode} busyLabel={strings.auth.working} />
        </form>
      )}
    </div>
  );
}
