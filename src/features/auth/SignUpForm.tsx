import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { checkSignUp } from './auth';
import { register } from './auth.api';
import type { SignUpStrings } from './auth-strings';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

/** A shopper account: name, Bangladeshi mobile, optional email, password; then the phone is verified by OTP. */
export function SignUpForm({ locale, strings }: { locale: Locale; strings: SignUpStrings }) {
  const { errors, alert, busy, submit } = useAuthForm(strings.auth);
  const onSubmit = submit(checkSignUp, async ({ name, phone, email, password }) => {
    await register({ name: name.trim(), phone: phone.trim(), email: email.trim() || undefined, password });
    toast.success(strings.auth.accountCreated);
    window.location.assign(localePath(locale, '/auth/otp'));
  });
  return (
    <form id="sign-up" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <Field
        id="sign-up-name"
        name="name"
        label={strings.auth.name}
        error={errors.name}
        inputProps={{ autoComplete: 'name' }}
      />
      <Field
        id="sign-up-phone"
        name="phone"
        label={strings.auth.phone}
        hint={strings.auth.phoneHint}
        error={errors.phone}
        inputProps={{ type: 'tel', autoComplete: 'tel-national' }}
      />
      <Field
        id="sign-up-email"
        name="email"
        label={strings.auth.email}
        error={errors.email}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <Field
        id="sign-up-password"
        name="password"
        label={strings.auth.password}
        hint={strings.auth.passwordHint}
        error={errors.password}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <SubmitButton busy={busy} label={strings.auth.createAccount} busyLabel={strings.auth.working} />
    </form>
  );
}
