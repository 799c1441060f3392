import type { PayoutType } from '#contract';
import { PAYOUT_BANK_ACCOUNT_MAX_LENGTH, PAYOUT_TYPES } from '#contract/payouts';
import Field from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { isWallet, payoutInputProps } from './seller-registration';
import type { SellerRegistrationStrings } from './seller-registration-strings';

interface Props {
  type: PayoutType;
  account: string;
  onType: (type: PayoutType) => void;
  onAccount: (account: string) => void;
  /** The messages by the API's field names (`payout.type`, `payout.account`). */
  errors: Record<string, string>;
  strings: SellerRegistrationStrings;
}

/** Wallet or bank, then the account: a wallet's number with a phone keypad, or a bank account written out. */
export default function PayoutFields({ type, account, onType, onAccount, errors, strings }: Props) {
  const texts = strings.sellOnHaat.registration;
  const wallet = texts.payoutTypes[type];
  const words = isWallet(type)
    ? { label: fill(texts.payoutAccount.wallet, { wallet }), hint: fill(texts.payoutAccount.walletHint, { wallet }) }
    : { label: texts.payoutAccount.bank, hint: texts.payoutAccount.bankHint };
  return (
    <>
      <fieldset aria-describedby={errors['payout.type'] ? 'payout-type-error' : undefined}>
        <legend className="text-sm font-medium text-gray-800">{texts.fields.payout_type}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {PAYOUT_TYPES.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="payout.type"
                value={option}
                checked={type === option}
                onChange={() => onType(option)}
              />
              {texts.payoutTypes[option]}
            </label>
          ))}
        </div>
        {errors['payout.type'] && (
          <p id="payout-type-error" className="mt-1 text-sm text-red-700" data-field-error="payout.type">
            {errors['payout.type']}
          </p>
        )}
      </fieldset>
      <Field
        id="payout-account"
        name="payout.account"
        label={words.label}
        hint={words.hint}
        error={errors['payout.account']}
        inputProps={{
          ...payoutInputProps(type),
          value: account,
          maxLength: PAYOUT_BANK_ACCOUNT_MAX_LENGTH,
          onChange: (event) => onAccount(event.target.value),
        }}
      />
    </>
  );
}
