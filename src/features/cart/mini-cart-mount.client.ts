import { loadChunk } from '@/lib/chunk-load';

/** pointerenter does not bubble, so it is listened to in the capture phase: any element inside counts. */
const EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

// The cart's preview (MiniCart) and React load on the shopper's first hover, touch or focus on the cart's list
// item, and mount beside the link: as an Astro island it also cost every page Astro's island runtime (≈2.2 KB).
// The pointer or focus that mounts it is still there once it renders, so the preview opens for that same hover.
const strings = document.querySelector('script[data-mini-cart-strings]')?.textContent;
for (const trigger of document.querySelectorAll<HTMLElement>('[data-mini-cart]')) {
  const root = trigger.querySelector<HTMLElement>('[data-mini-cart-root]');
  if (!root || !strings) continue;
  const mount = () => {
    for (const name of EVENTS) trigger.removeEventListener(name, mount, { capture: true });
    void loadChunk(() => import('./mini-cart-root')).then(({ mountMiniCart }) => mountMiniCart(root, strings));
  };
  for (const name of EVENTS) trigger.addEventListener(name, mount, { capture: true, passive: true });
}
