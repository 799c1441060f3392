/** What the build tells the worker (scripts/site-build/service-worker.ts writes it into /sw.js). */
export interface WorkerManifest {
  /** Names this build's caches: a build with another shell (scripts, styles, fonts, offline pages) has another. */
  version: string;
  /** Always precached: the offline pages, the stylesheet and the scripts the offline pages load. */
  light: string[];
  /** Precached on a 4g-class link without data-saver only: the cart pages and all their islands' code. */
  heavy: string[];
}
