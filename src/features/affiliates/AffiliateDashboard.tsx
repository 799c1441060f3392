import { type ReactNode, useEffect, useState } from 'react';
import type { AffiliateDashboard as Dashboard, Locale } from '#contract';
import UserArea from '@/features/account/UserArea';
import { fill } from '@/i18n/fill';
import { formatDate } from '@/lib/money';
import { affiliatePath, dashboardView, registrationPath } from './affiliates';
import { fetchAffiliateDashboard } from './affiliates.api';
import type { DashboardStrings } from './affiliates-strings';
import PartnerDashboard from './PartnerDashboard';

interface Props {
  locale: Locale;
  strings: DashboardStrings;
}

/** /user/affiliate: an invitation to apply, the application's status, or (approved) the partner's dashboard. */
export default function AffiliateDashboard({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => <DashboardLoader locale={locale} strings={strings} />}
    </UserArea>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; dashboard: Dashboard };

function DashboardLoader({ locale, strings }: Props) {
  const texts = strings.affiliate.dashboard;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry, or a withdrawal, loads it again.
  useEffect(() => {
    const controller = new AbortController();
    fetchAffiliateDashboard(controller.signal).then(
      (dashboard) => setLoaded({ state: 'loaded', dashboard }),
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = () => setAttempt((count) => count + 1);

  if (loaded.state === 'loading') {
    return (
      <p className="py-8 text-gray-500" aria-busy="true">
        {strings.account.loading}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className="py-8 text-red-700">
        {texts.loadFailed}{' '}
        <button type="button" className="font-semibold underline" onClick={reload}>
          {texts.retry}
        </button>
      </p>
    );
  }
  const { dashboard } = loaded;
  const view = dashboardView(dashboard);
  const applied =
    dashboard.application && fill(texts.appliedOn, { date: formatDate(dashboard.application.created_at, locale) });
  return (
    <div data-affiliate-view={view}>
      {view === 'invite' && (
        <Notice title={texts.inviteTitle}>
          <p>{texts.inviteBody}</p>
          <p className="flex flex-wrap gap-4">
            <a className="font-semibold text-brand-800 underline" href={registrationPath(locale)}>
              {texts.apply}
            </a>
            <a className="text-brand-800 underline" href={affiliatePath(locale)}>
              {texts.learnMore}
            </a>
          </p>
        </Notice>
      )}
      {view === 'pending' && (
        <Notice title={texts.pendingTitle}>
          <p>{texts.pendingBody}</p>
          <p className="text-sm text-gray-600">{applied}</p>
        </Notice>
      )}
      {view === 'rejected' && (
        <Notice title={texts.rejectedTitle}>
          {dashboard.application?.reject_reason && (
            <p data-reject-reason>{fill(texts.rejectedReason, { reason: dashboard.application.reject_reason })}</p>
          )}
          <p className="text-sm text-gray-600">{applied}</p>
          <p>{texts.rejectedHelp}</p>
        </Notice>
      )}
      {view === 'approved' && (
        <PartnerDashboard dashboard={dashboard} locale={locale} strings={strings} onChange={reload} />
      )}
    </div>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="max-w-2xl space-y-3 rounded-md border border-gray-200 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}
