/** Accessories in an 800×800 box: a pair of shoes, a handbag and a wristwatch. */
import { colour } from '../data/colors';
import { GOLD, mix, SILVER, type Tones } from './paint';

const SOLE = '#3b2f2a';

/** One shoe, toe to the right, in a 500×240 local box. */
function shoe(fill: string, t: Tones): string {
  return (
    `<path d="M14 190 L492 190 Q504 192 500 208 L496 218 L14 218 Z" fill="${SOLE}"/>` +
    `<path d="M14 200 L92 200 L92 236 L18 236 Z" fill="${SOLE}"/>` +
    `<path d="M22 190 Q16 70 92 54 Q150 84 250 80 Q330 82 392 118 Q470 146 488 178 L490 190 Z" fill="${fill}" stroke="${t.line}" stroke-width="3"/>` +
    `<path d="M92 54 Q150 84 250 80 Q236 104 150 104 Q100 100 92 54 Z" fill="${t.deep}"/>` +
    `<path d="M262 84 Q300 120 380 114" fill="none" stroke="${t.light}" stroke-width="3" stroke-dasharray="7 6"/>` +
    `<path d="M40 178 L478 178" stroke="${t.light}" stroke-width="2.5" stroke-dasharray="7 6" opacity="0.8"/>` +
    `<path d="M250 104 q12 36 -4 60 M262 104 q14 34 4 62" stroke="${t.deep}" stroke-width="6" fill="none"/><circle cx="250" cy="168" r="8" fill="${t.deep}"/><circle cx="268" cy="170" r="8" fill="${t.deep}"/>` +
    `<path d="M392 126 Q450 144 476 172" stroke="#ffffff" stroke-width="7" fill="none" opacity="0.25" stroke-linecap="round"/>`
  );
}

export function shoes(t: Tones): string {
  return `<g transform="translate(236 376)">${shoe(t.shade, t)}</g><g transform="translate(150 492)">${shoe(t.base, t)}</g>`;
}

export function bag(t: Tones): string {
  const ring = (x: number) => `<circle cx="${x}" cy="362" r="16" fill="none" stroke="${GOLD}" stroke-width="7"/>`;
  return (
    `<path d="M300 362 Q296 190 400 190 Q504 190 500 362" fill="none" stroke="${t.line}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M300 362 Q296 190 400 190 Q504 190 500 362" fill="none" stroke="${t.base}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M226 362 L574 362 L614 662 Q614 684 592 684 L208 684 Q186 684 186 662 Z" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>` +
    `<path d="M226 362 L262 362 L240 684 L208 684 Q186 684 186 662 Z" fill="${t.shade}"/><path d="M538 362 L574 362 L614 662 Q614 684 592 684 L560 684 Z" fill="${t.deep}" opacity="0.7"/>` +
    `<path d="M226 362 L574 362 L562 470 Q400 524 238 470 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/>` +
    `<path d="M240 456 Q400 506 560 456" fill="none" stroke="${t.light}" stroke-width="2.5" stroke-dasharray="7 6"/>` +
    `<path d="M214 654 L586 654" stroke="${t.light}" stroke-width="2.5" stroke-dasharray="7 6"/>` +
    `<rect x="382" y="478" width="36" height="40" rx="6" fill="${GOLD}" stroke="${mix(GOLD, '#000000', 0.3)}" stroke-width="3"/>` +
    ring(300) +
    ring(500) +
    `<path d="M262 390 Q400 420 540 390" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.18" stroke-linecap="round"/>`
  );
}

export function watch(t: Tones): string {
  const metal = t.base === colour('golden').hex ? GOLD : SILVER;
  const edge = mix(metal, '#000000', 0.35);
  const marks = Array.from({ length: 12 }, (_, i) => {
    const long = i % 3 === 0;
    return `<rect x="397" y="${long ? 296 : 300}" width="6" height="${long ? 26 : 14}" fill="${t.contrast}" transform="rotate(${i * 30} 400 400)"/>`;
  }).join('');
  const holes = [560, 600, 640].map((y) => `<circle cx="400" cy="${y}" r="6" fill="${t.deep}"/>`).join('');
  return (
    `<path d="M346 104 L454 104 L444 290 L356 290 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/>` +
    `<path d="M356 510 L444 510 L454 700 L346 700 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/>` +
    `<path d="M362 120 L370 284 M438 120 L430 284 M370 516 L362 690 M430 516 L438 690" stroke="${t.light}" stroke-width="2.5" stroke-dasharray="7 6"/>` +
    holes +
    `<rect x="528" y="384" width="26" height="32" rx="6" fill="${metal}" stroke="${edge}" stroke-width="3"/>` +
    `<circle cx="400" cy="400" r="136" fill="${metal}" stroke="${edge}" stroke-width="4"/>` +
    `<circle cx="400" cy="400" r="114" fill="${t.base}" stroke="${edge}" stroke-width="3"/>` +
    marks +
    `<circle cx="400" cy="458" r="22" fill="none" stroke="${t.contrast}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M400 400 L346 362" stroke="${t.contrast}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M400 400 L470 344" stroke="${t.contrast}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M400 400 L420 486" stroke="#d9412b" stroke-width="3" stroke-linecap="round"/><circle cx="400" cy="400" r="9" fill="${metal}" stroke="${edge}" stroke-width="2"/>` +
    `<path d="M318 330 Q356 288 414 282" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.25" stroke-linecap="round"/>`
  );
}
