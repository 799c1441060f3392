import { SIGNED_IN_EXPRESSION } from '@/lib/api/session';
import type { CartArea } from './cart-area';
import { BUY_NOW_KEY, GUEST_CART_KEY } from './cart-state';

/**
 * Marks a static link to the guest cart or checkout. The built page links everyone to the guest address, so a
 * guest's first view needs no redirect and no island; CART_AREA_LINKS_SCRIPT gives a signed-in shopper the shop one.
 */
export const CART_AREA_LINK = 'data-cart-area-link';

/** Inline, after the header that holds the marked links: they point to the shop cart or checkout for a signed-in shopper. */
export const CART_AREA_LINKS_SCRIPT = `if(${SIGNED_IN_EXPRESSION})for(var a of document.querySelectorAll('a[${CART_AREA_LINK}]'))a.setAttribute('href',a.getAttribute('href').replace('/guest/','/shop/'))`;

/**
 * Inline in the head of a cart or checkout page: a visitor on the other area's page (an old link, a bookmark, a sign
 * in or out elsewhere) goes to their own at once, query and hash kept, before any module loads (cartAreaRedirect
 * decides the same later, in the island, when the shopper signs in or out on the page).
 */
export function cartAreaRedirectScript(area: CartArea): string {
  const other: CartArea = area === 'shop' ? 'guest' : 'shop';
  const belongsElsewhere = area === 'shop' ? `!${SIGNED_IN_EXPRESSION}` : SIGNED_IN_EXPRESSION;
  return `if(${belongsElsewhere})location.replace(location.pathname.replace('/${area}/','/${other}/')+location.search+location.hash)`;
}

/** Set on <html> when a guest's cart is known empty before any module loads (GUEST_CART_EMPTY_SCRIPT). */
export const CART_KNOWN_EMPTY = 'data-cart-known-empty';

/**
 * Inline in the head of a guest's cart or checkout page: a stored cart with no line and no buy-now item is empty
 * whatever the island would learn, so the page shows its empty state at first paint (CartIsland) instead of a
 * loading line until 100 KB of script have run. Anything unreadable counts as unknown: the island decides.
 */
export const GUEST_CART_EMPTY_SCRIPT = `if((function(){try{var s=localStorage,c=JSON.parse(s.getItem(${JSON.stringify(GUEST_CART_KEY)}));return !(Array.isArray(c)&&c.length)&&!JSON.parse(s.getItem(${JSON.stringify(BUY_NOW_KEY)}))}catch(e){return false}})())document.documentElement.setAttribute(${JSON.stringify(CART_KNOWN_EMPTY)},'')`;
