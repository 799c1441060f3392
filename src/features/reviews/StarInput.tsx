import type { Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';

interface Props {
  /** Names the radio group and its inputs; unique on the page. */
  name: string;
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  /** `{{rating}} of 5 stars`, each radio's accessible name. */
  starText: string;
  locale: Locale;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5];

/**
 * A rating as a native radio group (arrow keys move, Space picks): five radios, each labelled "n of 5 stars" and
 * drawn as a star, the stars up to the chosen one filled.
 */
export default function StarInput({ name, legend, value, onChange, starText, locale, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <span className="sr-only">{fill(starText, { rating: formatNumber(star, locale) })}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-8 ${star <= value ? 'fill-amber-500 text-amber-500' : 'fill-none text-gray-400'}`}
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-field-error={name}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
