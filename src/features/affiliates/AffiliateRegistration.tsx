import { useEffect, useState } from 'react';
import type { AffiliateApplication, Locale, User } from '#contract';
import UserArea from '@/features/account/UserArea';
import { fill } from '@/i18n/fill';
import { formatDate } from '@/lib/money';
import { dashboardPath } from './affiliates';
import { fetchAffiliateDashboard } from './affiliates.api';
import type { RegistrationStrings } from './affiliates-strings';
import RegistrationForm from './RegistrationForm';

interface Props {
  locale: Locale;
  strings: RegistrationStrings;
}

/**
 * /affiliate/registration: a signed-out visitor signs in first and comes back (an unverified phone is verified
 * first); someone who already applied sees the application's status instead of the form.
 */
export default function AffiliateRegistration({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.affiliate.registration.loading}>
      {(user) => <RegistrationGate user={user} locale={locale} strings={strings} />}
    </UserArea>
  );
}

type Earlier = { state: 'loading' } | { state: 'known'; application: AffiliateApplication | null };

function RegistrationGate({ user, locale, strings }: Props & { user: User }) {
  const texts = strings.affiliate.registration;
  const [earlier, setEarlier] = useState<Earlier>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchAffiliateDashboard(controller.signal).then(
      (dashboard) => setEarlier({ state: 'known', application: dashboard.application }),
      // Unknown: the form shows, and the API refuses a second application with its own message.
      () => {
        if (!controller.signal.aborted) setEarlier({ state: 'known', application: null });
      },
    );
    return () => controller.abort();
  }, []);

  if (earlier.state === 'loading') {
    return (
      <p className="py-8 text-gray-500" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  const { application } = earlier;
  if (!application) return <RegistrationForm user={user} locale={locale} strings={strings} />;
  return (
    <div
      className="max-w-xl space-y-3 rounded-md border border-gray-200 p-5"
      data-affiliate-applied={application.status}
    >
      <p className="font-semibold">{texts.alreadyApplied}</p>
      <p className="text-gray-700">
        {fill(texts.appliedOn, {
          date: formatDate(application.created_at, locale),
          status: strings.affiliate.status[application.status],
        })}
      </p>
      <a className="inline-block font-semibold text-brand-800 underline" href={dashboardPath(locale)}>
        {texts.dashboard}
      </a>
    </div>
  );
}
