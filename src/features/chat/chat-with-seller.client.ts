import { $user } from '@/lib/api/session';
import { startChat } from './start-chat';

/** Wires ChatWithSeller.astro's button: starts the chat, says so while it opens, shows a refusal beside it. */
export function mountChatButton(root: HTMLElement): void {
  const button = root.querySelector('button');
  const error = root.querySelector<HTMLElement>('[data-chat-error]');
  if (!button || !error) return;
  const vendorId = Number(root.dataset.vendorId);
  const productId = root.dataset.productId ? Number(root.dataset.productId) : undefined;
  const label = button.textContent ?? '';
  $user.subscribe((user) => {
    root.hidden = user?.vendor?.id === vendorId;
  });
  button.disabled = false;
  button.addEventListener('click', async () => {
    if (button.hasAttribute('aria-busy')) return;
    button.setAttribute('aria-busy', 'true');
    button.textContent = root.dataset.starting ?? label;
    error.hidden = true;
    const refused = await startChat(
      productId ? { vendor_id: vendorId, product_id: productId } : { vendor_id: vendorId },
    );
    if (refused === null) return;
    button.removeAttribute('aria-busy');
    button.textContent = label;
    error.textContent = refused || (root.dataset.failed ?? '');
    error.hidden = false;
  });
}
