import { type SubmitEvent, useState } from 'react';
import type { User } from '#contract';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/auth';
import { toast } from '@/lib/toast';
import { type PasswordDraft, problemTexts, type Strings, text, validatePasswordChange } from './account';
import { changePassword } from './account.api';
import UserArea from './UserArea';
import { useFormErrors } from './useFormErrors';

interface Props {
  /** The `account` strings. */
  strings: Strings;
}

const EMPTY: PasswordDraft = { current_password: '', password: '', confirm: '' };

/** /user/change-password: the current password is required (unless the account has none yet). */
export default function ChangePassword({ strings }: Props) {
  return (
    <UserArea guard="authenticated" loading={text(strings, 'loading')}>
      {(user) => <PasswordForm user={user} strings={strings} />}
    </UserArea>
  );
}

function PasswordForm({ user, strings }: { user: User; strings: Strings }) {
  const t = (key: string) => text(strings, key, { min: MIN_PASSWORD_LENGTH });
  const [draft, setDraft] = useState(EMPTY);
  const { errors, busy, submit } = useFormErrors(t('genericError'));
  const input = (field: keyof PasswordDraft, autoComplete: string) => ({
    type: 'password',
    value: draft[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const checks = problemTexts(strings, validatePasswordChange(draft, user.has_password), {
      min: MIN_PASSWORD_LENGTH,
    });
    submit(checks, async () => {
      const { current_password, password } = draft;
      await changePassword(user.has_password ? { current_password, password } : { password });
      setDraft(EMPTY);
      toast.success(t('password.saved'));
    });
  }

  return (
    <form className="max-w-lg space-y-4" noValidate onSubmit={onSubmit}>
      {user.has_password && (
        <Field
          id="current_password"
          label={t('password.current')}
          error={errors.current_password}
          inputProps={input('current_password', 'current-password')}
        />
      )}
      <Field
        id="password"
        label={t('password.new')}
        error={errors.password}
        inputProps={input('password', 'new-password')}
      />
      <Field
        id="confirm"
        label={t('password.confirm')}
        error={errors.confirm}
        inputProps={input('confirm', 'new-password')}
      />
      <p className="text-sm text-gray-600">{t('password.hint')}</p>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('password.saving') : t('password.save')}
      </button>
    </form>
  );
}
