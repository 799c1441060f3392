import type { ClientDirective } from 'astro';
import { loadChunk } from '../chunk-load';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus on the island, or on its closest ancestor matching the value. */
    'client:interaction'?: boolean | string;
  }
}

/** pointerenter does not bubble, so it is listened to in the capture phase: any element inside counts. */
const EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * `client:interaction` (registered in astro.config.mjs): the island's code, React included, loads only when the
 * shopper first points at, touches or focuses the trigger. `client:interaction="[data-mini-cart]"` watches the
 * closest such ancestor, so an island that renders nothing before hydration can wait on the link beside it.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  const trigger = (selector && el.closest(selector)) || el;
  const start = async () => {
    for (const name of EVENTS) trigger.removeEventListener(name, start, { capture: true });
    const hydrate = await loadChunk(load);
    await hydrate();
  };
  for (const name of EVENTS) trigger.addEventListener(name, start, { capture: true, passive: true });
};

export default interactionDirective;
