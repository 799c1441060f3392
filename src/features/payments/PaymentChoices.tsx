import type { PaymentMethod } from '#contract';
import PaymentLogo from './PaymentLogo';
import { choiceAvailability, PAYMENT_CHOICES, type PaymentChoice } from './payments';
import type { PaymentChoiceStrings } from './payments-strings';

interface Props {
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  /** GET /payment-methods for this total; null while unknown. */
  methods: readonly PaymentMethod[] | null;
  strings: PaymentChoiceStrings;
  /** Translated message beside the group (nothing chosen, or the server's refusal). */
  error?: string;
}

/** Cash on delivery, bKash, Nagad or Rocket: one radio group; a choice this cart may not use says why. */
export default function PaymentChoices({ value, onChange, methods, strings, error }: Props) {
  const texts = strings.payments;
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined} data-payment-choices>
      <legend className="mb-2 text-lg font-semibold">{texts.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PAYMENT_CHOICES.map((choice) => {
          const { available, reason } = choiceAvailability(choice, methods);
          return (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="payment"
                value={choice}
                checked={value === choice}
                disabled={!available}
                onChange={() => onChange(choice)}
                aria-invalid={error ? true : undefined}
                className="mt-1.5 accent-brand-700"
              />
              <PaymentLogo choice={choice} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold">{texts.choices[choice]}</span>
                <span className="block text-gray-600">
                  {available ? texts.hints[choice] : (reason ?? texts.hints.unavailable)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="payment-error" className="mt-1 text-sm text-red-700" data-field-error="payment">
          {error}
        </p>
      )}
    </fieldset>
  );
}
