/** e2e helpers for placing orders: products no other test touches, a shopper ready to check out, stock as the API says. */
import type { Page } from '@playwright/test';
import type {
  Address,
  AddressBody,
  AdminOrderPatchBody,
  Page as ApiPage,
  AuthTokens,
  CartQuote,
  CheckoutAnswer,
  Locale,
  OrderListEntry,
  OrderStoreBody,
  ProductCard,
  ProductDetail,
  ProductDetailsResponse,
  Shipper,
  Variant,
} from '#contract';
import { initialVariant } from '../../../src/features/product/product';
import { signInBrowser, verifiedShopper } from './account-session';
import { api, apiGet, apiRequest } from './api';
import { E2E_ADMIN_TOKEN } from './rebuild-env';

/** Dhaka division, Dhaka district (inside Dhaka for delivery) and its Dhanmondi thana: ids and names per language. */
export const DHANMONDI = { division_id: 6, district_id: 47, upazila_id: 10012 };
export const DHANMONDI_NAMES = {
  en: { division: 'Dhaka', district: 'Dhaka', upazila: 'Dhanmondi' },
  bn: { division: 'ঢাকা', district: 'ঢাকা', upazila: 'ধানমন্ডি' },
};

/**
 * Which product each order-placing test buys: one of its own, so the stock one test takes never moves another's
 * figures while the tests run in parallel. A new test that orders takes the next free slot.
 */
export const ORDER_SLOTS = {
  'signed-in cod en': 0,
  'signed-in cod bn': 1,
  'guest en': 2,
  'guest bn': 3,
  'bkash paid en': 4,
  'bkash paid bn': 5,
  'bkash cancelled en': 6,
  'bkash cancelled bn': 7,
  'nagad failed en': 8,
  'nagad failed bn': 9,
  'orders cancel en': 10,
  'orders cancel bn': 11,
  'orders return en': 12,
  'orders return bn': 13,
  'reviews en': 14,
  'reviews bn': 15,
  'chat order': 16,
  'affiliate referral': 17,
  'cart stock en': 18,
  'cart stock bn': 19,
  'slow addresses': 20,
  'offline checkout': 21,
  'layout en': 22,
  'layout bn': 23,
} as const;

export interface OrderPick {
  product: ProductDetail;
  variant: Variant;
}

/**
 * The product of a slot, named in `locale`: counted from the oldest products (tests that look for products take the
 * newest), skipping the very oldest (the rebuild test reprices it), among those opening on a variant with stock to
 * spare and a price the gateways and cash on delivery both take.
 */
export async function productForSlot(slot: keyof typeof ORDER_SLOTS, locale: Locale): Promise<OrderPick> {
  const { last_page } = await apiGet<ApiPage<ProductCard>>('/products?per_page=100&sort=newest');
  const pages = await Promise.all(
    [last_page - 1, last_page]
      .filter((page) => page >= 1)
      .map((page) => apiGet<ApiPage<ProductCard>>(`/products?per_page=100&sort=newest&page=${page}`)),
  );
  const oldestFirst = pages
    .flatMap((page) => page.data)
    .reverse()
    .slice(1);
  const ids = oldestFirst
    .slice(0, 100)
    .map(({ id }) => id)
    .join(',');
  const details = await apiGet<ProductDetailsResponse[]>(`/products/details?ids=${ids}`, locale);
  const fit = details.flatMap(({ product }) => {
    const variant = initialVariant(product.variants, product.selected_variant);
    return variant && variant.stock >= 5 && variant.sale_price >= 100 && variant.sale_price <= 20_000
      ? [{ product, variant }]
      : [];
  });
  const pick = fit[ORDER_SLOTS[slot]];
  if (!pick) throw new Error(`The demo seed has too few old products in stock for the order slot "${slot}"`);
  return pick;
}

/** A variant's stock now, as the API reports it. */
export async function stockOf({ product, variant }: OrderPick): Promise<number> {
  const { product: fresh } = await apiGet<ProductDetailsResponse>(`/products/${product.id}`);
  const found = fresh.variants.find(({ id }) => id === variant.id);
  if (!found) throw new Error(`Variant ${variant.id} of product ${product.id} is gone`);
  return found.stock;
}

/** The server's quote of `qty` of a pick delivered inside Dhaka, without a coupon. */
export const quoteInsideDhaka = ({ product, variant }: OrderPick, qty: number) =>
  api<CartQuote>('/cart-item/quote', {
    cart_items: [{ product_id: product.id, variant_id: variant.id, qty }],
    delivery_zone: 'inside_dhaka',
  });

export interface ReadyShopper {
  tokens: AuthTokens;
  address: Address;
}

/**
 * A new shopper with a verified phone, one address in Dhanmondi and `qty` of the pick in the server cart, signed in
 * in the browser.
 */
export async function shopperReadyToOrder(page: Page, pick: OrderPick, qty: number): Promise<ReadyShopper> {
  const tokens = await verifiedShopper();
  const body: AddressBody = {
    name: 'Order Shopper',
    phone: '01812345678',
    ...DHANMONDI,
    address_line: 'House 9, Road 2',
    type: 'home',
  };
  const address = await api<Address>('/user/create_address', body, tokens.access_token);
  const item = { product_id: pick.product.id, variant_id: pick.variant.id, qty };
  await api('/cart-item/modify', { cart_items: [item] }, tokens.access_token);
  await signInBrowser(page, tokens);
  return { tokens, address };
}

/** The shopper's orders, newest first (GET /order). */
export const ordersOf = (tokens: AuthTokens) => api<ApiPage<OrderListEntry>>('/order', undefined, tokens.access_token);

/** The shopper's server cart ordered as one cash-on-delivery order to their address (POST /order/store). */
export async function placeCodOrder({ tokens, address }: ReadyShopper): Promise<CheckoutAnswer> {
  const body: OrderStoreBody = { payment_method_id: 1, shipping_address_id: address.id };
  return apiRequest<CheckoutAnswer>('POST', '/order/store', {
    body,
    token: tokens.access_token,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

/** Moves an order as the back office does (PATCH /admin/orders/{id} with the run's ADMIN_TOKEN). */
const backOffice = (orderId: number, body: AdminOrderPatchBody) =>
  apiRequest('PATCH', `/admin/orders/${orderId}`, { body, token: E2E_ADMIN_TOKEN });

/** A placed order taken through every step to delivered, a seeded rider picking it up. */
export async function deliverThroughBackOffice(orderId: number): Promise<void> {
  const [rider] = await apiRequest<Shipper[]>('GET', '/admin/shippers', { token: E2E_ADMIN_TOKEN });
  if (!rider) throw new Error('The seed has no riders');
  await backOffice(orderId, { status: 'confirmed' });
  await backOffice(orderId, { status: 'processing' });
  await backOffice(orderId, { status: 'picked_up', shipper_id: rider.id });
  await backOffice(orderId, { status: 'on_the_way' });
  await backOffice(orderId, { status: 'delivered' });
}
