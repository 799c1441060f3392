import type { Locale } from '#contract';
import { logout } from '@/features/auth/auth.api';
import type { IslandStrings } from '@/i18n';
import { fill } from '@/i18n/fill';
import { formatDate } from '@/lib/money';
import { localePath } from '@/lib/paths';
import { displayPhone, USER_AREA_LINKS, type UserAreaTexts } from './account';
import UserArea from './UserArea';

interface Props {
  locale: Locale;
  /** The account texts and the menu's titles, whatever links the menu holds. */
  strings: IslandStrings<'account'> & UserAreaTexts;
}

/**
 * /user/dashboard: greeting, phone status and shortcuts. Needs a login, not a verified phone. After signing out
 * the user area's guard sends the browser to /login.
 */
export default function Dashboard({ locale, strings }: Props) {
  const texts = strings.account.dashboard;
  return (
    <UserArea guard="authenticated" loading={strings.account.loading}>
      {(user) => (
        <div className="space-y-6">
          <div>
            <h2 className="text-xl font-semibold" data-testid="greeting">
              {fill(texts.greeting, { name: user.name })}
            </h2>
            <p className="text-sm text-gray-600">
              {fill(texts.memberSince, { date: formatDate(user.created_at, locale) })}
            </p>
          </div>
          <p data-testid="phone-status" className="rounded-md border border-gray-200 p-3">
            {!user.phone
              ? texts.noPhone
              : fill(user.phone_verified ? texts.phoneVerified : texts.phoneUnverified, {
                  phone: displayPhone(user.phone, locale),
                })}{' '}
            {user.phone && !user.phone_verified && (
              <a className="font-semibold text-brand-700 underline" href={localePath(locale, '/auth/otp')}>
                {texts.verifyNow}
              </a>
            )}
          </p>
          <nav aria-label={texts.shortcuts}>
            <ul className="grid gap-3 sm:grid-cols-3">
              {USER_AREA_LINKS.filter((link) => link.path !== '/user/dashboard').map((link) => (
                <li key={link.path}>
                  <a
                    className="block rounded-md border border-gray-200 p-4 font-medium hover:border-brand-700"
                    href={localePath(locale, link.path)}
                  >
                    {link.label(strings)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="text-sm text-gray-700 underline" onClick={logout}>
            {strings.account.signOut}
          </button>
        </div>
      )}
    </UserArea>
  );
}
