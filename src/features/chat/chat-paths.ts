import type { Locale } from '#contract';
import { localePath } from '@/lib/paths';

// Apart from chat.ts so that "Chat with seller" on catalogue pages loads no chat rules with the path it goes to.

/** `/user/chat`, or one conversation's `/user/chat/{id}`. */
export function chatPath(locale: Locale, id?: number): string {
  return localePath(locale, id === undefined ? '/user/chat' : `/user/chat/${id}`);
}

/** The conversation id of `/user/chat/{id}` (`/bn/user/chat/7/` → 7); null on every other chat page. */
export function chatIdFromPath(pathname: string): number | null {
  const match = /^(?:\/bn)?\/user\/chat\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
