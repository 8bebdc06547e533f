/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty means the app's own origin (proxied). */
  readonly VITE_API_BASE_URL?: string;
  /** Public address that serves images; defaults to the API base. */
  readonly VITE_ASSET_BASE_URL?: string;
  /** Kakao Maps JavaScript key; without it the map uses the offline fallback. */
  readonly VITE_KAKAO_MAP_APP_KEY?: string;
  /** `on`: a production build validates API responses too (see ApiClientOptions.validateResponses). */
  readonly VITE_VALIDATE_RESPONSES?: string;
}
