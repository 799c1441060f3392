/** Upper-body garments on a hanger, drawn in an 800×800 box: shirts, formal shirts, T-shirts and panjabi. */
import { GOLD, mirror, pattern, type Tones } from './paint';

const hanger = (y: number) =>
  `<path d="M400 ${y - 40} q0 -32 22 -32 q20 0 20 18 q0 14 -20 22" fill="none" stroke="#8d8070" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M262 ${y + 22} L400 ${y - 18} L538 ${y + 22}" fill="none" stroke="#8d8070" stroke-width="9" stroke-linecap="round"/>`;

const stitches = (d: string, colour: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-dasharray="7 6" opacity="0.8"/>`;

const buttons = (ys: number[], t: Tones, x = 400) =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="7" fill="${t.light}" stroke="${t.line}" stroke-width="2"/>`).join('');

/** Soft fold shadows down both sides of a body. */
const folds = (t: Tones, top: number, bottom: number) =>
  `<path d="M300 ${top} Q320 ${(top + bottom) / 2} 305 ${bottom}" stroke="${t.shade}" stroke-width="26" fill="none" opacity="0.55" stroke-linecap="round"/>` +
  `<path d="M500 ${top} Q482 ${(top + bottom) / 2} 495 ${bottom}" stroke="${t.deep}" stroke-width="30" fill="none" opacity="0.45" stroke-linecap="round"/>` +
  `<path d="M360 ${top + 120} Q372 ${top + 260} 352 ${bottom - 40}" stroke="${t.shade}" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`;

const SHIRT_BODY = 'M360 150 L255 185 L290 300 L295 680 Q400 716 505 680 L510 300 L545 185 L440 150 Q400 176 360 150 Z';
const SHIRT_SLEEVE = 'M255 185 Q214 262 198 556 L262 566 Q274 420 290 300 Z';
const SHIRT_CUFF = 'M198 556 L262 566 L258 606 L194 596 Z';
const SHIRT_COLLAR = 'M360 150 L402 178 L384 222 L342 166 Z';

interface ShirtStyle {
  fabric: 'check' | 'pinstripe';
  pocket: boolean;
  tie: boolean;
}

function shirt(t: Tones, id: string, style: ShirtStyle): string {
  const fabric =
    style.fabric === 'check'
      ? pattern(
          `${id}-f`,
          44,
          `<rect width="44" height="12" fill="${t.deep}" opacity="0.35"/><rect width="12" height="44" fill="${t.deep}" opacity="0.3"/><rect y="26" width="44" height="3" fill="${t.light}" opacity="0.5"/>`,
        )
      : pattern(`${id}-f`, 18, `<rect width="2" height="18" fill="${t.shade}" opacity="0.6"/>`);
  const overlay = (d: string) => `<path d="${d}" fill="url(#${id}-f)"/>`;
  const sleeve = `<path d="${SHIRT_SLEEVE}" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/>${overlay(SHIRT_SLEEVE)}<path d="${SHIRT_CUFF}" fill="${t.deep}" stroke="${t.line}" stroke-width="3"/>`;
  const tieColour = t.contrast === '#2b2b2b' ? '#7a1f2b' : '#d9c27a';
  const tie = style.tie
    ? `<path d="M388 182 L412 182 L418 212 L400 224 L382 212 Z" fill="${tieColour}"/><path d="M385 222 L415 222 L432 470 L400 510 L368 470 Z" fill="${tieColour}"/><path d="M392 260 L420 300 M388 330 L424 380 M384 400 L428 450" stroke="#ffffff" stroke-width="5" opacity="0.25"/>`
    : '';
  return (
    `<defs>${fabric}</defs>${hanger(150)}${sleeve}${mirror(sleeve)}` +
    `<path d="${SHIRT_BODY}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>${overlay(SHIRT_BODY)}${folds(t, 300, 670)}` +
    `<path d="M360 150 Q400 166 440 150 L440 136 Q400 152 360 136 Z" fill="${t.deep}"/>` +
    `<rect x="391" y="176" width="18" height="520" fill="${t.light}" opacity="0.35" stroke="${t.line}" stroke-width="1.5"/>` +
    buttons([222, 292, 362, 432, 502, 572, 642], t) +
    (style.pocket
      ? `<path d="M312 268 h62 v66 l-31 12 l-31 -12 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2.5"/>${stitches('M318 282 h50', t.light)}`
      : '') +
    `<path d="${SHIRT_COLLAR}" fill="${t.light}" stroke="${t.line}" stroke-width="3"/>${mirror(`<path d="${SHIRT_COLLAR}" fill="${t.light}" stroke="${t.line}" stroke-width="3"/>`)}` +
    tie
  );
}

