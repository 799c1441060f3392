import { useState } from 'react';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import { serverFieldErrors } from './account';

/**
 * Field messages of a form: the island's own checks (already translated) or the server's 422 map (translated by
 * the API); any other failure becomes an error toast with the server's message, or `fallback`.
 */
export function useFormErrors(fallback: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(checks: Record<string, string>, send: () => Promise<void>) {
    setErrors(checks);
    if (Object.keys(checks).length > 0 || busy || refuseWhenOffline()) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else
        toast.error(
          error instanceof Error && error.message && !error.message.startsWith('HTTP') ? error.message : fallback,
        );
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, submit };
}
