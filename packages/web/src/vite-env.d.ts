/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GRAFIEK_MODE?: string;
  readonly VITE_GRAFIEK_PROJECT?: string;
  readonly VITE_GRAFIEK_VIEWER?: string;
  readonly VITE_GRAFIEK_CONFIG_URL?: string;
  readonly VITE_GRAFIEK_DOCS_URL?: string;
  /** Where Lock&Publish in the editor leads; the guide shipped with the web app by default. */
  readonly VITE_GRAFIEK_PUBLISH_GUIDE_URL?: string;
  /** Comma-separated addresses of the superadmins who may delete any app. */
  readonly VITE_GRAFIEK_APP_DELETERS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
