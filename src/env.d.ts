interface ImportMetaEnv {
  /** Base of the marketplace API the browser talks to (`…/api/v1`); set by the build from HAAT_API_URL. */
  readonly PUBLIC_HAAT_API_URL?: string;
  /** `1`: the pages' resized pictures are on the site's own origin, not the API's; set by the build (SiteConfig.imagesOnSite). */
  readonly PUBLIC_HAAT_IMAGES_ON_SITE?: string;
  /** `false` builds the site without the footer's newsletter sign-up (spec: showNewsletter, default on). */
  readonly PUBLIC_SHOW_NEWSLETTER?: string;
  /** Where a new seller goes after registering (the seller admin site); set by the build from SELLER_ADMIN_URL. */
  readonly PUBLIC_SELLER_ADMIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
