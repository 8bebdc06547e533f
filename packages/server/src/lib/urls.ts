import type { Config } from '../config.ts';

/** Absolute with PUBLIC_BASE_URL, else relative `/files/...` (the app's rule prefixes relative paths). */
export function fileUrl(config: Config, key: string): string {
  if (/^https?:\/\//i.test(key)) return key;
  const path = `/files/${key}`;
  return config.publicBaseUrl ? `${config.publicBaseUrl}${path}` : path;
}

/** A university's logo as WebP: a raster image is decoded off the main thread, an SVG one is not (services/logos.ts). */
export function logoUrl(config: Config, universityId: number): string {
  return fileUrl(config, `logos/${universityId}.webp`);
}

/** The storage key behind a URL this server produced, or null for a foreign URL. */
export function keyFromUrl(config: Config, url: string): string | null {
  let path = url;
  if (config.publicBaseUrl && url.startsWith(config.publicBaseUrl))
    path = url.slice(config.publicBaseUrl.length);
  else if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/files/')) return null;
  try {
    return decodeURIComponent(path.slice('/files/'.length));
  } catch {
    // A malformed escape (`%E0%A4%A`) names no file of ours.
    return null;
  }
}
