/** e2e helpers for chat: the seeded seller of a shop, a conversation started and written to through the API. */
import type { Page as ApiPage, AuthTokens, ChatMessage, Locale, ProductCard, ProductDetailsResponse } from '#contract';
import { VENDORS } from '../../../server/src/seed/data/partners';
import { login } from './account-session';
import { api, apiGet } from './api';

/** The seeded seller login of shop i (VENDORS order): phone 01711000010 + i, password haat-seller-(i + 1). */
export function sellerOf(vendor: { slug: string }): Promise<AuthTokens> {
  const index = VENDORS.findIndex((shop) => shop.slug === vendor.slug);
  if (index < 0) throw new Error(`No seeded seller for the shop ${vendor.slug}`);
  return login({ login: `0${1711000010 + index}`, password: `haat-seller-${index + 1}` });
}

/** A product for chat tests (any will do: each test's shopper is new, so each has its own conversation). */
export async function productToAskAbout(locale: Locale): Promise<ProductDetailsResponse['product']> {
  const [card] = (await apiGet<ApiPage<ProductCard>>('/products?per_page=1&sort=newest')).data;
  if (!card) throw new Error('The demo seed has no products');
  return (await apiGet<ProductDetailsResponse>(`/products/${card.id}`, locale)).product;
}

/** The shopper's conversation with the product's shop, about that product (POST /chat/chat-with-seller). */
export async function chatAbout(shopper: AuthTokens, product: { id: number; seller: { id: number } }) {
  const { id } = await api<{ id: number }>(
    '/chat/chat-with-seller',
    { vendor_id: product.seller.id, product_id: product.id },
    shopper.access_token,
  );
  return id;
}

/** One message from `from` into a conversation (POST /chat/store). */
export const say = (from: AuthTokens, chatId: number, message: string) =>
  api<ChatMessage>('/chat/store', { chat_id: chatId, message }, from.access_token);
