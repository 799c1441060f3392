/** Referral codes (pure): upper-case letters of the partner's first name, then digits. */
import { randomInt } from 'node:crypto';

const STEM_MAX = 8;
/** For a name with no Latin letters (written in Bengali, say). */
const FALLBACK_STEM = 'HAAT';

/** `Rahim Uddin` → `RAHIM`; `Md. Karim` → `KARIM` (an abbreviation is skipped); accents dropped; none → `HAAT`. */
export function referralStem(name: string): string {
  const words = name
    .normalize('NFKD')
    .split(/\s+/)
    .filter((word) => /[a-z]/i.test(word));
  const first = words.find((word) => !word.endsWith('.')) ?? words[0] ?? '';
  const letters = first
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, STEM_MAX);
  return letters.length >= 2 ? letters : FALLBACK_STEM;
}

/**
 * The codes to try, in order: the stem with the shopper's discount (`RAHIM5`, as the demo partners have), then the
 * stem with the discount and three random digits.
 */
export function* referralCodeCandidates(name: string, discountPercent: number): Generator<string> {
  const base = `${referralStem(name)}${discountPercent}`;
  yield base;
  for (;;) yield `${base}${String(randomInt(1000)).padStart(3, '0')}`;
}
