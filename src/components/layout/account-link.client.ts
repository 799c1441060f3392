import { $user, hasLoggedInCookie } from '@/lib/api/session';

// Signed in: the link shows the user's name and leads to the dashboard (plain script: no React on this page).
const link = document.querySelector<HTMLAnchorElement>('a[data-account-link]');
const name = link?.querySelector('[data-account-name]');
if (link && name) {
  const signedOut = { href: link.href, text: name.textContent ?? '' };
  $user.subscribe((user) => {
    const signedIn = user && hasLoggedInCookie(document.cookie);
    link.href = signedIn ? link.dataset.accountLink! : signedOut.href;
    name.textContent = signedIn ? user.name : signedOut.text;
  });
}
