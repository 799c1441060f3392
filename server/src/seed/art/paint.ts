/** Colour arithmetic and SVG wrappers shared by the seed's illustrations. */

export interface Tones {
  base: string;
  light: string;
  shade: string;
  deep: string;
  line: string;
  /** Readable mark colour on top of base (white on dark, ink on light). */
  contrast: string;
}

export const GOLD = '#d4af37';
export const SILVER = '#c9ccd1';
export const PAPER = '#f6f2ea';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes `hex` toward `target` by t (0..1). */
export function mix(hex: string, target: string, t: number): string {
  const from = channels(hex);
  const to = channels(target);
  const out = from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative brightness 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function tones(hex: string): Tones {
  const bright = luminance(hex) > 0.6;
  return {
    base: hex,
    light: mix(hex, '#ffffff', bright ? 0.45 : 0.25),
    shade: mix(hex, '#000000', bright ? 0.1 : 0.18),
    deep: mix(hex, '#000000', bright ? 0.22 : 0.35),
    line: mix(hex, '#000000', bright ? 0.4 : 0.55),
    contrast: bright ? '#2b2b2b' : '#f7f4ee',
  };
}

/** Reflects markup across the vertical axis x = 400 of an 800-wide drawing. */
export const mirror = (markup: string) => `<g transform="translate(800 0) scale(-1 1)">${markup}</g>`;

export const place = (markup: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${markup}</g>`;

/** A complete SVG document. */
export function svg(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Vertical gradient definition named `id`. */
export const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A square tile pattern named `id` of the given size with `markup` inside. */
export const pattern = (id: string, size: number, markup: string) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${markup}</pattern>`;
