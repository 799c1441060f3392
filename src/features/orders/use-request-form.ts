import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';
import { requestFieldErrors } from './order-requests';

/**
 * The cancel and return forms' errors: their own checks, or the server's 422 beside the fields it names (a line's
 * beside that line); any other refusal (a 409: no longer allowed) as an error toast with the server's message.
 * A sent form stays busy: on success the page is leaving.
 */
export function useRequestForm(fallback: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  function focusFirstProblem() {
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(
    checks: Record<string, string>,
    send: () => Promise<void>,
    sentItems: readonly { order_item_id: number }[] = [],
  ) {
    setErrors(checks);
    if (Object.keys(checks).length > 0) {
      focusFirstProblem();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const failure = error instanceof ApiError ? error.failure : undefined;
      const placed = failure?.errors ? requestFieldErrors(failure.errors, sentItems) : { fields: {}, rest: [] };
      setErrors(placed.fields);
      focusFirstProblem();
      const besideFields = Object.keys(placed.fields).length > 0;
      if (!besideFields) toast.error(failure?.message ?? fallback);
      else if (placed.rest.length > 0) toast.error(placed.rest.join(' '));
    }
  }

  return { errors, busy, submit };
}
