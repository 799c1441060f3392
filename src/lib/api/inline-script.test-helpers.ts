import { LOCAL_STATE_KEY, LOCAL_STATE_VERSION } from './local-state';
import { TOKEN_KEY, USER_KEY } from './session';

/** What a signed-in shopper's browser holds: this storefront version's state, a token and the user. */
export const SIGNED_IN = { [LOCAL_STATE_KEY]: LOCAL_STATE_VERSION, [TOKEN_KEY]: 'access', [USER_KEY]: '{"id":7}' };

/** A Web Storage holding these entries (or one that refuses every use, as a browser with storage blocked). */
export function storage(entries: Record<string, string> | 'blocked') {
  const refuse = () => {
    if (entries === 'blocked') throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem(key: string) {
      refuse();
      return (entries as Record<string, string>)[key] ?? null;
    },
    setItem(key: string, value: string) {
      refuse();
      (entries as Record<string, string>)[key] = value;
    },
  };
}

/** Runs an inline script's text with these browser globals (localStorage, location, document…), as the page would. */
export function runInline(script: string, globals: Record<string, unknown>): void {
  new Function(...Object.keys(globals), script)(...Object.values(globals));
}

/** An inline script's expression evaluated against this localStorage. */
export const evaluateWithStorage = (expression: string, entries: Record<string, string> | 'blocked') =>
  new Function('localStorage', `return ${expression}`)(storage(entries)) as boolean;
