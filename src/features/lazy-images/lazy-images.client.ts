/**
 * Loads below-the-fold images when a tenth of them scrolls into view (spec section 9), images added to the page
 * later included (a MutationObserver watches the document, so client code only has to insert the markup of
 * `imageAttributes`). One attempt: an image that fails shows IMAGE_PLACEHOLDER and is never retried (section 8).
 * The URLs of the last 200 loaded images are kept for the browser tab, and an image among them is shown at once.
 */
import { srcsetOf } from '@/lib/srcset';
import { IMAGE_PLACEHOLDER, LAZY_IMAGES, parseStoredImages, RecentImages, visibleEnough } from './lazy-images';

const STORAGE_KEY = 'haat.loaded-images';
const LAZY = 'img[data-lazy-src]';

function storedImages(): string[] {
  try {
    return parseStoredImages(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

function showPlaceholder(image: HTMLImageElement) {
  if (image.dataset.failed) return;
  image.dataset.failed = '1';
  image.srcset = '';
  image.src = IMAGE_PLACEHOLDER;
}

function reveal(image: HTMLImageElement) {
  const { lazySrc, lazySizes } = image.dataset;
  if (!lazySrc) return;
  delete image.dataset.lazySrc;
  delete image.dataset.lazySizes;
  image.dataset.loadedSrc = lazySrc;
  const candidates = srcsetOf(lazySrc);
  // sizes before srcset: the browser picks its candidate from both.
  if (lazySizes && candidates) image.sizes = lazySizes;
  if (candidates) image.srcset = candidates;
  image.src = lazySrc;
}

export function startLazyImages() {
  const recent = new RecentImages(LAZY_IMAGES.cacheMax, storedImages());
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!visibleEnough(entry)) continue;
        observer.unobserve(entry.target);
        reveal(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: LAZY_IMAGES.rootMargin, threshold: LAZY_IMAGES.threshold },
  );
  const remember = (image: HTMLImageElement) => {
    const url = image.dataset.loadedSrc ?? image.getAttribute('src') ?? '';
    if (!image.dataset.failed && !url.startsWith('data:')) recent.add(url);
  };
  const watch = (image: HTMLImageElement) => {
    if (recent.has(image.dataset.lazySrc ?? '')) reveal(image);
    else observer.observe(image);
  };
  const watchWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(LAZY)) watch(node as HTMLImageElement);
    for (const image of node.querySelectorAll<HTMLImageElement>(LAZY)) watch(image);
  };

  // Image 'load' and 'error' events do not bubble, hence document listeners in the capture phase.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    },
    true,
  );
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement) remember(event.target);
    },
    true,
  );
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
    } catch {
      // Storage full or disabled: the next page just waits for its images to scroll into view.
    }
  });

  // The script is a module, which runs after parsing: images that loaded or failed before it ran are found by
  // their state.
  for (const image of document.images) {
    if (image.dataset.lazySrc || !image.complete || !image.currentSrc) continue;
    if (image.naturalWidth === 0) showPlaceholder(image);
    else remember(image);
  }
  watchWithin(document.body);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(watchWithin);
  }).observe(document.body, { childList: true, subtree: true });
}
