import type { Locale } from '#contract';
import { $chatUnread } from '@/features/chat/chat-state';
import { fill } from '@/i18n/fill';
import { $user, hasLoggedInCookie } from '@/lib/api/session';
import { loadChunk } from '@/lib/chunk-load';
import { formatNumber } from '@/lib/money';

const locale = document.documentElement.lang as Locale;
const link = document.querySelector<HTMLAnchorElement>('a[data-messages-link]');
const label = link?.querySelector('[data-messages-label]');
const title = label?.textContent ?? '';
$user.subscribe((user) => {
  if (link) link.hidden = !user || !hasLoggedInCookie(document.cookie);
});
$chatUnread.subscribe((unread) => {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-count="chat"]')) {
    badge.textContent = unread ? formatNumber(unread, locale) : '';
    badge.hidden = !unread;
  }
  if (label)
    label.textContent = unread ? fill(link?.dataset.label ?? '', { count: formatNumber(unread, locale) }) : title;
});
// Only a verified phone may read chats (an unverified one would be sent to /auth/otp from any page).
const user = $user.get();
if (user?.phone_verified && hasLoggedInCookie(document.cookie)) {
  void loadChunk(() => import('@/features/chat/chat-unread')).then(({ refreshUnread }) => refreshUnread());
}
