import type { ChatWithSellerBody } from '#contract';
import { isSafeRedirectPath } from '#contract/redirect';
import { rememberRedirect } from '@/features/auth/auth.store';
import { $shopperId } from '@/lib/api/session';
import { loadChunk } from '@/lib/chunk-load';
import { localeFromPath, localePath } from '@/lib/paths';
import { chatPath } from './chat-paths';

/**
 * "Chat with seller": the conversation with that shop (reused, with this product or order as its context), then its
 * page. A guest signs in first and comes back to this page. Resolves to the server's message when the API refused
 * ('' when it could not be reached), or null while the browser leaves. The API client loads only on the click.
 */
export async function startChat(body: ChatWithSellerBody): Promise<string | null> {
  const { pathname } = window.location;
  const locale = localeFromPath(pathname);
  if ($shopperId.get() === null) {
    if (isSafeRedirectPath(pathname)) rememberRedirect(pathname);
    window.location.assign(localePath(locale, '/login'));
    return null;
  }
  const [{ chatWithSeller }, { failure }] = await Promise.all([
    loadChunk(() => import('./chat.api')),
    loadChunk(() => import('@/lib/api/outcome')),
  ]);
  try {
    const { id } = await chatWithSeller(body);
    window.location.assign(chatPath(locale, id));
    return null;
  } catch (error) {
    return failure(error).message;
  }
}
