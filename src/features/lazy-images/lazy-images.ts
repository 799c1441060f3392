/** Shown when a product or banner image fails to load: a grey frame with a picture outline. */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f3f4f6"/><path d="M30 65l12-15 9 11 7-8 12 12z" fill="#9ca3af"/><circle cx="62" cy="38" r="5" fill="#9ca3af"/></svg>',
)}`;

/** Spec section 9, lazy images: preload 0 (no margin around the viewport), threshold 0.1, cache max 200. */
export const LAZY_IMAGES = { rootMargin: '0px', threshold: 0.1, cacheMax: 200 } as const;

/** Whether an IntersectionObserver entry shows enough of the image to load it. */
export const visibleEnough = (entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>) =>
  entry.isIntersecting && entry.intersectionRatio >= LAZY_IMAGES.threshold;

/**
 * The URLs of the last `max` images that loaded, most recent last. An image whose URL is here is shown at once
 * instead of waiting to be scrolled into view: the browser already has it.
 */
export class RecentImages {
  private readonly urls = new Set<string>();

  constructor(
    private readonly max: number = LAZY_IMAGES.cacheMax,
    initial: Iterable<string> = [],
  ) {
    for (const url of initial) this.add(url);
  }

  has(url: string): boolean {
    return this.urls.has(url);
  }

  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    for (const oldest of this.urls) {
      if (this.urls.size <= this.max) break;
      this.urls.delete(oldest);
    }
  }

  toJSON(): string[] {
    return [...this.urls];
  }
}

/** The stored list back from sessionStorage; anything unreadable is an empty list. */
export function parseStoredImages(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}
