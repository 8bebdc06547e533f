// Pretendard for the production build, subset at build time to the glyphs the UI uses.
//
// The font stack (`--jb-font-family`, set in index.html) has three families before the system fonts:
//   1. "Pretendard UI": two subsets of Pretendard Variable (weights 400–700) made here with harfbuzz. The start
//      subset holds every glyph of the pages a visit starts on (the entry and the START_PAGES chunks with what they
//      import) and of the university catalogue (catalogue-glyphs.ts); the rest subset the remaining UI glyphs. Each
//      face's `unicode-range` lists exactly its characters, so a page fetches only the file its text needs. A
//      first visit's first page stays in the fallback and later pages switch them on (src/shell/fonts.ts).
//   2. "Pretendard Variable": the package's dynamic subset, for what users write (src/shell/user-text-font.ts).
//   3. "Pretendard Fallback": the system's CJK sans scaled to Pretendard's advance widths and line metrics, so text
//      drawn before the faces are on, or before a face arrives, takes the same space: nothing moves when it swaps.
//
// In development the page uses the dynamic subset only (the same glyphs, no build step).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin, ResolvedConfig } from 'vite';
import { UI_FONT_ATTRIBUTE } from '../src/shell/fonts.ts';
import { CATALOGUE_GLYPHS } from './catalogue-glyphs.ts';

const require = createRequire(import.meta.url);

/** Pages a visit starts on: their chunks' glyphs go into the start subset. */
export const START_PAGES = [
  'routes/home/HomePage.tsx',
  'routes/map/MapPage.tsx',
  'routes/reading/BuildingDetailPage.tsx',
  'routes/reading/ReviewDetailPage.tsx',
];

/** Always in the start-up subset: printable ASCII and the typography the copy uses. */
const BASE_CHARACTERS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}·…‘’“”–—₩㎡×←→↑↓✓•`;

/** Weights the design tokens use (--jb-font-weight-regular … -bold); the subsets keep this range of the axis. */
const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/**
 * The metric-compatible fallback. Pretendard's line metrics (ascender, descender, no line gap, in units of its
 * 2048-unit em) divided by size-adjust, which the browser applies to them too; size-adjust is Pretendard's advance
 * widths over Noto Sans CJK KR's, summed over the UI's own Korean copy with harfbuzz (Android ships the same
 * design). Apple SD Gothic Neo and Malgun Gothic get the same values: close, not exact, and only until a face
 * arrives.
 */
export const FALLBACK_FACE = {
  sizeAdjust: 0.9504,
  ascentOverride: 1950 / 2048 / 0.9504,
  descentOverride: 494 / 2048 / 0.9504,
};

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** `unicode-range` for a set of characters: sorted code points joined into ranges. */
export function unicodeRange(chars: Iterable<string>): string {
  const runs: [number, number][] = [];
  for (const cp of [...new Set([...chars].map((c) => c.codePointAt(0) as number))].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  return runs.map(([a, b]) => `U+${a.toString(16)}${a === b ? '' : `-${b.toString(16)}`}`).join(', ');
}

/** Characters a chunk shows: minified code has no comments, so anything past ASCII is in a string or JSX text. */
export function glyphsOf(code: string): Set<string> {
  const out = new Set<string>();
  for (const ch of code) {
    const cp = ch.codePointAt(0) as number;
    // Hangul syllables and jamo, CJK punctuation, Latin-1 and general punctuation, letterlike symbols, arrows.
    if (cp >= 0xa0 && !(cp >= 0xd800 && cp <= 0xdfff) && !/\p{Cc}|\p{Cf}/u.test(ch)) out.add(ch);
  }
  return out;
}

const fontFace = (family: string, url: string, range: string) =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};` +
  `font-display:swap;src:url(${url}) format("woff2");unicode-range:${range}}`;

/** The fallback face and the font stack. */
export function fallbackStyles(): string {
  const fallback =
    '@font-face{font-family:"Pretendard Fallback";src:local("Noto Sans CJK KR"),local("NotoSansCJKkr-Regular"),' +
    'local("Noto Sans KR"),local("Apple SD Gothic Neo"),local("AppleSDGothicNeo-Regular"),local("Malgun Gothic");' +
    `size-adjust:${percent(FALLBACK_FACE.sizeAdjust)};ascent-override:${percent(FALLBACK_FACE.ascentOverride)};` +
    `descent-override:${percent(FALLBACK_FACE.descentOverride)};line-gap-override:0%}`;
  const stack =
    ':root{--jb-font-family:"Pretendard UI","Pretendard Variable","Pretendard Fallback",-apple-system,' +
    'BlinkMacSystemFont,system-ui,"Apple SD Gothic Neo","Noto Sans KR","Noto Sans CJK KR","Malgun Gothic",sans-serif}';
  return [fallback, stack].join('\n');
}

/** The UI faces. */
export function uiFaceStyles(faces: { url: string; chars: Iterable<string> }[]): string {
  return faces.map((f) => fontFace('Pretendard UI', f.url, unicodeRange(f.chars))).join('\n');
}

const subset = (source: Buffer, chars: Set<string>) =>
  subsetFont(source, [...chars].join(''), {
    targetFormat: 'woff2',
    // Hinting is for low-resolution Windows screens; closure would add the alternates of every glyph.
    noHinting: true,
    noLayoutClosure: true,
    variationAxes: { wght: WEIGHT_RANGE },
  });

export function pretendardSubsets(): Plugin {
  let config: ResolvedConfig;
  let faceStyles = '';
  return {
    name: 'jjinbbang-pretendard-subsets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Runs before Vite writes index.html (its HTML plugin comes after this one), so the file names are known.
    async generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const start = new Set<string>();
      const visit = (fileName: string) => {
        if (start.has(fileName)) return;
        start.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
      };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (chunk.isEntry || START_PAGES.some((page) => id.endsWith(`/src/${page}`))) visit(chunk.fileName);
      }
      const startChars = new Set([...BASE_CHARACTERS, ...CATALOGUE_GLYPHS]);
      const restChars = new Set<string>();
      for (const file of Object.values(bundle)) {
        const code =
          file.type === 'chunk' ? file.code : file.fileName.endsWith('.css') ? String(file.source) : null;
        if (code === null) continue;
        const target = file.type === 'chunk' && start.has(file.fileName) ? startChars : restChars;
        for (const ch of glyphsOf(code)) target.add(ch);
      }
      for (const ch of startChars) restChars.delete(ch);

      const source = readFileSync(
        require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
      );
      const faces: { url: string; chars: Set<string> }[] = [];
      for (const [name, chars] of [
        ['pretendard-ui-start.woff2', startChars],
        ['pretendard-ui-rest.woff2', restChars],
      ] as const) {
        if (chars.size === 0) continue;
        const ref = this.emitFile({ type: 'asset', name, source: await subset(source, chars) });
        faces.push({ url: `${config.base}${this.getFileName(ref)}`, chars });
      }
      faceStyles = uiFaceStyles(faces);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          { tag: 'style', attrs: { 'data-fonts': '' }, children: fallbackStyles(), injectTo: 'head' },
          // Off until the app switches it on (src/shell/fonts.ts): a stylesheet whose media matches nothing
          // declares no face, so no font is requested for the first paint.
          {
            tag: 'style',
            attrs: { [UI_FONT_ATTRIBUTE]: '', media: 'not all' },
            children: faceStyles,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
