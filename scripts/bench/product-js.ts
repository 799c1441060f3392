import { closure, pageScripts } from './js-weight';

/** Entry script of the add-to-cart control (Astro names a component's script after it); the header counters are part of every page's shell script. */
const CART_ENTRY = /AddToCart\.astro_astro_type_script/;

export interface ChunkWeight {
  name: string;
  gzip: number;
  /** Loaded only because of the cart control (no other script of the page imports it). */
  cartOnly: boolean;
  /** Loaded by the cart control, maybe shared with other scripts. */
  cart: boolean;
}

export interface ProductPageJs {
  page: string;
  chunks: ChunkWeight[];
  total: number;
  /** What the control adds: the chunks only it loads. */
  cartOnly: number;
  /** Everything the control loads, shared chunks included. */
  cart: number;
}

const isCartEntry = (name: string, code: string) =>
  CART_ENTRY.test(name) || (name.startsWith('inline ') && /add-to-cart/.test(code));

/** Every script a product page loads before interaction, with what the cart control accounts for. */
export async function productPageJs(root: string, page: string): Promise<ProductPageJs> {
  const { entries, scripts } = await pageScripts(root, page);
  const cartEntries = entries.filter((name) => isCartEntry(name, scripts.get(name)?.code ?? ''));
  const cartLoads = closure(scripts, cartEntries);
  const otherLoads = closure(
    scripts,
    entries.filter((name) => !cartEntries.includes(name)),
  );
  const chunks = [...scripts.values()]
    .map((script) => ({
      name: script.name,
      gzip: script.gzip,
      cart: cartLoads.has(script.name),
      cartOnly: cartLoads.has(script.name) && !otherLoads.has(script.name),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list: ChunkWeight[]) => list.reduce((total, chunk) => total + chunk.gzip, 0);
  return {
    page,
    chunks,
    total: sum(chunks),
    cartOnly: sum(chunks.filter((chunk) => chunk.cartOnly)),
    cart: sum(chunks.filter((chunk) => chunk.cart)),
  };
}
