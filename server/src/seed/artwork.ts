/** Where each seeded picture lives below the uploads folder, and the render job that makes it. */
import { brandMark, categoryTile, sceneSvg, vendorBanner, vendorLogo } from './art/decor';
import { type Garment, productPicture } from './art/garments';
import { CATEGORIES } from './data/categories';
import { type ColourKey, colour } from './data/colors';
import { DEPARTMENTS } from './data/departments';
import { BANNERS, SLIDERS } from './data/home';
import { BRANDS, VENDORS } from './data/partners';
import type { ImageJob } from './images';

export const artworkPaths = {
  product: (garment: Garment, key: ColourKey) => `products/${garment}-${key}.webp`,
  slider: (name: string) => `sliders/${name}.webp`,
  banner: (name: string) => `banners/${name}.webp`,
  category: (slug: string) => `categories/${slug}.webp`,
  brand: (slug: string) => `brands/${slug}.webp`,
  vendorLogo: (slug: string) => `vendors/${slug}-logo.webp`,
  vendorBanner: (slug: string) => `vendors/${slug}-banner.webp`,
};

export const productArtwork = (garment: Garment, key: ColourKey): ImageJob => ({
  path: artworkPaths.product(garment, key),
  svg: () => productPicture(garment, colour(key).hex),
});

/** Sliders (1600×600), banners (800×400), category tiles, brand marks, shop logos and banners. */
export function siteArtwork(): ImageJob[] {
  return [
    ...SLIDERS.map((slide) => ({
      path: artworkPaths.slider(slide.image),
      svg: () => sceneSvg({ ...slide.art, width: 1600, height: 600 }),
    })),
    ...BANNERS.map((banner) => ({
      path: artworkPaths.banner(banner.image),
      svg: () => sceneSvg({ ...banner.art, width: 800, height: 400 }),
    })),
    ...CATEGORIES.map((category) => ({
      path: artworkPaths.category(category.slug),
      svg: () => categoryTile(category.art, category.tint),
    })),
    ...BRANDS.map((brand, i) => ({ path: artworkPaths.brand(brand.slug), svg: () => brandMark(i, brand.hues) })),
    ...VENDORS.flatMap((vendor, i) => [
      { path: artworkPaths.vendorLogo(vendor.slug), svg: () => vendorLogo(i, vendor.hues) },
      { path: artworkPaths.vendorBanner(vendor.slug), svg: () => vendorBanner(vendor.hues) },
    ]),
  ];
}

/** Every picture a seed of any size can draw: the site's, and each department's garments in each of its colours. */
export function everyArtwork(): ImageJob[] {
  const products = DEPARTMENTS.flatMap((department) =>
    department.lines.flatMap((line) => department.colours.map((key) => productArtwork(line.garment, key))),
  );
  return [...siteArtwork(), ...products];
}
