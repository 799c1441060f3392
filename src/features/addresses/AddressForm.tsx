import { type SubmitEvent, useCallback, useState } from 'react';
import type { Address, AddressType, Locale } from '#contract';
import Field, { primaryButtonClass } from '@/components/ui/Field';
import { problemTexts } from '@/features/account/account';
import { useFormErrors } from '@/features/account/useFormErrors';
import type { IslandStrings } from '@/i18n';
import { toast } from '@/lib/toast';
import {
  type AddressDraft,
  type AddressFormOrigin,
  afterSaveTarget,
  draftFromAddress,
  emptyDraft,
  pickPlace,
  toAddressBody,
  validateDraft,
} from './addresses';
import { createAddress, updateAddress } from './addresses.api';
import PlaceSelects from './PlaceSelects';

interface Props {
  locale: Locale;
  strings: IslandStrings<'addresses'>;
  /** The address being edited; a new one without it. */
  address?: Address;
  /** A dialog elsewhere passes {uiType:'modal', redirect_to, langUrl} to return to /shop/{redirect_to}. */
  origin?: AddressFormOrigin;
  /** A dialog that stays on its page (the checkout's) takes the saved address instead of a navigation. */
  onSaved?: (address: Address) => void;
}

const TYPES: AddressType[] = ['home', 'office'];

/**
 * Create or edit an address; after saving, the browser goes to the address list (or back to the dialog's shop page),
 * unless the dialog takes the saved address itself.
 */
export default function AddressForm({ locale, strings, address, origin, onSaved }: Props) {
  const texts = strings.addresses;
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftFromAddress(address) : emptyDraft()));
  const { errors, busy, submit } = useFormErrors(texts.errors.generic);
  const onLoadError = useCallback(() => toast.error(texts.errors.places), [texts.errors.places]);
  const set = <K extends keyof AddressDraft>(field: K, value: AddressDraft[K]) =>
    setDraft({ ...draft, [field]: value });
  const textInput = (field: 'name' | 'phone' | 'address_line', autoComplete: string) => ({
    value: draft[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    submit(problemTexts(texts.errors, validateDraft(draft)), async () => {
      const body = toAddressBody(draft);
      const saved = await (address ? updateAddress(address.id, body) : createAddress(body));
      toast.success(texts.saved);
      if (onSaved) onSaved(saved);
      else window.location.assign(afterSaveTarget(locale, origin));
    });
  }

  return (
    <form className="max-w-2xl space-y-4" noValidate onSubmit={onSubmit} data-testid="address-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="name" label={texts.fields.name} error={errors.name} inputProps={textInput('name', 'name')} />
        <Field
          id="phone"
          label={texts.fields.phone}
          error={errors.phone}
          inputProps={{ ...textInput('phone', 'tel'), type: 'tel', inputMode: 'tel' }}
        />
      </div>
      <PlaceSelects
        draft={draft}
        labels={{
          division_id: texts.fields.division_id,
          district_id: texts.fields.district_id,
          upazila_id: texts.fields.upazila_id,
        }}
        choose={texts.choose}
        errors={errors}
        onPick={(field, id) => setDraft(pickPlace(draft, field, id))}
        onLoadError={onLoadError}
      />
      <Field
        id="address_line"
        label={texts.fields.address_line}
        error={errors.address_line}
        inputProps={textInput('address_line', 'street-address')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{texts.fields.type}</legend>
        <div className="mt-1 flex gap-6">
          {TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="type"
                value={type}
                checked={draft.type === type}
                onChange={() => set('type', type)}
              />
              {texts[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {(['is_default_delivery', 'is_default_billing'] as const).map((field) => (
        <label key={field} className="flex items-center gap-2">
          <input
            type="checkbox"
            name={field}
            checked={draft[field]}
            onChange={(event) => set(field, event.target.checked)}
          />
          {texts.fields[field]}
        </label>
      ))}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? texts.saving : texts.save}
      </button>
    </form>
  );
}
