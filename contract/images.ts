/**
 * The image proxy (spec section 7 "Images"), shared by the API and the storefront so that the URLs the storefront
 * builds are exactly the ones the API accepts: `${origin}${IMAGE_PROXY_PATH}/<preset>?w=<width>&url=<source>`.
 */
export const IMAGE_PROXY_PATH = '/image-proxy';

/** hero: WebP q85, the source's aspect ratio; thumbnail: WebP q80, square (300×300 unless a width is asked). */
export const IMAGE_PRESETS = ['hero', 'thumbnail'] as const;
export type ImagePreset = (typeof IMAGE_PRESETS)[number];

/** The only widths the proxy renders: a fixed list, so that nobody can fill its disk cache with arbitrary sizes. */
export const IMAGE_WIDTHS = [160, 240, 300, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
