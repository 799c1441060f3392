import { type SubmitEvent, useRef, useState } from 'react';
import type { Locale, PayoutType, User } from '#contract';
import { AFFILIATE_PROMOTION_MAX_LENGTH } from '#contract/affiliates';
import { PAYOUT_TYPES } from '#contract/payouts';
import Field, { controlClass, primaryButtonClass } from '@/components/ui/Field';
import { useFocusFirstProblem } from '@/components/ui/use-focus-first-problem';
import { problemTexts } from '@/features/account/account';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import {
  type AffiliateDraft,
  emptyDraft,
  registrationBody,
  registrationFailure,
  successPath,
  validateDraft,
} from './affiliates';
import { registerAffiliate } from './affiliates.api';
import type { RegistrationStrings } from './affiliates-strings';

interface Props {
  user: User;
  locale: Locale;
  strings: RegistrationStrings;
}

/**
 * The application: name, email, where to pay, where and how the applicant promotes. Offline it sends nothing (the
 * page's notice says so); a 422 shows beside its fields; success goes to /affiliate/success with the spec's message.
 */
export default function RegistrationForm({ user, locale, strings }: Props) {
  const texts = strings.affiliate.registration;
  const [draft, setDraft] = useState<AffiliateDraft>(() => emptyDraft(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const focusFirstProblem = useFocusFirstProblem();

  const set = <K extends keyof AffiliateDraft>(field: K, value: AffiliateDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function refuse(message: string) {
    setAlert(message);
    toast.error(message);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const problems = validateDraft(draft);
    const checks = problemTexts({ ...strings.account.errors, url: texts.url }, problems);
    setErrors(checks);
    setAlert(null);
    if (Object.keys(checks).length > 0) return focusFirstProblem();
    if (refuseWhenOffline()) return;
    sending.current = true;
    setBusy(true);
    try {
      await registerAffiliate(registrationBody(draft));
      toast.success(texts.success);
      window.location.assign(successPath(locale));
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const failure = registrationFailure(error, texts);
      if ('fields' in failure) {
        setErrors(failure.fields);
        focusFirstProblem();
      } else refuse(failure.message);
    }
  }

  const wallet = draft.payoutType !== 'bank';
  const count = draft.promotion.length;

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-5" data-testid="affiliate-form">
      <Field
        id="name"
        label={texts.name}
        error={errors.name}
        inputProps={{ value: draft.name, autoComplete: 'name', onChange: (e) => set('name', e.target.value) }}
      />
      <Field
        id="email"
        label={texts.email}
        error={errors.email}
        inputProps={{
          type: 'email',
          value: draft.email,
          autoComplete: 'email',
          onChange: (e) => set('email', e.target.value),
        }}
      />
      <Field id="payout-type" name="payout.type" label={texts.payoutType} error={errors['payout.type']}>
        {(describedBy) => (
          <select
            id="payout-type"
            name="payout.type"
            value={draft.payoutType}
            onChange={(e) => set('payoutType', e.target.value as PayoutType)}
            aria-describedby={describedBy}
            className={controlClass}
          >
            {PAYOUT_TYPES.map((type) => (
              <option key={type} value={type}>
                {strings.affiliate.payoutTypes[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="payout-account"
        name="payout.account"
        label={
          wallet
            ? fill(texts.walletNumber, { wallet: strings.affiliate.payoutTypes[draft.payoutType] })
            : texts.bankAccount
        }
        error={errors['payout.account']}
        inputProps={{
          value: draft.account,
          inputMode: wallet ? 'tel' : 'text',
          autoComplete: wallet ? 'tel-national' : 'off',
          onChange: (e) => set('account', e.target.value),
        }}
      />
      <Field
        id="website"
        label={texts.website}
        hint={texts.websiteHint}
        error={errors.website}
        inputProps={{ type: 'url', value: draft.website, onChange: (e) => set('website', e.target.value) }}
      />
      <Field id="promotion" label={texts.promotion} hint={texts.promotionHint} error={errors.promotion}>
        {(describedBy) => (
          <>
            <textarea
              id="promotion"
              name="promotion"
              rows={5}
              maxLength={AFFILIATE_PROMOTION_MAX_LENGTH}
              value={draft.promotion}
              onChange={(e) => set('promotion', e.target.value)}
              aria-invalid={errors.promotion ? true : undefined}
              aria-describedby={[describedBy, 'promotion-count'].filter(Boolean).join(' ')}
              className={controlClass}
            />
            <p id="promotion-count" className="mt-1 text-right text-xs text-gray-600" data-promotion-count>
              {fill(texts.counter, {
                count: formatNumber(count, locale),
                max: formatNumber(AFFILIATE_PROMOTION_MAX_LENGTH, locale),
              })}
            </p>
          </>
        )}
      </Field>
      {alert && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-form-alert>
          {alert}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
