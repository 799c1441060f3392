import { useEffect, useState } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { checkNewPassword } from './auth';
import { resetPassword } from './auth.api';
import { resetTicket } from './auth.store';
import type { ResetStrings } from './auth-strings';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

/** /auth/reset-password: a new password for the reset token the code step left in this tab; then /login. */
export default function ResetPassword({ locale, strings }: { locale: Locale; strings: ResetStrings }) {
  const [token, setToken] = useState<string | null>();
  const form = useAuthForm(strings.auth);
  useEffect(() => setToken(resetTicket.read()), []);

  const onSubmit = form.submit(checkNewPassword, async ({ password }) => {
    await resetPassword(token!, password);
    resetTicket.clear();
    toast.success(strings.auth.resetDone);
    window.location.assign(localePath(locale, '/login'));
  });

  if (token === undefined) return null;
  if (token === null) {
    return (
      <p className="flex flex-col gap-3 text-gray-700">
        {strings.auth.resetExpired}
        <a href={localePath(locale, '/auth/forgot-password')} className="text-brand-800 underline">
          {strings.auth.startAgain}
        </a>
      </p>
    );
  }
  return (
    <form id="reset" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <IslandToaster />
      <FormAlert message={form.alert} />
      <Field
        id="reset-password"
        name="password"
        label={strings.auth.newPassword}
        hint={strings.auth.passwordHint}
        error={form.errors.password}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <SubmitButton busy={form.busy} label={strings.auth.resetTitle} busyLabel={strings.auth.working} />
    </form>
  );
}
