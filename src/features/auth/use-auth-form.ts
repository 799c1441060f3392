import { type SubmitEvent, useState } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { refuseWhenOffline } from '@/lib/offline';
import { toast } from '@/lib/toast';
import type { FieldChecks } from './auth';
import type { FormStrings } from './auth-strings';

type Values = Record<string, string>;

/**
 * Submit handling shared by the auth forms: client checks first (messages beside the fields), then the call.
 * A 422 field map from the API goes beside the fields; any other failure (`success:false`) shows the server's
 * message, or the form's own text for a code the form knows better, in a toast and above the form.
 */
export function useAuthForm({ validation, genericError }: FormStrings['auth']) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  function fail(message: string) {
    setAlert(message);
    toast.error(message);
  }

  function handleFailure(error: unknown, ownMessage?: (error: ApiError) => string | undefined) {
    if (!(error instanceof ApiError)) return fail(genericError);
    const fields = error.failure?.errors;
    if (fields && Object.keys(fields).length > 0) {
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' ')])));
    }
    fail(ownMessage?.(error) ?? error.failure?.message ?? genericError);
  }

  function submit(
    check: (values: Values) => FieldChecks,
    action: (values: Values) => Promise<void>,
    ownMessage?: (error: ApiError) => string | undefined,
  ) {
    return async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = Object.fromEntries(new FormData(event.currentTarget)) as Values;
      const problems = check(values);
      setAlert('');
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, validation[key]])));
      if (Object.keys(problems).length > 0 || refuseWhenOffline()) return;
      setBusy(true);
      try {
        await action(values);
      } catch (error) {
        handleFailure(error, ownMessage);
      } finally {
        setBusy(false);
      }
    };
  }

  /** One field's message (undefined clears it), for what a form checks outside its submit (a code's phone). */
  function setError(field: string, message: string | undefined) {
    setErrors(({ [field]: _, ...others }) => (message ? { ...others, [field]: message } : others));
  }

  return { errors, alert, busy, submit, handleFailure, setError };
}
