/**
 * Decorative artwork without text (the site overlays titles in HTML): home sliders and banners,
 * category tiles, brand marks, shop logos and shop banners.
 */
import { type ColourKey, colour } from '../data/colors';
import { drawGarment, type Garment } from './garments';
import { GOLD, gradient, mix, pattern, place, svg } from './paint';

export type Motif = 'crescent' | 'paisley' | 'bolt' | 'rings';

export interface Scene {
  width: number;
  height: number;
  from: string;
  to: string;
  motif: Motif;
  /** Garment, colour, top-left corner and scale of its 800×800 drawing. */
  items: readonly (readonly [Garment, ColourKey, number, number, number])[];
}

const star = (x: number, y: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${GOLD}"/>`;
};

/** Concentric stitched rings, after nakshi kantha embroidery. */
function rings(x: number, y: number, r: number, tone: string): string {
  const circles = [1, 0.72, 0.46].map(
    (k) =>
      `<circle cx="${x}" cy="${y}" r="${r * k}" fill="none" stroke="${tone}" stroke-width="4" stroke-dasharray="10 8"/>`,
  );
  return `${circles.join('')}<circle cx="${x}" cy="${y}" r="${r * 0.18}" fill="${tone}"/>`;
}

/** A lightning bolt, as fractions of the picture's width and height. */
const BOLT: readonly (readonly [number, number])[] = [
  [0.36, 0.08],
  [0.27, 0.52],
  [0.34, 0.52],
  [0.3, 0.92],
  [0.46, 0.4],
  [0.38, 0.4],
  [0.44, 0.08],
];

function motif(kind: Motif, w: number, h: number): string {
  const s = h / 600;
  switch (kind) {
    case 'crescent':
      return (
        `<path d="M${w * 0.42} ${110 * s} a${80 * s} ${80 * s} 0 1 0 ${70 * s} ${120 * s} a${64 * s} ${64 * s} 0 1 1 -${70 * s} -${120 * s} Z" fill="${GOLD}"/>` +
        star(w * 0.5, 120 * s, 18 * s) +
        star(w * 0.36, 300 * s, 10 * s) +
        star(w * 0.08, 90 * s, 12 * s)
      );
    case 'paisley':
      return rings(w * 0.12, h * 0.82, 90 * s, GOLD) + rings(w * 0.45, h * 0.2, 60 * s, GOLD);
    case 'bolt': {
      const points = BOLT.map(([x, y]) => `${x * w},${y * h}`).join(' ');
      return `<polygon points="${points}" fill="#ffd447" opacity="0.9"/>${rings(w * 0.1, h * 0.75, 70 * s, '#ffd447')}`;
    }
    case 'rings':
      return rings(w * 0.18, h * 0.3, 70 * s, '#ffffff') + rings(w * 0.4, h * 0.85, 50 * s, '#ffffff');
  }
}

export function sceneSvg(scene: Scene): string {
  const { width: w, height: h } = scene;
  const dots = pattern('k', 28, `<circle cx="14" cy="14" r="2.2" fill="#ffffff" opacity="0.14"/>`);
  const items = scene.items
    .map(([garment, key, x, y, scale], i) => place(drawGarment(garment, colour(key).hex, `s${i}`), x, y, scale))
    .join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#k)"/>` +
      `<circle cx="${w * 0.78}" cy="${h * 0.55}" r="${h * 0.48}" fill="#ffffff" opacity="0.1"/>` +
      motif(scene.motif, w, h) +
      items,
    gradient('bg', scene.from, scene.to) + dots,
  );
}

/** 400×400 category tile: the garment on a pastel disc. */
export function categoryTile(garment: Garment, key: ColourKey): string {
  const hex = colour(key).hex;
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="186" fill="${mix(hex, '#ffffff', 0.82)}"/>` +
      place(drawGarment(garment, hex, 't'), 48, 40, 0.38),
  );
}

const EMBLEMS = [
  // loom: warp threads and a shuttle
  (c: string) =>
    `${[150, 180, 210, 240].map((x) => `<rect x="${x}" y="120" width="12" height="160" rx="6" fill="${c}"/>`).join('')}<ellipse cx="200" cy="200" rx="92" ry="22" fill="${c}"/>`,
  // shapla (water lily)
  (c: string) =>
    `${[0, 45, 90, 135].map((a) => `<ellipse cx="200" cy="200" rx="26" ry="84" fill="${c}" opacity="0.85" transform="rotate(${a} 200 200)"/>`).join('')}`,
  // river waves
  (c: string) =>
    [160, 200, 240]
      .map(
        (y) =>
          `<path d="M110 ${y} q22 -24 45 0 t45 0 t45 0 t45 0" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
      )
      .join(''),
  // diamond
  (c: string) =>
    `<path d="M200 100 L290 200 L200 300 L110 200 Z" fill="${c}"/><path d="M200 150 L245 200 L200 250 L155 200 Z" fill="#ffffff" opacity="0.5"/>`,
  // sun
  (c: string) =>
    `<circle cx="200" cy="200" r="48" fill="${c}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="194" y="96" width="12" height="36" rx="6" fill="${c}" transform="rotate(${i * 30} 200 200)"/>`).join('')}`,
  // boat (nouka)
  (c: string) =>
    `<path d="M100 220 Q200 290 300 220 Z" fill="${c}"/><path d="M205 110 L205 215 L270 205 Z" fill="${c}"/><rect x="198" y="110" width="8" height="110" fill="${c}"/>`,
];

/** 400×400 round mark for a brand, varied by index. */
export function brandMark(index: number, [main, accent]: readonly [string, string]): string {
  const emblem = EMBLEMS[index % EMBLEMS.length]!;
  return svg(
    400,
    400,
    `<circle cx="200" cy="200" r="196" fill="${main}"/><circle cx="200" cy="200" r="168" fill="none" stroke="${accent}" stroke-width="10"/>${emblem(accent)}`,
  );
}

const awning = (width: number, height: number, [main, accent]: readonly [string, string]) => {
  const stripes = Math.round(width / 50);
  const w = width / stripes;
  return Array.from(
    { length: stripes },
    (_, i) =>
      `<path d="M${i * w} 0 h${w} v${height} q${-w / 2} ${height * 0.5} ${-w} 0 Z" fill="${i % 2 ? accent : main}"/>`,
  ).join('');
};

/** 400×400 shop logo: a striped market awning over the shop's emblem. */
export function vendorLogo(index: number, hues: readonly [string, string]): string {
  const emblem = EMBLEMS[(index + 2) % EMBLEMS.length]!;
  return svg(
    400,
    400,
    `<rect width="400" height="400" rx="64" fill="#fbf8f2"/>${awning(400, 90, hues)}${place(emblem(hues[0]), 20, 100, 0.9)}`,
  );
}

/** 1200×300 shop banner: awning, stitched rings and a soft gradient. */
export function vendorBanner(hues: readonly [string, string]): string {
  return svg(
    1200,
    300,
    `<rect width="1200" height="300" fill="url(#bg)"/>${awning(1200, 60, hues)}` +
      rings(180, 200, 70, '#ffffff') +
      rings(1020, 190, 90, '#ffffff') +
      rings(620, 240, 40, '#ffffff'),
    gradient('bg', mix(hues[0], '#ffffff', 0.15), mix(hues[0], '#000000', 0.25)),
  );
}
