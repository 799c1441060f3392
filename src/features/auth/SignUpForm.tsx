import type { Locale } from '@contract';
import toast from 'react-hot-toast';
import { localePath } from '@/lib/paths';
import { checkSignUp } from './auth';
import { register } from './auth.api';
import type { IslandStrings } from './auth-strings';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

export type SignUpStrings = IslandStrings<
  | 'name'
  | 'phone'
  | 'phoneHint'
  | 'email'
  | 'password'
  | 'passwordHint'
  | 'createAccount'
  | 'accountCreated'
  | 'genericError'
  | 'working'
>;

/** A shopper account: name, Bangladeshi mobile, optional email, password; then the phone is verified by OTP. */
export function SignUpForm({ locale, strings }: { locale: Locale; strings: SignUpStrings }) {
  const { errors, alert, busy, submit } = useAuthForm(strings);
  const onSubmit = submit(checkSignUp, async ({ name, phone, email, password }) => {
    await register({ name: name.trim(), phone: phone.trim(), email: email.trim() || undefined, password });
    toast.success(strings.accountCreated);
    window.location.assign(localePath(locale, '/auth/otp'));
  });
  return (
    <form id="sign-up" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <Field form="sign-up" name="name" label={strings.name} autoComplete="name" error={errors.name} />
      <Field
        form="sign-up"
        name="phone"
        type="tel"
        label={strings.phone}
        hint={strings.phoneHint}
        autoComplete="tel-national"
        error={errors.phone}
      />
      <Field form="sign-up" name="email" type="email" label={strings.email} autoComplete="email" error={errors.email} />
      <Field
        form="sign-up"
        name="password"
        type="password"
        label={strings.password}
        hint={strings.passwordHint}
        autoComplete="new-password"
        error={errors.password}
      />
      <SubmitButton busy={busy} label={strings.createAccount} busyLabel={strings.working} />
    </form>
  );
}