export const casualShirt = (t: Tones, id: string) => shirt(t, id, { fabric: 'check', pocket: true, tie: false });
export const formalShirt = (t: Tones, id: string) => shirt(t, id, { fabric: 'pinstripe', pocket: false, tie: true });

const TEE_BODY =
  'M338 158 Q400 206 462 158 L562 192 L642 302 L566 348 L530 312 L528 662 Q400 676 272 662 L270 312 L234 348 L158 302 L238 192 Z';

export function tShirt(t: Tones): string {
  return (
    hanger(158) +
    `<path d="${TEE_BODY}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>${folds(t, 320, 650)}` +
    `<path d="M338 158 Q400 206 462 158" fill="none" stroke="${t.deep}" stroke-width="16"/>` +
    stitches('M344 176 Q400 218 456 176', t.light) +
    stitches('M170 312 L236 352', t.light) +
    stitches('M630 312 L564 352', t.light) +
    stitches('M276 644 Q400 656 524 644', t.light) +
    `<path d="M270 312 L272 360" stroke="${t.deep}" stroke-width="4" opacity="0.5"/><path d="M530 312 L528 360" stroke="${t.deep}" stroke-width="4" opacity="0.5"/>` +
    `<circle cx="448" cy="270" r="26" fill="${t.contrast}" opacity="0.18"/>`
  );
}

const PANJABI_BODY = 'M365 140 L270 170 L300 290 L288 742 L512 742 L500 290 L530 170 L435 140 Q400 154 365 140 Z';
const PANJABI_SLEEVE = 'M270 170 Q224 262 214 566 L272 574 Q284 420 300 290 Z';

export function panjabi(t: Tones, id: string): string {
  const sleeve = `<path d="${PANJABI_SLEEVE}" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/><path d="M214 540 L273 548" stroke="${GOLD}" stroke-width="8" opacity="0.85"/>`;
  const vine = pattern(
    `${id}-e`,
    24,
    `<circle cx="12" cy="12" r="4" fill="${GOLD}"/><path d="M2 12 Q7 2 12 12 Q17 22 22 12" stroke="${GOLD}" stroke-width="2" fill="none"/>`,
  );
  return (
    `<defs>${vine}</defs>${hanger(140)}${sleeve}${mirror(sleeve)}` +
    `<path d="${PANJABI_BODY}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>${folds(t, 300, 730)}` +
    `<path d="M294 742 L300 670 L308 742 Z M506 742 L500 670 L492 742 Z" fill="#efe9df"/>` +
    `<rect x="292" y="708" width="216" height="26" fill="url(#${id}-e)" opacity="0.9"/>` +
    `<path d="M365 140 Q400 154 435 140 L435 116 Q400 130 365 116 Z" fill="${t.deep}" stroke="${t.line}" stroke-width="2"/>` +
    `<rect x="380" y="150" width="40" height="230" fill="url(#${id}-e)" stroke="${GOLD}" stroke-width="2"/>` +
    `<rect x="394" y="150" width="12" height="230" fill="${t.base}"/>` +
    buttons([178, 228, 278, 328], { ...t, light: GOLD })
  );
}
