import type { HomeInfo } from '#contract';
import type { Translate } from '@/i18n';
import { telHref } from '@/lib/phone';

export interface ContactLine {
  label: string;
  value: string;
  href?: string;
}

/** Hotline, email and address from GET /home_info, with links where they can be followed; missing facts are left out. */
export function contactLines(info: HomeInfo, t: Translate): ContactLine[] {
  const lines: ContactLine[] = [
    { label: t('footer.hotline'), value: info.hotline ?? '', href: info.hotline && telHref(info.hotline) },
    { label: t('footer.email'), value: info.email ?? '', href: info.email && `mailto:${info.email}` },
    { label: t('footer.address'), value: info.address ?? '' },
  ];
  return lines.filter((line) => line.value);
}
