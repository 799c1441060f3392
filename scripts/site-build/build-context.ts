import { BUILD_SCOPE_ENV } from '../../src/lib/build-scope';
import type { SiteConfig } from '../site-config';

export type BuildMode = 'full' | 'incremental';
export type BuildPhase = 'fetch' | 'render' | 'compress' | 'publish';
export interface BuildProgress {
  phase: BuildPhase;
  /** Pages rendered so far, and the expected number (0 when unknown). */
  done: number;
  total: number;
}

export interface BuildResult {
  id: string;
  mode: BuildMode;
  pages: number;
  seconds: number;
  phases: { fetch: number; astro: number; compress: number; publish: number };
  /** Why a rebuild asked to be incremental was a full one. */
  fullReason?: string;
  /** Products whose changes an incremental build published. */
  changedProducts?: number[];
}

/** What every build step needs: where the site lives, and where to report. */
export interface BuildContext {
  config: SiteConfig;
  live: string;
  buildsDir: string;
  log: (line: string) => void;
  progress: (phase: BuildPhase, done?: number, total?: number) => void;
}

/** Seconds since the previous lap, and in all. */
export function phaseClock() {
  let last = performance.now();
  const start = last;
  return {
    lap: () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return seconds;
    },
    total: () => (performance.now() - start) / 1000,
  };
}

/** The environment of `astro build`: output folder, snapshot, addresses, and the build scope when there is one. */
export function astroEnv(config: SiteConfig, outDir: string, catalogueDir: string, scopeFile?: string) {
  const { [BUILD_SCOPE_ENV]: _inherited, ...env } = process.env;
  return {
    ...env,
    HAAT_OUT_DIR: outDir,
    HAAT_CATALOGUE_DIR: catalogueDir,
    HAAT_API_URL: config.apiBase,
    PUBLIC_HAAT_API_URL: config.apiBase,
    PUBLIC_SITE_URL: config.siteUrl,
    PUBLIC_SELLER_ADMIN_URL: config.sellerAdminUrl,
    PUBLIC_HAAT_IMAGE_ORIGIN: config.imagesOnSite ? config.siteUrl : '',
    ...(scopeFile ? { [BUILD_SCOPE_ENV]: scopeFile } : {}),
  };
}
