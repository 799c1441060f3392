// Every page's own behaviours in one module script: the header's parts, navigation and lazy images used to be a
// script each, each a request (and most a few more for their small shared modules) before the page was interactive.
// Each part finds its own elements and does nothing on a page without them.
import '@/features/cart/mini-cart-mount.client';
import { startLazyImages } from '@/features/lazy-images/lazy-images.client';
import '@/features/navigation/navigation.client';
import '@/features/navigation/prefetch.client';
import './account-link.client';
import './header-counters.client';
import './language-switch.client';
import './messages-link.client';
import './mobile-menu.client';
import './search-form.client';

startLazyImages();
