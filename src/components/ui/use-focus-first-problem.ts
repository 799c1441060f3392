import { useEffect, useState } from 'react';

/**
 * Moves focus to a form's first field marked invalid, once the render that marks it has reached the page. (A frame
 * callback could run before React commits a state change made after an await, most often on a busy phone, and find
 * no field marked yet.)
 */
export function useFocusFirstProblem(): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [asked]);
  return () => setAsked((count) => count + 1);
}
