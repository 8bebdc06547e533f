// The image-URL rewrite of spec 000 §5, a module of its own: every page shows photos or logos through it (the app's
// start-up bundle among them), while the rest of display.ts serves the list and detail screens.
const LOCAL_DEV_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

function joinBase(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  return `${trimmedBase}/${trimmedPath}`;
}

/**
 * spec 000 §5 + decisions.md: image URLs from a local development host are rewritten to the configured
 * public asset base; relative paths get the base as prefix. Other absolute URLs (and data:/blob:) stay.
 * An empty base keeps paths origin-relative.
 */
export function rewriteImageUrl(url: string | null | undefined, base: string): string {
  const value = (url ?? '').trim();
  if (value === '') return '';
  if (value.startsWith('//')) return value;
  if (!ABSOLUTE_URL.test(value)) return joinBase(base, value);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return value;
  }
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOCAL_DEV_HOSTS.has(parsed.hostname)) {
    return joinBase(base, `${parsed.pathname}${parsed.search}${parsed.hash}`);
  }
  return value;
}
