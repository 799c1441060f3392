import { BUILD_SCOPE_ENV } from '../../src/lib/build-scope';
import { PREVIOUS_CATALOGUE_ENV } from '../../src/lib/catalogue';
import { CATALOGUE_READY_ENV } from '../../src/lib/catalogue-ready';
import type { SiteConfig } from '../site-config';
import { PAGE_COPIES_ENV } from './page-copies';

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
  /** Settles once the API answers (BuildOptions.apiReady). */
  apiReady?: Promise<unknown>;
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

/** What `astro build` builds from and into. */
export interface AstroBuildFolders {
  outDir: string;
  catalogueDir: string;
  /** The published build whose compressed copies unchanged pages share. */
  previous: string | null;
  /** Only these pages (an incremental build). */
  scopeFile?: string;
  /** The file whose appearance says the catalogue is fetched (or patched), when Astro starts before it is. */
  catalogueReady?: string;
  /** The snapshot being patched (an incremental build): its cards are parsed while Astro waits for the patch. */
  previousCatalogue?: string;
}

/** The environment of `astro build`: folders, addresses, and the build scope when there is one. */
export function astroEnv(
  config: SiteConfig,
  { outDir, catalogueDir, previous, scopeFile, catalogueReady, previousCatalogue }: AstroBuildFolders,
) {
  const {
    [BUILD_SCOPE_ENV]: _inherited,
    [CATALOGUE_READY_ENV]: _stale,
    [PREVIOUS_CATALOGUE_ENV]: _patched,
    ...env
  } = process.env;
  return {
    ...env,
    HAAT_OUT_DIR: outDir,
    [PAGE_COPIES_ENV.outDir]: outDir,
    [PAGE_COPIES_ENV.previous]: previous ?? '',
    HAAT_CATALOGUE_DIR: catalogueDir,
    HAAT_API_URL: config.apiBase,
    PUBLIC_HAAT_API_URL: config.apiBase,
    PUBLIC_SITE_URL: config.siteUrl,
    PUBLIC_SELLER_ADMIN_URL: config.sellerAdminUrl,
    PUBLIC_HAAT_IMAGES_ON_SITE: config.imagesOnSite ? '1' : '',
    ...(scopeFile ? { [BUILD_SCOPE_ENV]: scopeFile } : {}),
    ...(catalogueReady ? { [CATALOGUE_READY_ENV]: catalogueReady } : {}),
    ...(previousCatalogue ? { [PREVIOUS_CATALOGUE_ENV]: previousCatalogue } : {}),
  };
}
