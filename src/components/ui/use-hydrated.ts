import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until React has attached its handlers. Controls that only work through
 * those handlers stay disabled until then: a tap before hydration would do nothing, and a form submitted
 * natively would put what was typed (a password) into the URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
