import type { Locale } from '#contract';
import { useHydrated } from '@/components/ui/use-hydrated';
import { leaveOnBadRequest } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';
import { afterLoginTarget } from './auth';
import { type SocialProvider, socialRedirectUrl } from './auth.api';
import { rememberedRedirect, rememberRedirect, socialProvider } from './auth.store';
import type { SocialStrings } from './auth-strings';

const PROVIDERS: SocialProvider[] = ['google', 'facebook'];

/**
 * Which providers the API has configured is not known when the site is built, so both buttons show; the API's
 * redirect route answers 404 for one that is not configured, which is checked before the browser leaves.
 */
export function SocialButtons({ locale, strings }: { locale: Locale; strings: SocialStrings }) {
  const hydrated = useHydrated();
  async function start(provider: SocialProvider) {
    const target = afterLoginTarget(rememberedRedirect(), locale);
    const url = socialRedirectUrl(provider, target);
    try {
      const probe = await fetch(url, { redirect: 'manual' });
      leaveOnBadRequest(probe.status);
      if (probe.status === 404) return void toast.error(strings.auth.socialUnavailable);
      if (probe.type !== 'opaqueredirect' && !probe.ok) return void toast.error(strings.auth.genericError);
    } catch {
      return void toast.error(strings.auth.genericError);
    }
    socialProvider.save(provider);
    rememberRedirect(target);
    window.location.assign(url);
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-center text-sm text-gray-600">{strings.auth.orContinueWith}</p>
      {PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={!hydrated}
          onClick={() => start(provider)}
          className="rounded border border-gray-300 px-4 py-2 font-medium text-gray-800 hover:bg-gray-50"
          data-social={provider}
        >
          {strings.auth[provider]}
        </button>
      ))}
    </div>
  );
}
