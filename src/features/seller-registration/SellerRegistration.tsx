import { type ReactNode, type SubmitEvent, useCallback, useState } from 'react';
import type { Locale, Ref } from '#contract';
import { SHOP_NAME_MAX_LENGTH, VENDOR_REGISTRATION_REDIRECT_MS } from '#contract/seller-registration';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { useFocusFirstProblem } from '@/components/ui/use-focus-first-problem';
import { useHydrated } from '@/components/ui/use-hydrated';
import { problemTexts, serverFieldErrors } from '@/features/account/account';
import { pickPlace } from '@/features/addresses/addresses';
import PlaceSelects from '@/features/addresses/PlaceSelects';
import { login } from '@/features/auth/auth.api';
import { FormAlert } from '@/features/auth/FormAlert';
import { formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import PayoutFields from './PayoutFields';
import PhoneCodeFields from './PhoneCodeFields';
import {
  emptySellerDraft,
  failureMessage,
  MAX_MAIN_CATEGORIES,
  type SellerDraft,
  toggleCategory,
  toRegistrationBody,
  validateSellerDraft,
} from './seller-registration';
import { registerShop } from './seller-registration.api';
import type { SellerRegistrationStrings } from './seller-registration-strings';

interface Props {
  locale: Locale;
  strings: SellerRegistrationStrings;
  /** The top categories of the catalogue, offered as the shop's main ones. */
  categories: Ref[];
  /** Where the new seller goes after the success message (the seller admin site, or the dashboard). */
  next: string;
}

type TextField = 'shop_name' | 'shop_name_bn' | 'name' | 'email' | 'password' | 'nid' | 'trade_licence' | 'dbid';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The seller registration form (POST /vendor/registration): the browser's checks first, then the API's 422 field map
 * beside the same fields. On success the message shows, the new seller is signed in with the phone and password just
 * typed, and after the spec's 2 s the browser goes on to `next`.
 */
export default function SellerRegistration({ locale, strings, categories, next }: Props) {
  const texts = strings.sellOnHaat.registration;
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<SellerDraft>(emptySellerDraft);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const focusFirstProblem = useFocusFirstProblem();
  const onLoadError = useCallback(
    () => toast.error(strings.addresses.errors.places),
    [strings.addresses.errors.places],
  );

  const set = <K extends keyof SellerDraft>(field: K, value: SellerDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setError = (field: string, message: string | undefined) =>
    setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
  const input = (field: TextField, extra: Record<string, unknown> = {}) => ({
    id: field,
    label: texts.fields[field],
    hint: (texts.hints as Partial<Record<TextField, string>>)[field],
    error: errors[field],
    inputProps: {
      value: draft[field],
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
      ...extra,
    },
  });

  function fail(message: string) {
    setAlert(message);
    toast.error(message);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done) return;
    setAlert('');
    if (refuseWhenOffline()) return;
    const problems = problemTexts(texts.errors, validateSellerDraft(draft, codeSentTo), {
      max: formatNumber(MAX_MAIN_CATEGORIES, locale),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstProblem();
    setBusy(true);
    try {
      const body = toRegistrationBody(draft);
      await registerShop(body);
      setDone(true);
      toast.success(texts.success);
      // Signed in, the dashboard opens on the new account; if signing in fails, it asks for the password instead.
      await Promise.all([
        login({ login: body.phone, password: body.password }).catch(() => undefined),
        wait(VENDOR_REGISTRATION_REDIRECT_MS),
      ]);
      window.location.assign(next);
    } catch (error) {
      const fields = serverFieldErrors(error);
      // The server's summary stays above the button too: it names a problem the form has no field for.
      if (fields) {
        setErrors(fields);
        setAlert(failureMessage(error, texts));
        focusFirstProblem();
      } else fail(failureMessage(error, texts));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" data-testid="seller-registration">
      <IslandToaster />
      {/* Once registered, nothing can be changed or sent again while the page moves on. */}
      <fieldset disabled={done} className="min-w-0 space-y-6">
        <Section title={texts.sections.shop}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...input('shop_name', { maxLength: SHOP_NAME_MAX_LENGTH, autoComplete: 'organization' })} />
            <Field {...input('shop_name_bn', { maxLength: SHOP_NAME_MAX_LENGTH, lang: 'bn' })} />
          </div>
        </Section>
        <Section title={texts.sections.owner}>
          <Field {...input('name', { autoComplete: 'name' })} />
          <PhoneCodeFields
            locale={locale}
            phone={draft.phone}
            otp={draft.otp}
            onChange={set}
            errors={errors}
            setError={setError}
            codeSentTo={codeSentTo}
            onCodeSent={setCodeSentTo}
            strings={strings}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...input('email', { type: 'email', autoComplete: 'email' })} />
            <Field {...input('password', { type: 'password', autoComplete: 'new-password' })} />
          </div>
        </Section>
        <Section title={texts.sections.identity}>
          <Field {...input('nid', { inputMode: 'numeric', autoComplete: 'off' })} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...input('trade_licence', { autoComplete: 'off' })} />
            <Field {...input('dbid', { autoComplete: 'off' })} />
          </div>
        </Section>
        <Section title={texts.sections.pickup}>
          <PlaceSelects
            draft={draft}
            labels={strings.addresses.fields}
            choose={strings.addresses.choose}
            errors={errors}
            onPick={(field, id) => setDraft((current) => pickPlace(current, field, id))}
            onLoadError={onLoadError}
          />
          <Field
            id="address_line"
            label={texts.fields.address_line}
            error={errors.address_line}
            inputProps={{
              value: draft.address_line,
              autoComplete: 'street-address',
              onChange: (event) => set('address_line', event.target.value),
            }}
          />
          <Field
            id="pickup_phone"
            label={texts.fields.pickup_phone}
            hint={texts.hints.pickup_phone}
            error={errors.pickup_phone}
            inputProps={{
              value: draft.pickup_phone,
              type: 'tel',
              inputMode: 'tel',
              onChange: (event) => set('pickup_phone', event.target.value),
            }}
          />
        </Section>
        <Section title={texts.sections.payout}>
          <PayoutFields
            type={draft.payout_type}
            account={draft.payout_account}
            onType={(type) => set('payout_type', type)}
            onAccount={(account) => set('payout_account', account)}
            errors={errors}
            strings={strings}
          />
        </Section>
        {categories.length > 0 && (
          <Section title={texts.sections.categories}>
            <fieldset
              aria-describedby={['categories-hint', errors.category_ids && 'categories-error']
                .filter(Boolean)
                .join(' ')}
            >
              <legend className="text-sm font-medium text-gray-800">{texts.fields.categories}</legend>
              <p id="categories-hint" className="mt-1 text-xs text-gray-600">
                {texts.hints.categories}
              </p>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {categories.map((category) => (
                  <label key={category.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="category_ids"
                      value={category.id}
                      checked={draft.category_ids.includes(category.id)}
                      onChange={(event) =>
                        set('category_ids', toggleCategory(draft.category_ids, category.id, event.target.checked))
                      }
                    />
                    {category.name}
                  </label>
                ))}
              </div>
              {errors.category_ids && (
                <p id="categories-error" className="mt-1 text-sm text-red-700" data-field-error="category_ids">
                  {errors.category_ids}
                </p>
              )}
            </fieldset>
          </Section>
        )}
      </fieldset>
      <FormAlert message={alert} />
      {done && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900"
          data-registration-success
        >
          {texts.success}
        </p>
      )}
      <button type="submit" disabled={!hydrated || busy || done} className={primaryButtonClass}>
        {busy || done ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
