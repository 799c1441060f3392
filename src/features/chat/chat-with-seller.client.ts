import { $user } from '@/lib/api/session';
import { loadChunk } from '@/lib/chunk-load';

/**
 * Wires ChatWithSeller.astro's button: starts the chat, says so while it opens, shows a refusal beside it. What starts
 * it (and the API client) loads on the click: a catalogue page pays for the button alone.
 */
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
    const body = productId ? { vendor_id: vendorId, product_id: productId } : { vendor_id: vendorId };
    // Offline, the script itself may not load: that is a refusal with no message of the server's.
    const refused = await loadChunk(() => import('./start-chat'))
      .then(({ startChat }) => startChat(body))
      .catch(() => '');
    if (refused === null) return;
    button.removeAttribute('aria-busy');
    button.textContent = label;
    error.textContent = refused || (root.dataset.failed ?? '');
    error.hidden = false;
  });
}
