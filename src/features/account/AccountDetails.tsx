import { type SubmitEvent, useState } from 'react';
import type { Locale, User } from '#contract';
import Field, { controlClass, primaryButtonClass } from '@/components/ui/Field';
import type { IslandStrings } from '@/i18n';
import { $user } from '@/lib/api/session';
import { localePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { displayPhone, problemTexts, profileBody, validateProfile } from './account';
import { updateProfile } from './account.api';
import ChangePhone from './ChangePhone';
import UserArea from './UserArea';
import { useFormErrors } from './useFormErrors';

interface Props {
  locale: Locale;
  strings: IslandStrings<'account'>;
}

/** /user/account_details: name and email; the phone is shown, and changing it goes through a code to the new one. */
export default function AccountDetails({ locale, strings }: Props) {
  return (
    <UserArea guard="authenticated" loading={strings.account.loading}>
      {(user) => <DetailsForm user={user} locale={locale} strings={strings} />}
    </UserArea>
  );
}

function DetailsForm({ user, locale, strings }: Props & { user: User }) {
  const texts = strings.account.details;
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const { errors, busy, submit } = useFormErrors(strings.account.genericError);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    submit(problemTexts(strings.account.errors, validateProfile({ name, email })), async () => {
      $user.set(await updateProfile(profileBody({ name, email })));
      toast.success(texts.saved);
    });
  }

  return (
    <div className="space-y-6">
      <form className="max-w-lg space-y-4" noValidate onSubmit={onSubmit}>
        <Field
          id="name"
          label={texts.name}
          error={errors.name}
          inputProps={{ value: name, autoComplete: 'name', onChange: (e) => setName(e.target.value) }}
        />
        <Field
          id="email"
          label={texts.email}
          error={errors.email}
          inputProps={{ type: 'email', value: email, autoComplete: 'email', onChange: (e) => setEmail(e.target.value) }}
        />
        <Field id="phone" label={texts.phone}>
          {() => (
            <>
              <input
                id="phone"
                className={controlClass}
                value={user.phone ? displayPhone(user.phone, locale) : ''}
                readOnly
              />
              <p className="mt-1 text-sm text-gray-600">
                {texts.phoneNote}{' '}
                {user.phone && !user.phone_verified && (
                  <a className="font-semibold text-brand-700 underline" href={localePath(locale, '/auth/otp')}>
                    {texts.verifyPhone}
                  </a>
                )}
              </p>
            </>
          )}
        </Field>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? texts.saving : texts.save}
        </button>
      </form>
      <ChangePhone user={user} locale={locale} strings={strings} />
    </div>
  );
}
