import { rewriteImageUrl } from '@jjinbbang/domain';

// decisions.md: image URLs are rewritten to the configured public asset base (old data may hold
// local-development addresses); an empty base keeps them on the app's own origin.
const ASSET_BASE = import.meta.env.VITE_ASSET_BASE_URL ?? import.meta.env.VITE_API_BASE_URL ?? '';

export function assetUrl(url: string | null | undefined): string {
  return rewriteImageUrl(url, ASSET_BASE);
}
