import { useEffect, useState } from 'react';
import type { Locale } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import { cookieLocale } from '@/lib/locale-cookie';
import { localePath } from '@/lib/paths';
import { afterLoginTarget, socialSignInLocale } from './auth';
import { socialCallback } from './auth.api';
import { rememberedRedirect, socialProvider, takeRedirect } from './auth.store';
import type { SocialCallbackStrings } from './auth-strings';

/** /auth/social-callback: completes the provider's sign-in (code and state) and goes on to the remembered page. */
export default function SocialCallback({ locale, strings }: { locale: Locale; strings: SocialCallbackStrings }) {
  const [failed, setFailed] = useState('');
  useEffect(() => {
    // Providers return to the one unprefixed page: without a remembered target, the language switch's choice.
    const startedIn = socialSignInLocale(rememberedRedirect(), cookieLocale(document.cookie) ?? locale);
    if (startedIn !== locale) {
      return window.location.replace(localePath(startedIn, '/auth/social-callback') + window.location.search);
    }
    const query = new URLSearchParams(window.location.search);
    const [code, state, provider] = [query.get('code'), query.get('state'), socialProvider.read()];
    if (!code || !state || !provider) return setFailed(strings.auth.socialFailed);
    socialCallback({ provider, state, code, iss: query.get('iss') ?? undefined })
      .then(({ redirect_to }) => window.location.replace(afterLoginTarget(redirect_to ?? takeRedirect(), locale)))
      // The API's message is in the page's language; a network failure has none (ApiError would say "HTTP 0").
      .catch((error: unknown) =>
        setFailed((error instanceof ApiError && error.failure?.message) || strings.auth.socialFailed),
      );
  }, [locale, strings.auth.socialFailed]);

  if (!failed) return <p aria-live="polite">{strings.auth.socialWorking}</p>;
  return (
    <p role="alert" className="flex flex-col gap-3 text-red-700">
      {failed}
      <a href={localePath(locale, '/login')} className="text-brand-800 underline">
        {strings.auth.backToLogin}
      </a>
    </p>
  );
}
