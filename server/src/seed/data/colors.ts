/** The demo colour palette: Latin key (used in SKUs, image names and variant options), names and swatch. */
export interface Colour {
  key: string;
  /** Three letters for SKUs. */
  code: string;
  en: string;
  bn: string;
  hex: string;
}

export const COLOURS = [
  { key: 'white', code: 'WHT', en: 'White', bn: 'সাদা', hex: '#f4f2ec' },
  { key: 'black', code: 'BLK', en: 'Black', bn: 'কালো', hex: '#23252b' },
  { key: 'navy', code: 'NVY', en: 'Navy Blue', bn: 'নেভি ব্লু', hex: '#1f3157' },
  { key: 'maroon', code: 'MRN', en: 'Maroon', bn: 'মেরুন', hex: '#7a1f2b' },
  { key: 'olive', code: 'OLV', en: 'Olive', bn: 'জলপাই', hex: '#6b7036' },
  { key: 'red', code: 'RED', en: 'Red', bn: 'লাল', hex: '#c8302f' },
  { key: 'green', code: 'GRN', en: 'Green', bn: 'সবুজ', hex: '#2e7d4f' },
  { key: 'yellow', code: 'YLW', en: 'Yellow', bn: 'হলুদ', hex: '#e9b730' },
  { key: 'pink', code: 'PNK', en: 'Pink', bn: 'গোলাপি', hex: '#e07a9a' },
  { key: 'sky', code: 'SKY', en: 'Sky Blue', bn: 'আকাশি', hex: '#7fb6e0' },
  { key: 'grey', code: 'GRY', en: 'Grey', bn: 'ধূসর', hex: '#8a8f98' },
  { key: 'brown', code: 'BRN', en: 'Brown', bn: 'বাদামি', hex: '#7b4a2d' },
  { key: 'orange', code: 'ORG', en: 'Orange', bn: 'কমলা', hex: '#e2722c' },
  { key: 'purple', code: 'PRP', en: 'Purple', bn: 'বেগুনি', hex: '#6c3f8f' },
  { key: 'cream', code: 'CRM', en: 'Cream', bn: 'ক্রিম', hex: '#eadbb8' },
  { key: 'golden', code: 'GLD', en: 'Golden', bn: 'সোনালি', hex: '#c9a13b' },
] as const satisfies readonly Colour[];

export type ColourKey = (typeof COLOURS)[number]['key'];

const BY_KEY = new Map<string, Colour>(COLOURS.map((colour) => [colour.key, colour]));

export function colour(key: ColourKey): Colour {
  return BY_KEY.get(key)!;
}
