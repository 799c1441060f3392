import { useEffect, useState } from 'react';
import type { Reason } from '#contract';
import { fetchReasons } from './orders.api';

/** Reasons to choose from, as loaded (`useReasons`): 'failed' when they could not be. */
export type LoadedReasons = Reason[] | 'failed';

/**
 * The reasons of GET /order-cancel/reason or /order-return/reason (in the page's language), asked as the page
 * starts; null until they answer. The form shows once they and the order are in: shown with the form and filled
 * after, the group pushed the fields below it down on a slow phone.
 */
export function useReasons(kind: 'cancel' | 'return'): LoadedReasons | null {
  const [reasons, setReasons] = useState<LoadedReasons | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchReasons(kind, controller.signal).then(setReasons, () => {
      if (!controller.signal.aborted) setReasons('failed');
    });
    return () => controller.abort();
  }, [kind]);
  return reasons;
}

interface Props {
  kind: 'cancel' | 'return';
  reasons: LoadedReasons;
  legend: string;
  value: number | null;
  onChange: (reasonId: number) => void;
  /** Translated message beside the group. */
  error?: string;
  /** Said when the reasons could not be loaded. */
  failed: string;
}

/** The reasons of a cancel or a return as one radio group. */
export default function ReasonChoices({ kind, reasons, legend, value, onChange, error, failed }: Props) {
  return (
    <fieldset aria-describedby={error ? 'reason_id-error' : undefined} data-reasons={kind}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {reasons === 'failed' && (
        <p role="alert" className="text-sm">
          {failed}
        </p>
      )}
      {Array.isArray(reasons) && (
        <div className="space-y-1">
          {reasons.map((reason) => (
            <label key={reason.id} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="radio"
                name="reason_id"
                value={reason.id}
                checked={value === reason.id}
                onChange={() => onChange(reason.id)}
                aria-invalid={error ? true : undefined}
                className="mt-1 accent-brand-700"
              />
              <span>{reason.name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="reason_id-error" className="mt-1 text-sm text-red-700" data-field-error="reason_id">
          {error}
        </p>
      )}
    </fieldset>
  );
}
