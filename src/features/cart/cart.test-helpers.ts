import type { ApiFailure, CartLine, User, Variant } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import { $authToken, $user } from '@/lib/api/session';
import { type CartProduct, makeLine } from './cart';

/** Test data shared by the cart, sync and wishlist tests. */
export const product: CartProduct = {
  id: 7,
  name: 'Panjabi',
  slug: 'panjabi',
  image: 'https://img/panjabi.jpg',
  seller: { id: 3, name: 'Aarong' },
  shipping_cost: 50,
};

export function variant(id: number, overrides: Partial<Variant> = {}): Variant {
  return {
    id,
    sku: `SKU-${id}`,
    price: 1200,
    sale_price: 1000,
    stock: 5,
    options: { size: 'L' },
    color_name: null,
    ...overrides,
  };
}

export const line = (variantId: number, qty: number, overrides: Partial<Variant> = {}): CartLine =>
  makeLine(product, variant(variantId, overrides), qty);

export function signIn(id: number): void {
  $authToken.set('token');
  $user.set({ id } as User);
}

export function signOut(): void {
  $authToken.set(undefined);
  $user.set(undefined);
}

/** An ApiError as api-client throws it for a failure answer. */
export function apiFailure(status: number, failure: ApiFailure): ApiError {
  return new ApiError(status, failure);
}
