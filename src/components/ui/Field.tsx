import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** The control's name when it is not its id (two forms on one page need distinct ids); also names its error. */
  name?: string;
  hint?: string;
  /** Translated message shown beside the field. */
  error?: string;
  /** A select (or another control) instead of the default input, given the ids for its aria-describedby. */
  children?: (describedBy: string | undefined) => ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export const controlClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-invalid:border-red-600';

export const primaryButtonClass =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/** A labelled form control with its hint and its validation message tied to it for screen readers. */
export default function Field({ id, label, name = id, hint, error, children, inputProps }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
          name={name}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}
