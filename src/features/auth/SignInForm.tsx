import type { Locale } from '@contract';
import toast from 'react-hot-toast';
import { localePath } from '@/lib/paths';
import { afterLoginTarget, checkSignIn, fill } from './auth';
import { login } from './auth.api';
import { takeRedirect } from './auth.store';
import type { IslandStrings } from './auth-strings';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

export type SignInStrings = IslandStrings<
  'login' | 'password' | 'signIn' | 'forgotPassword' | 'welcome' | 'wrongCredentials' | 'genericError' | 'working'
>;

/** Phone or email and password; back to the remembered page afterwards. */
export function SignInForm({ locale, strings }: { locale: Locale; strings: SignInStrings }) {
  const { errors, alert, busy, submit } = useAuthForm(strings);
  const onSubmit = submit(
    checkSignIn,
    async ({ login: id, password }) => {
      const user = await login({ login: id.trim(), password });
      toast.success(fill(strings.welcome, { name: user.name }));
      window.location.assign(afterLoginTarget(takeRedirect(), locale));
    },
    // Wrong password, unknown or locked user: one answer, in the page's words.
    (error) => (error.status === 401 ? strings.wrongCredentials : undefined),
  );
  return (
    <form id="sign-in" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <Field form="sign-in" name="login" label={strings.login} autoComplete="username" error={errors.login} />
      <Field
        form="sign-in"
        name="password"
        type="password"
        label={strings.password}
        autoComplete="current-password"
        error={errors.password}
      />
      <a href={localePath(locale, '/auth/forgot-password')} className="self-end text-sm text-brand-800 underline">
        {strings.forgotPassword}
      </a>
      <SubmitButton busy={busy} label={strings.signIn} busyLabel={strings.working} />
    </form>
  );
}
