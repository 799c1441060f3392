/** The garment illustrations: one flat drawing per garment, filled with a variant colour. */
import { bag, shoes, watch } from './accessories';
import { kidsFrock, lungi, saree, threePiece, trousers } from './drapes';
import { gradient, PAPER, svg, type Tones, tones } from './paint';
import { casualShirt, formalShirt, panjabi, tShirt } from './tops';

/** Draws into an 800×800 box; `id` prefixes pattern ids so several drawings can share one SVG. */
type Draw = (t: Tones, id: string) => string;

const GARMENTS = {
  shirt: casualShirt,
  'formal-shirt': formalShirt,
  panjabi,
  'three-piece': threePiece,
  saree,
  tshirt: tShirt,
  trousers,
  kids: kidsFrock,
  shoes,
  bag,
  watch,
  lungi,
} as const satisfies Record<string, Draw>;

export type Garment = keyof typeof GARMENTS;

/** The garment in colour `hex`, as markup in the 800×800 box. */
export const drawGarment = (garment: Garment, hex: string, id: string) => GARMENTS[garment](tones(hex), id);

/** A product photo: the garment on a warm paper backdrop with a floor shadow (800×800). */
export function productPicture(garment: Garment, hex: string): string {
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="url(#bg)"/>` +
      `<ellipse cx="400" cy="752" rx="250" ry="22" fill="#000000" opacity="0.08"/>` +
      drawGarment(garment, hex, 'g'),
    gradient('bg', PAPER, '#e9e2d5'),
  );
}
