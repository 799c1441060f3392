import { useStore } from '@nanostores/react';
import type { Locale } from '#contract';
import { $userAreaShownFor } from '@/features/account/account.store';
import { fill } from '@/i18n/fill';
import { $shopperId, $user } from '@/lib/api/session';
import { localePath } from '@/lib/paths';
import { shopStatusView } from './seller-registration';
import type { ShopStatusStrings } from './seller-registration-strings';

interface Props {
  locale: Locale;
  strings: ShopStatusStrings;
}

/**
 * The dashboard's box about the shop the user registered (GET /user `vendor`, fetched by the dashboard's guard):
 * under review, refused with the reason and the way to support, or open with a link to its page. Shown with the
 * dashboard, once its guard has passed.
 */
export default function ShopStatus({ locale, strings }: Props) {
  const texts = strings.sellOnHaat.status;
  const shopperId = useStore($shopperId);
  const areaShownFor = useStore($userAreaShownFor);
  const view = shopStatusView(useStore($user)?.vendor ?? null, locale);
  if (shopperId === null || areaShownFor !== shopperId || !view) return null;
  const tone = {
    pending: 'border-amber-300 bg-amber-50',
    rejected: 'border-red-300 bg-red-50',
    approved: 'border-green-300 bg-green-50',
  }[view.state];
  return (
    <section
      aria-labelledby="shop-status"
      className={`mt-6 rounded-md border p-4 ${tone}`}
      data-shop-status={view.state}
    >
      <h2 id="shop-status" className="font-semibold">
        {texts.title}
      </h2>
      <p className="mt-1">{fill(texts[view.state], { name: view.name })}</p>
      {view.state === 'rejected' && (
        <>
          {view.reason && <p className="mt-1">{fill(texts.reason, { reason: view.reason })}</p>}
          <p className="mt-2 text-sm">
            {texts.support}{' '}
            <a
              className="font-semibold text-brand-800 underline"
              href={localePath(locale, '/user/help-support/create')}
            >
              {texts.supportLink}
            </a>
          </p>
        </>
      )}
      {view.state === 'approved' && (
        <a className="mt-2 inline-block font-semibold text-brand-800 underline" href={view.path}>
          {texts.visit}
        </a>
      )}
    </section>
  );
}
