import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** Translated message shown beside the field. */
  error?: string;
  /** A select or textarea instead of the default input. */
  children?: (describedBy: string | undefined) => ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export const controlClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-700 focus:outline-none aria-invalid:border-red-600';

export const primaryButtonClass =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/** A labelled form control with its error message tied to it for screen readers. */
export default function Field({ id, label, error, children, inputProps }: Props) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children ? (
        children(describedBy)
      ) : (
        <input
          id={id}
          name={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
      {error && (
        <p id={describedBy} className="mt-1 text-sm text-red-700" data-field-error={id}>
          {error}
        </p>
      )}
    </div>
  );
}
