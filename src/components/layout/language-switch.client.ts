import type { Locale } from '#contract';
import { localeCookie } from '@/lib/locale-cookie';
import { switchLocalePath } from '@/lib/paths';

// The built href keeps the page; at click time also keep the query and hash, and remember the choice.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
  if (!link) return;
  const target = link.dataset.langSwitch as Locale;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = localeCookie(target);
  link.href = switchLocalePath(location.pathname + location.search + location.hash, target);
});
