import { type SubmitEvent, useState } from 'react';
import type { User } from '#contract';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/auth';
import type { IslandStrings } from '@/i18n';
import { fill } from '@/i18n/fill';
import { toast } from '@/lib/toast';
import { type PasswordDraft, problemTexts, validatePasswordChange } from './account';
import { changePassword } from './account.api';
import UserArea from './UserArea';
import { useFormErrors } from './useFormErrors';

interface Props {
  strings: IslandStrings<'account'>;
}

const EMPTY: PasswordDraft = { current_password: '', password: '', confirm: '' };

/** /user/change-password: the current password is required (unless the account has none yet). */
export default function ChangePassword({ strings }: Props) {
  return (
    <UserArea guard="authenticated" loading={strings.account.loading}>
      {(user) => <PasswordForm user={user} strings={strings} />}
    </UserArea>
  );
}

function PasswordForm({ user, strings }: Props & { user: User }) {
  const texts = strings.account.password;
  const [draft, setDraft] = useState(EMPTY);
  const { errors, busy, submit } = useFormErrors(strings.account.genericError);
  const input = (field: keyof PasswordDraft, autoComplete: string) => ({
    type: 'password',
    value: draft[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const checks = problemTexts(strings.account.errors, validatePasswordChange(draft, user.has_password), {
      min: MIN_PASSWORD_LENGTH,
    });
    submit(checks, async () => {
      const { current_password, password } = draft;
      await changePassword(user.has_password ? { current_password, password } : { password });
      setDraft(EMPTY);
      toast.success(texts.saved);
    });
  }

  return (
    <form className="max-w-lg space-y-4" noValidate onSubmit={onSubmit}>
      {user.has_password && (
        <Field
          id="current_password"
          label={texts.current}
          error={errors.current_password}
          inputProps={input('current_password', 'current-password')}
        />
      )}
      <Field id="password" label={texts.new} error={errors.password} inputProps={input('password', 'new-password')} />
      <Field id="confirm" label={texts.confirm} error={errors.confirm} inputProps={input('confirm', 'new-password')} />
      <p className="text-sm text-gray-600">{fill(texts.hint, { min: MIN_PASSWORD_LENGTH })}</p>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? texts.saving : texts.save}
      </button>
    </form>
  );
}
