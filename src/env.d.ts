interface ImportMetaEnv {
  /** Base of the marketplace API the browser talks to (`…/api/v1`); set by the build from HAAT_API_URL. */
  readonly PUBLIC_HAAT_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
