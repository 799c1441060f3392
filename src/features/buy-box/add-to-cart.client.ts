import type { LiveProduct } from '#contract';
import { addToCart, buyNow } from '@/features/cart/cart.store';
import { cartAreaRedirect } from '@/features/cart/cart-area';
import { parseQty } from '@/features/cart/cart-line';
import { type CartOutcome, refusalText } from '@/features/cart/cart-outcome';
import { addToCompare } from '@/features/compare/compare.store';
import { LIVE_PRODUCT_EVENT } from '@/features/product/live-prices';
import { mergeLiveVariants } from '@/features/product/product';
import type { VariantPickerData } from '@/features/product/variant-picker';
import { $wishlistIds, requestWishlist, toggleWishlist } from '@/features/wishlist/wishlist.store';
import { $shopperId } from '@/lib/api/session';
import { formatNumber } from '@/lib/money';
import { TOAST_DURATION, type ToastMessage, toast } from '@/lib/toast';
import { type AddToCartData, compareToast, qtyLimit, stepQty, wishlistToast, withStock } from './add-to-cart';

/** The JSON a component of the page hands its script: this control's own, and the variant picker's variants. */
const jsonIn = <T>(element: HTMLElement): T =>
  JSON.parse(element.querySelector('script[type="application/json"]')?.textContent ?? '');

const show = ({ kind, text }: ToastMessage) => (kind === 'success' ? toast.success(text) : toast.error(text));

/** Wires AddToCart.astro's markup to the cart, wishlist and compare stores; the stores hold every rule. */
export function mountAddToCart(root: HTMLElement): void {
  const data = jsonIn<AddToCartData>(root);
  const { locale, product, texts } = data;
  const page = root.closest<HTMLElement>('[data-product-id]');
  const picker = page?.querySelector<HTMLElement>('[data-variant-picker]');
  let variants = data.variants ?? (picker ? jsonIn<VariantPickerData>(picker).variants : []);
  const element = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const input = element<HTMLInputElement>('[data-qty]');
  const qtyError = element('[data-qty-error]');
  const unavailable = element('[data-unavailable]');
  const [decrease, increase] = root.querySelectorAll<HTMLButtonElement>('[data-step]');
  const add = element<HTMLButtonElement>('[data-add]');
  const buy = element<HTMLButtonElement>('[data-buy-now]');
  const heart = element<HTMLButtonElement>('[data-wishlist]');
  const compare = element<HTMLButtonElement>('[data-compare]');

  const current = () => {
    const id = Number(picker?.dataset.variantId ?? data.selected);
    return variants.find((variant) => variant.id === id);
  };

  const render = () => {
    const stock = current()?.stock ?? 0;
    const qty = parseQty(input.value);
    unavailable.hidden = stock > 0;
    add.disabled = buy.disabled = stock <= 0;
    decrease!.disabled = qty !== null && qty <= 1;
    increase!.disabled = qty !== null && qty >= qtyLimit(stock);
  };

  /** The typed quantity, or null with the message shown beside the field. */
  const readQty = (): number | null => {
    const qty = parseQty(input.value);
    qtyError.hidden = qty !== null;
    input.setAttribute('aria-invalid', String(qty === null));
    return qty;
  };

  const setQty = (qty: number) => {
    input.value = formatNumber(qty, locale);
    readQty();
    render();
  };

  let busy = false;
  /** Runs one store action at a time and shows its outcome; a refusal that names the real stock updates it. */
  const act = async (action: (qty: number) => CartOutcome | Promise<CartOutcome>, onSuccess: () => void) => {
    const qty = readQty();
    if (qty === null) return input.focus();
    if (busy) return;
    busy = true;
    try {
      const outcome = await action(qty);
      const variant = current();
      if (!outcome.ok && outcome.reason === 'server' && outcome.stock !== undefined && variant) {
        variants = withStock(variants, variant.id, outcome.stock);
        render();
      }
      if (outcome.ok) onSuccess();
      else toast.error(refusalText(outcome, texts, locale));
    } catch {
      toast.error(texts.cartToasts.network);
    } finally {
      busy = false;
    }
  };

  for (const step of [decrease!, increase!]) {
    step.addEventListener('click', () =>
      setQty(stepQty(parseQty(input.value), Number(step.dataset.step) as 1 | -1, current()?.stock ?? 0)),
    );
  }
  input.addEventListener('input', () => {
    if (parseQty(input.value) !== null) readQty();
    render();
  });
  input.addEventListener('change', () => {
    const qty = readQty();
    if (qty !== null) setQty(qty);
  });

  add.addEventListener('click', () =>
    act(
      (qty) => addToCart(product, current()!, qty),
      () => toast.success(texts.cartToasts.addedToCart),
    ),
  );
  buy.addEventListener('click', () =>
    act(
      (qty) => buyNow(product, current()!, qty),
      // Straight to the visitor's own checkout (a guest's is /guest/checkout): no redirect on the way.
      () => location.assign(cartAreaRedirect(data.checkoutPath, $shopperId.get() !== null) ?? data.checkoutPath),
    ),
  );

  heart.addEventListener('click', async () => {
    if ($shopperId.get() === null) {
      // A guest reads why before the store sends them to sign in (the product is added after they do).
      show(wishlistToast({ ok: false, reason: 'signin' }, texts));
      setTimeout(() => requestWishlist(product.id), TOAST_DURATION.success);
    } else show(wishlistToast(await toggleWishlist(product.id), texts));
  });
  $wishlistIds.subscribe((ids) => heart.setAttribute('aria-pressed', String(ids.has(product.id))));
  compare.addEventListener('click', () =>
    show(
      compareToast(
        addToCompare({ id: product.id, name: product.name, slug: product.slug, image: product.image }),
        texts,
        locale,
      ),
    ),
  );

  // The picker writes the chosen variant's id on itself; the live refresh brings fresh stock.
  if (picker) new MutationObserver(render).observe(picker, { attributeFilter: ['data-variant-id'] });
  page?.addEventListener(LIVE_PRODUCT_EVENT, (event) => {
    variants = mergeLiveVariants(variants, (event as CustomEvent<LiveProduct>).detail.variants);
    render();
  });

  heart.disabled = compare.disabled = decrease!.disabled = increase!.disabled = false;
  render();
}
