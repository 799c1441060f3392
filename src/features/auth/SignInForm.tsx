import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { afterLoginTarget, checkSignIn } from './auth';
import { login } from './auth.api';
import { takeRedirect } from './auth.store';
import type { SignInStrings } from './auth-strings';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

/** Phone or email and password; back to the remembered page afterwards. */
export function SignInForm({ locale, strings }: { locale: Locale; strings: SignInStrings }) {
  const { errors, alert, busy, submit } = useAuthForm(strings.auth);
  const onSubmit = submit(
    checkSignIn,
    async ({ login: id, password }) => {
      const user = await login({ login: id.trim(), password });
      toast.success(fill(strings.auth.welcome, { name: user.name }));
      window.location.assign(afterLoginTarget(takeRedirect(), locale));
    },
    // Wrong password, unknown or locked user: one answer, in the page's words.
    (error) => (error.status === 401 ? strings.auth.wrongCredentials : undefined),
  );
  return (
    <form id="sign-in" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <Field
        id="sign-in-login"
        name="login"
        label={strings.auth.login}
        error={errors.login}
        inputProps={{ autoComplete: 'username' }}
      />
      <Field
        id="sign-in-password"
        name="password"
        label={strings.auth.password}
        error={errors.password}
        inputProps={{ type: 'password', autoComplete: 'current-password' }}
      />
      <a href={localePath(locale, '/auth/forgot-password')} className="self-end text-sm text-brand-800 underline">
        {strings.auth.forgotPassword}
      </a>
      <SubmitButton busy={busy} label={strings.auth.signIn} busyLabel={strings.auth.working} />
    </form>
  );
}
