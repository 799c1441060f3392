import { useRef, useState } from 'react';
import { useFocusFirstProblem } from '@/components/ui/use-focus-first-problem';
import { ApiError } from '@/lib/api/api-client';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';

/** A 422's field map placed on the form: the fields' own keys, and what belongs to no field shown. */
export interface PlacedErrors {
  fields: Record<string, string>;
  rest: string[];
}

/**
 * The errors of a form that leaves the page when sent (cancel, return, review): its own checks, or the server's 422
 * beside the fields `place` finds for it (a line's beside that line); anything else, and what no field holds (a 409:
 * no longer allowed), as an error toast with the server's message. A sent form stays busy (the page is leaving)
 * unless it `staysOnPage` (a reply box, ready for the next one).
 */
export function useRequestForm(fallback: string, { staysOnPage = false } = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const focusFirstProblem = useFocusFirstProblem();

  async function submit(
    checks: Record<string, string>,
    send: () => Promise<void>,
    place: (errors: Record<string, string[]>) => PlacedErrors,
  ) {
    setErrors(checks);
    if (Object.keys(checks).length > 0) {
      focusFirstProblem();
      return;
    }
    if (sending.current || refuseWhenOffline()) return;
    sending.current = true;
    setBusy(true);
    try {
      await send();
      if (staysOnPage) {
        sending.current = false;
        setBusy(false);
      }
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const failure = error instanceof ApiError ? error.failure : undefined;
      const placed = failure?.errors ? place(failure.errors) : { fields: {}, rest: [] };
      setErrors(placed.fields);
      focusFirstProblem();
      const besideFields = Object.keys(placed.fields).length > 0;
      if (!besideFields) toast.error(failure?.message ?? fallback);
      else if (placed.rest.length > 0) toast.error(placed.rest.join(' '));
    }
  }

  return { errors, busy, submit };
}
