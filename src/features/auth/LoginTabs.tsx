import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '#contract';
import { isSafeRedirectPath } from '#contract/redirect';
import { IslandToaster } from '@/components/ui/IslandToaster';
import { useHydrated } from '@/components/ui/use-hydrated';
import { rememberRedirect } from './auth.store';
import { applyGuard } from './auth-guard';
import type { LoginStrings } from './auth-strings';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';

type Tab = 'sign-in' | 'sign-up';
const TABS: Tab[] = ['sign-in', 'sign-up'];

/** /login: sign-in and sign-up as WAI-ARIA tabs (arrow keys move between them); `#sign-up` opens the second. */
export default function LoginTabs({ locale, strings }: { locale: Locale; strings: LoginStrings }) {
  const [tab, setTab] = useState<Tab>('sign-in');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  // A tab pressed before its script has run would do nothing: it waits, disabled, like the forms' buttons.
  const hydrated = useHydrated();

  useEffect(() => {
    if (window.location.hash === '#sign-up') setTab('sign-up');
    const target = new URLSearchParams(window.location.search).get('redirect');
    if (isSafeRedirectPath(target)) rememberRedirect(target);
    applyGuard('guest');
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const label = { 'sign-in': strings.auth.signIn, 'sign-up': strings.auth.signUp };
  return (
    <div className="flex flex-col gap-6">
      <IslandToaster />
      <div role="tablist" aria-label={strings.auth.tabsLabel} className="grid grid-cols-2 border-b border-gray-200">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            disabled={!hydrated}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className="border-b-2 border-transparent px-3 py-2 font-semibold text-gray-600 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-sign-in" aria-labelledby="tab-sign-in" hidden={tab !== 'sign-in'}>
        <SignInForm locale={locale} strings={strings} />
      </div>
      <div role="tabpanel" id="panel-sign-up" aria-labelledby="tab-sign-up" hidden={tab !== 'sign-up'}>
        <SignUpForm locale={locale} strings={strings} />
      </div>
      <SocialButtons locale={locale} strings={strings} />
    </div>
  );
}
