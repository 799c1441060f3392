import { useState } from 'react';
import type { Locale } from '#contract';
import Field from '@/components/ui/Field';
import { ApiError } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';
import { afterLoginTarget, checkSignUp, OTP_LENGTH } from './auth';
import { register, sendRegisterCode } from './auth.api';
import { takeRedirect } from './auth.store';
import type { SignUpStrings } from './auth-strings';
import { FormAlert } from './FormAlert';
import PhoneCodeButton from './PhoneCodeButton';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';

/**
 * A shopper account: name, Bangladeshi mobile proven by the code texted to it, optional email, password. The account
 * starts with its phone verified, so the shopper goes on signed in, never to the OTP page.
 */
export function SignUpForm({ locale, strings }: { locale: Locale; strings: SignUpStrings }) {
  const { errors, alert, busy, submit, setError } = useAuthForm(strings.auth);
  const [phone, setPhone] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const texts = strings.auth;
  const onSubmit = submit(checkSignUp, async ({ name, otp, email, password }) => {
    await register({ name: name.trim(), phone: phone.trim(), otp, email: email.trim() || undefined, password });
    toast.success(texts.accountCreated);
    window.location.assign(afterLoginTarget(takeRedirect(), locale));
  });
  return (
    <form id="sign-up" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <Field
        id="sign-up-name"
        name="name"
        label={texts.name}
        error={errors.name}
        inputProps={{ autoComplete: 'name' }}
      />
      <div>
        <Field
          id="sign-up-phone"
          name="phone"
          label={texts.phone}
          hint={texts.phoneHint}
          error={errors.phone}
          inputProps={{
            type: 'tel',
            autoComplete: 'tel',
            value: phone,
            onChange: (event) => setPhone(event.target.value),
          }}
        />
        <PhoneCodeButton
          locale={locale}
          phone={phone}
          codeSentTo={codeSentTo}
          onCodeSent={setCodeSentTo}
          send={sendRegisterCode}
          setError={setError}
          failureText={(error) => (error instanceof ApiError && error.failure ? error.message : texts.genericError)}
          texts={{
            ...texts,
            codeSent: texts.registerCodeSent,
            required: texts.validation.required,
            phone: texts.validation.phone,
          }}
        />
      </div>
      <Field
        id="sign-up-otp"
        name="otp"
        label={texts.code}
        error={errors.otp}
        inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: OTP_LENGTH }}
      />
      <Field
        id="sign-up-email"
        name="email"
        label={texts.email}
        error={errors.email}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <Field
        id="sign-up-password"
        name="password"
        label={texts.password}
        hint={texts.passwordHint}
        error={errors.password}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <SubmitButton busy={busy} label={texts.createAccount} busyLabel={texts.working} />
    </form>
  );
}
