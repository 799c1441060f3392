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
