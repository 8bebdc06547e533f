// University logos as small WebP images (issue 16). The logos are generated monograms kept as SVG in
// `universities.logo_svg` (seed/logo.ts). Served as SVG, every `<img>` of one made Chromium build a separate SVG
// document and lay out its Korean text with a CJK fallback font on the main thread: ~35–45 ms of the home page's
// main-thread work on a desktop, four times that on a phone. A raster image is decoded off the main thread, so
// the app is handed WebP; the SVG stays the source (and stays served, for answers cached with its URL).
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * Width and height of a logo image in pixels. The app shows logos at most 40 CSS px wide (the campus cards; the
 * university rows use 32 px), and most phones students carry draw 3 device pixels per CSS pixel: 120 px keeps the
 * ring and the letters sharp there. Each logo is about 3 KB (96 px would save ~0.6 KB and blur on 3× screens).
 */
export const LOGO_PIXELS = 120;
/** Lossy WebP at 80 keeps the white letters' edges clean on the flat colour (measured: 2.7–3.0 KB a logo). */
const LOGO_WEBP_QUALITY = 80;
/**
 * Rendered logos kept in memory. There are ~330 universities and a logo weighs ~3 KB, so every one fits in about
 * 1 MB; the bound only guards against a database with far more rows. Memory rather than file storage: a logo is
 * derived from a database row that a re-seed may change under the same id, it costs ~4 ms to draw again after a
 * restart, and keyed by the SVG itself a kept image can never be stale.
 */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

let fontRegistration: Promise<void> | null = null;

/**
 * The monogram's SVG names `font-family="Pretendard"` first. librsvg (inside libvips) finds fonts through
 * fontconfig, which only knows the host's installed fonts: without this, the letters would be drawn in whatever
 * CJK font the server happens to have (a different look per host) or as empty boxes on a host with none. libvips'
 * text operation with `fontfile` adds the file to fontconfig's application fonts for the whole process, so one
 * tiny text render makes the family "Pretendard" available to every SVG drawn after it. The file is the app's own
 * web font package (the same version), so the logos match the app's type. Done once, on the first logo drawn.
 */
function registerPretendard(): Promise<void> {
  fontRegistration ??= (async () => {
    const fontfile = createRequire(import.meta.url).resolve(
      'pretendard/dist/public/static/Pretendard-Bold.otf',
    );
    await sharp({ text: { text: '가', font: 'Pretendard Bold', fontfile } })
      .png()
      .toBuffer();
  })().catch((err: unknown) => {
    // Tried again on the next logo rather than remembered as failed.
    fontRegistration = null;
    throw err;
  });
  return fontRegistration;
}

/** One university logo SVG drawn as a LOGO_PIXELS-square WebP (transparent outside the circle). */
export async function renderLogoWebp(svg: string): Promise<Uint8Array> {
  await registerPretendard();
  const input = Buffer.from(svg);
  // Drawn at the density that makes the SVG's long edge LOGO_PIXELS (the seeded ones are 96 units), so the
  // vector is drawn at its final size rather than drawn small and scaled up. Reading the size costs ~0.5 ms.
  const { width = LOGO_PIXELS, height = LOGO_PIXELS } = await sharp(input).metadata();
  const density = Math.min((72 * LOGO_PIXELS) / Math.max(width, height, 1), 2400);
  return sharp(input, { density })
    .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: LOGO_WEBP_QUALITY })
    .toBuffer();
}

/**
 * Logo images by their SVG: each drawn once, kept within MAX_KEPT_BYTES (least recently used dropped first), and
 * concurrent first requests for the same logo share one drawing (eight cards asking at once on a cold server) —
 * lru-cache's `fetch` does both; a failed drawing is not kept.
 */
export class LogoImages {
  readonly #kept: LRUCache<string, Uint8Array>;

  constructor(render: (svg: string) => Promise<Uint8Array> = renderLogoWebp) {
    this.#kept = new LRUCache<string, Uint8Array>({
      maxSize: MAX_KEPT_BYTES,
      sizeCalculation: (bytes, svg) => bytes.length + svg.length,
      fetchMethod: (svg) => render(svg),
    });
  }

  async webp(svg: string): Promise<Uint8Array> {
    const bytes = await this.#kept.fetch(svg);
    if (!bytes) throw new Error('logo drawing gave nothing');
    return bytes;
  }
}
