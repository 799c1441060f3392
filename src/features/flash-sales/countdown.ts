import type { Locale } from '#contract';
import { countdownSummary, delayToNextTick, formatCountdownPart, hasEnded, remainingTime } from './flash-sales';
import type { CountdownTexts } from './flash-sales-strings';

const PARTS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Runs the countdowns of one `[data-flash-sales]` list: every second each `[data-flash-sale]` item's digits are
 * rewritten; an item whose end has passed is removed, and when none is left the list's empty state shows (or,
 * without one, the whole list goes). The page is static, so the first tick also drops sales that ended since
 * the build.
 */
export function mountFlashSales(root: HTMLElement): void {
  const locale = document.documentElement.lang as Locale;
  const texts: CountdownTexts = JSON.parse(root.dataset.countdownTexts ?? '{}');

  const tick = () => {
    const now = Date.now();
    const items = [...root.querySelectorAll<HTMLElement>('[data-flash-sale]')];
    for (const item of items) {
      const endsAt = item.dataset.endsAt ?? '';
      if (hasEnded(endsAt, now)) item.remove();
      else render(item, endsAt, now);
    }
    const next = root.querySelector<HTMLElement>('[data-flash-sale]');
    if (next) {
      setTimeout(tick, delayToNextTick(next.dataset.endsAt ?? '', Date.now()));
      return;
    }
    const empty = root.querySelector<HTMLElement>('[data-flash-sales-empty]');
    if (empty) empty.hidden = false;
    else root.remove();
  };

  const render = (item: HTMLElement, endsAt: string, now: number) => {
    const time = remainingTime(endsAt, now);
    for (const part of PARTS) {
      const digits = item.querySelector(`[data-countdown-part="${part}"]`);
      if (digits) digits.textContent = formatCountdownPart(time[part], locale);
    }
    const summary = item.querySelector('[data-countdown-summary]');
    const text = countdownSummary(time, texts, locale);
    // Only a changed text reaches the live region: at most one announcement a minute.
    if (summary && summary.textContent !== text) summary.textContent = text;
  };

  tick();
}
