/**
 * The product page's layouts (spec section 2: /product/{layout}/{slug?}). Every layout shows the same prerendered
 * page: `/product/{id}` is layout-neutral markup arranged by CSS keyed on `<html data-product-layout>`, and the
 * site server rewrites `/product/{layout}/{name}-{id}` to it (so a layout costs no extra page per product).
 */
export const PRODUCT_LAYOUTS = [
  'centered',
  'default',
  'extended',
  'fullwidth',
  'gallery',
  'masonry',
  'sidebar',
  'sticky',
] as const;

export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

const LAYOUT_IN_PATH = new RegExp(`^(?:/bn)?/product/(${PRODUCT_LAYOUTS.join('|')})(?:/|$)`);

/** The layout a product URL asks for; plain `/product/{id}` (and anything else) is the default layout. */
export function layoutFromPath(pathname: string): ProductLayout {
  return (LAYOUT_IN_PATH.exec(pathname)?.[1] as ProductLayout | undefined) ?? 'default';
}

/**
 * Blocking `<head>` script: sets the layout attribute from the address before the first paint (no layout shift).
 * It is inline, so the build adds its hash to the page's CSP (scripts/site-build/csp-hashes.ts).
 */
export const LAYOUT_SCRIPT = `document.documentElement.dataset.productLayout=(${LAYOUT_IN_PATH}.exec(location.pathname)||[,'default'])[1]`;
