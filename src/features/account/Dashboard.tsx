import type { Locale } from '#contract';
import { logout } from '@/features/auth/auth.api';
import { formatDate } from '@/lib/money';
import { localePath } from '@/lib/paths';
import { displayPhone, type Strings, text, USER_AREA_LINKS } from './account';
import UserArea from './UserArea';

interface Props {
  locale: Locale;
  /** The `account` strings and `addresses.title`. */
  strings: { account: Strings; addresses: Strings };
}

/**
 * /user/dashboard: greeting, phone status and shortcuts. Needs a login, not a verified phone. After signing out
 * the user area's guard sends the browser to /login.
 */
export default function Dashboard({ locale, strings }: Props) {
  const t = (key: string, values?: Record<string, string>) => text(strings, key, values);
  return (
    <UserArea guard="authenticated" loading={t('account.loading')}>
      {(user) => (
        <div className="space-y-6">
          <div>
            <h2 className="text-xl font-semibold" data-testid="greeting">
              {t('account.dashboard.greeting', { name: user.name })}
            </h2>
            <p className="text-sm text-gray-600">
              {t('account.dashboard.memberSince', { date: formatDate(user.created_at, locale) })}
            </p>
          </div>
          <p data-testid="phone-status" className="rounded-md border border-gray-200 p-3">
            {!user.phone
              ? t('account.dashboard.noPhone')
              : t(user.phone_verified ? 'account.dashboard.phoneVerified' : 'account.dashboard.phoneUnverified', {
                  phone: displayPhone(user.phone, locale),
                })}{' '}
            {user.phone && !user.phone_verified && (
              <a className="font-semibold text-brand-700 underline" href={localePath(locale, '/auth/otp')}>
                {t('account.dashboard.verifyNow')}
              </a>
            )}
          </p>
          <nav aria-label={t('account.dashboard.shortcuts')}>
            <ul className="grid gap-3 sm:grid-cols-3">
              {USER_AREA_LINKS.filter((link) => link.path !== '/user/dashboard').map((link) => (
                <li key={link.path}>
                  <a
                    className="block rounded-md border border-gray-200 p-4 font-medium hover:border-brand-700"
                    href={localePath(locale, link.path)}
                  >
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="text-sm text-gray-700 underline" onClick={logout}>
            {t('account.signOut')}
          </button>
        </div>
      )}
    </UserArea>
  );
}
