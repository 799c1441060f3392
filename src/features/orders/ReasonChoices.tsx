import { useEffect, useState } from 'react';
import type { Reason } from '#contract';
import { fetchReasons } from './orders.api';

interface Props {
  kind: 'cancel' | 'return';
  legend: string;
  value: number | null;
  onChange: (reasonId: number) => void;
  /** Translated message beside the group. */
  error?: string;
  /** Said when the reasons could not be loaded. */
  failed: string;
  loading: string;
}

/** The reasons of GET /order-cancel/reason or /order-return/reason (in the page's language) as one radio group. */
export default function ReasonChoices({ kind, legend, value, onChange, error, failed, loading }: Props) {
  const [reasons, setReasons] = useState<Reason[] | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchReasons(kind, controller.signal).then(setReasons, () => {
      if (!controller.signal.aborted) setReasons('failed');
    });
    return () => controller.abort();
  }, [kind]);

  return (
    <fieldset aria-describedby={error ? 'reason_id-error' : undefined} data-reasons={kind}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {reasons === null && <p className="text-sm text-gray-500">{loading}</p>}
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
