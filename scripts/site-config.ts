/** Storefront-side configuration, all from the environment (see README "Configuration"). */
export interface SiteConfig {
  apiBase: string;
  siteUrl: string;
  sitePort: number;
  siteHost: string;
  /** The seller admin site a new seller goes to after registering; '' sends them to the storefront's dashboard. */
  sellerAdminUrl: string;
  /**
   * Pages link the API's resized pictures on the site's own origin (HAAT_IMAGES_ON_SITE=1): only for a server that
   * passes /image-proxy/ and /uploads/ on to the API (the bundled site server, deploy/'s nginx), never a bare static host.
   */
  imagesOnSite: boolean;
}

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const sitePort = Number(env.SITE_PORT ?? 4321);
  const apiPort = Number(env.API_PORT ?? 4000);
  return {
    apiBase: (env.HAAT_API_URL ?? `http://localhost:${apiPort}/api/v1`).replace(/\/+$/, ''),
    siteUrl: (env.PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`).replace(/\/+$/, ''),
    sitePort,
    siteHost: env.SITE_HOST ?? 'localhost',
    sellerAdminUrl: env.SELLER_ADMIN_URL ?? '',
    imagesOnSite: env.HAAT_IMAGES_ON_SITE === '1',
  };
}
