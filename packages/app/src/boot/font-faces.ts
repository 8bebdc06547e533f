// `@font-face` rules read at run time: which files a text needs (the boot script, as the UI font switches on)
// and whether the UI font's subsets hold a text (shell/use-user-text-font.ts). A module of its own so that the
// app's start-up bundle, which needs neither, does not carry it.

type Span = readonly [low: number, high: number];

/** A stylesheet's faces: each one's file and `unicode-range` spans (every code point for a face without one). */
function facesOf(css: string): { file: string; spans: Span[] }[] {
  const faces: { file: string; spans: Span[] }[] = [];
  for (const [, face = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(face)?.[1];
    if (!file) continue;
    const range = /unicode-range\s*:\s*([^;]+)/.exec(face)?.[1];
    const spans = range
      ? range.split(',').map((part): Span => {
          const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
          const low = Number.parseInt(from, 16);
          return [low, to ? Number.parseInt(to, 16) : low];
        })
      : [[0, 0x10ffff] as const];
    faces.push({ file, spans });
  }
  return faces;
}

// Indexing, not destructuring: `([low, high]) =>` made an iterator per span and character — 0.9 MB of garbage
// for home's text as the UI font switched on, and a collection of it before the page was quiet (issue 16).
const holds = (spans: Span[], point: number) => spans.some((span) => point >= span[0] && point <= span[1]);

function codePoints(text: string): number[] {
  const points = new Set<number>();
  for (const ch of text) points.add(ch.codePointAt(0) as number);
  return [...points];
}

/** The files of `css`'s faces whose `unicode-range` holds a character of `text`: what the browser would fetch. */
export function faceFilesFor(css: string, text: string): string[] {
  const points = codePoints(text);
  if (points.length === 0) return [];
  return facesOf(css)
    .filter((face) => points.some((point) => holds(face.spans, point)))
    .map((face) => face.file);
}

/** Whether every character of `text` other than white space is in one of `css`'s faces. */
export function facesCover(css: string, text: string): boolean {
  const faces = facesOf(css);
  return codePoints(text).every(
    (point) => point <= 0x20 || point === 0xa0 || faces.some((face) => holds(face.spans, point)),
  );
}
