/** Draped and long garments in an 800×800 box: three-piece, saree, kids' frock, lungi, trousers. */
import { GOLD, mirror, mix, pattern, type Tones } from './paint';

const MANNEQUIN = '#dcd2c4';

/** Small flowers scattered as a print. */
const florals = (id: string, colour: string, size = 54) =>
  pattern(
    id,
    size,
    `<g fill="${colour}"><circle cx="14" cy="14" r="5"/><circle cx="8" cy="14" r="3.5"/><circle cx="20" cy="14" r="3.5"/><circle cx="14" cy="8" r="3.5"/><circle cx="14" cy="20" r="3.5"/><circle cx="${size - 14}" cy="${size - 12}" r="3"/></g>`,
  );

const KAMEEZ = 'M362 150 L290 176 L312 300 L272 690 Q400 712 528 690 L488 300 L510 176 L438 150 Q400 222 362 150 Z';
const KAMEEZ_SLEEVE = 'M290 176 Q248 232 232 424 L290 432 Q300 352 312 300 Z';

export function threePiece(t: Tones, id: string): string {
  const accent = mix(t.base, GOLD, 0.55);
  const leg = `<path d="M322 690 L304 772 L386 772 L396 690 Z" fill="${t.light}" stroke="${t.line}" stroke-width="2.5"/><path d="M304 760 L386 760" stroke="${t.deep}" stroke-width="6"/>`;
  const sleeve = `<path d="${KAMEEZ_SLEEVE}" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/><path d="M233 410 L290 418" stroke="${GOLD}" stroke-width="7"/>`;
  return (
    `<defs>${florals(`${id}-p`, t.light)}${florals(`${id}-d`, t.base, 40)}</defs>` +
    `<path d="M505 180 L562 192 L580 560 L540 596 Z" fill="${accent}" stroke="${t.line}" stroke-width="2.5"/>` +
    leg +
    mirror(leg) +
    sleeve +
    mirror(sleeve) +
    `<path d="${KAMEEZ}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/><path d="${KAMEEZ}" fill="url(#${id}-p)" opacity="0.7"/>` +
    `<path d="M362 150 Q400 222 438 150" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
    `<path d="M276 664 Q400 686 524 664 L528 690 Q400 712 272 690 Z" fill="${GOLD}" opacity="0.8"/>` +
    `<path d="M330 320 Q350 520 318 680 M470 320 Q452 520 482 680" stroke="${t.deep}" stroke-width="14" fill="none" opacity="0.35"/>` +
    `<path d="M298 176 Q356 306 500 428 L528 476 Q366 384 272 204 Z" fill="${accent}" stroke="${t.line}" stroke-width="2.5"/>` +
    `<path d="M298 176 Q356 306 500 428 L528 476 Q366 384 272 204 Z" fill="url(#${id}-d)" opacity="0.6"/>` +
    `<path d="M500 428 L528 476 M506 440 l-12 18 M516 452 l-12 18" stroke="${GOLD}" stroke-width="4"/>`
  );
}

export function saree(t: Tones, id: string): string {
  const border = pattern(
    `${id}-b`,
    28,
    `<rect width="28" height="28" fill="${GOLD}"/><path d="M0 14 L14 4 L28 14 L14 24 Z" fill="${t.deep}"/><circle cx="14" cy="14" r="3" fill="${GOLD}"/>`,
  );
  const buti = pattern(
    `${id}-u`,
    46,
    `<circle cx="12" cy="12" r="4" fill="${GOLD}"/><circle cx="35" cy="34" r="3" fill="${t.light}"/>`,
  );
  const skirt = 'M318 330 L482 330 Q522 540 564 762 L236 762 Q278 540 318 330 Z';
  const pallu = 'M294 190 L356 172 L528 402 L488 472 Z';
  return (
    `<defs>${border}${buti}</defs>` +
    `<rect x="386" y="120" width="28" height="60" rx="10" fill="${MANNEQUIN}"/>` +
    `<path d="M294 192 L258 204 L236 604 L300 624 L312 262 Z" fill="${t.deep}" stroke="${t.line}" stroke-width="2.5"/>` +
    `<path d="M236 604 L300 624 L296 596 L238 578 Z" fill="url(#${id}-b)"/>` +
    `<path d="M350 168 Q400 188 450 168 L506 190 L520 252 L490 262 L482 332 L318 332 L310 262 L280 252 L294 190 Z" fill="${t.deep}" stroke="${t.line}" stroke-width="2.5"/>` +
    `<path d="${skirt}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/><path d="${skirt}" fill="url(#${id}-u)" opacity="0.8"/>` +
    `<path d="M372 430 L428 430 L474 762 L326 762 Z" fill="${t.shade}"/>` +
    `<path d="M380 430 L344 762 M392 430 L376 762 M404 430 L406 762 M416 430 L436 762 M426 430 L462 762" stroke="${t.deep}" stroke-width="3"/>` +
    `<path d="M238 736 L562 736 L566 762 L234 762 Z" fill="url(#${id}-b)"/>` +
    `<path d="${pallu}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/><path d="${pallu}" fill="url(#${id}-u)" opacity="0.9"/>` +
    `<path d="M294 190 L488 472 M356 172 L528 402" stroke="${GOLD}" stroke-width="12"/>` +
    `<path d="M300 220 Q420 300 470 440" stroke="${t.light}" stroke-width="10" fill="none" opacity="0.35"/>`
  );
}

export function kidsFrock(t: Tones, id: string): string {
  const trim = mix(t.base, '#ffffff', 0.75);
  const skirt = 'M340 330 L460 330 Q560 516 604 624 L196 624 Q240 516 340 330 Z';
  const scallops = Array.from({ length: 10 }, (_, i) => {
    const x = 196 + i * 40.8;
    return `<path d="M${x} 622 q20.4 34 40.8 0" fill="${trim}" stroke="${t.line}" stroke-width="2"/>`;
  }).join('');
  const puff = `<ellipse cx="330" cy="222" rx="44" ry="34" fill="${t.shade}" stroke="${t.line}" stroke-width="2.5"/><path d="M298 246 Q330 262 362 246" stroke="${trim}" stroke-width="6" fill="none"/>`;
  const collar = `<path d="M372 200 Q356 236 396 242 L400 204 Z" fill="${trim}" stroke="${t.line}" stroke-width="2"/>`;
  return (
    `<defs>${pattern(`${id}-d`, 40, `<circle cx="10" cy="10" r="5" fill="${trim}"/><circle cx="30" cy="30" r="5" fill="${trim}"/>`)}</defs>` +
    `<path d="M400 150 q0 -30 20 -30 q18 0 18 16 q0 12 -18 20" fill="none" stroke="#8d8070" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M300 220 L400 160 L500 220" fill="none" stroke="#8d8070" stroke-width="8" stroke-linecap="round"/>` +
    puff +
    mirror(puff) +
    `<path d="M352 196 L448 196 L462 334 L338 334 Z" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>` +
    scallops +
    `<path d="${skirt}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/><path d="${skirt}" fill="url(#${id}-d)" opacity="0.55"/>` +
    `<path d="M372 340 Q330 500 292 610 M428 340 Q470 500 508 610" stroke="${t.deep}" stroke-width="12" fill="none" opacity="0.3"/>` +
    `<rect x="336" y="318" width="128" height="26" rx="6" fill="${trim}" stroke="${t.line}" stroke-width="2"/>` +
    `<path d="M400 331 L356 304 L360 360 Z M400 331 L444 304 L440 360 Z" fill="${trim}" stroke="${t.line}" stroke-width="2"/><circle cx="400" cy="331" r="11" fill="${t.shade}"/>` +
    collar +
    mirror(collar)
  );
}

export function lungi(t: Tones, id: string): string {
  const plaid = pattern(
    `${id}-c`,
    64,
    `<rect width="64" height="16" fill="${t.deep}" opacity="0.55"/><rect width="16" height="64" fill="${t.deep}" opacity="0.45"/><rect y="36" width="64" height="4" fill="${t.light}" opacity="0.7"/><rect x="36" width="4" height="64" fill="${t.light}" opacity="0.6"/>`,
  );
  const cloth = 'M252 196 L548 196 L572 722 L228 722 Z';
  return (
    `<defs>${plaid}</defs>` +
    `<path d="M400 150 q0 -34 22 -34 q20 0 20 18 q0 14 -20 22" fill="none" stroke="#8d8070" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="214" y="160" width="372" height="22" rx="11" fill="#a57c52"/>` +
    `<path d="${cloth}" fill="${t.base}" stroke="${t.line}" stroke-width="3"/><path d="${cloth}" fill="url(#${id}-c)"/>` +
    `<path d="M240 182 L560 182 L562 236 L238 236 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2.5"/><path d="M238 236 L562 236" stroke="${t.deep}" stroke-width="4"/>` +
    `<path d="M232 672 L568 672 L570 700 L230 700 Z" fill="${t.light}" opacity="0.75"/>` +
    `<path d="M320 240 Q330 480 300 718 M410 240 Q420 480 400 720 M490 240 Q498 480 488 720" stroke="${t.deep}" stroke-width="18" fill="none" opacity="0.25"/>`
  );
}

export function trousers(t: Tones): string {
  const pocket = `<path d="M302 172 Q342 184 352 166" fill="none" stroke="${t.line}" stroke-width="3"/>`;
  const loop = `<rect x="326" y="128" width="12" height="42" rx="3" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>`;
  const hem = `<path d="M282 718 L380 718" stroke="${t.light}" stroke-width="3" stroke-dasharray="7 6"/>`;
  return (
    `<path d="M300 166 L500 166 L522 742 L420 742 L400 334 L380 742 L278 742 Z" fill="${t.base}" stroke="${t.line}" stroke-width="3"/>` +
    `<rect x="296" y="128" width="208" height="40" rx="4" fill="${t.shade}" stroke="${t.line}" stroke-width="3"/>` +
    loop +
    mirror(loop) +
    pocket +
    mirror(pocket) +
    hem +
    mirror(hem) +
    `<circle cx="400" cy="148" r="8" fill="${GOLD}" stroke="${t.line}" stroke-width="2"/>` +
    `<path d="M400 170 L400 296 Q402 318 426 304" fill="none" stroke="${t.light}" stroke-width="3" stroke-dasharray="7 6"/>` +
    `<ellipse cx="338" cy="300" rx="26" ry="90" fill="${t.light}" opacity="0.25"/><ellipse cx="462" cy="300" rx="26" ry="90" fill="${t.light}" opacity="0.25"/>` +
    `<path d="M334 420 Q348 560 330 736 M466 420 Q452 560 470 736" stroke="${t.deep}" stroke-width="10" fill="none" opacity="0.35"/>` +
    `<path d="M306 170 L290 736 M494 170 L510 736" stroke="${t.light}" stroke-width="2.5" stroke-dasharray="7 6" opacity="0.7"/>`
  );
}
