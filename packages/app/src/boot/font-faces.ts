// `@font-face` rules read at run time: which files a text needs (the boot script, as the UI font switches on)
// and whether the UI font's subsets hold a text (shell/use-user-text-font.ts). A module of its own so that the
// app's start-up bundle, which needs neither, does not carry it.

type Span = readonly [low: number, high: number];
interface Face {
  file: string;
  /** Sorted by their start, overlaps merged: a binary search finds the span a code point would be in. */
  spans: Span[];
}

function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

// Parsed once per stylesheet text: the UI faces' `unicode-range` lists run to a thousand spans, and both the boot
// script and the pages ask about the same stylesheet.
let parsed: { css: string; faces: Face[] } | undefined;

/** A stylesheet's faces: each one's file and `unicode-range` spans (every code point for a face without one). */
function facesOf(css: string): Face[] {
  if (parsed?.css === css) return parsed.faces;
  const faces: Face[] = [];
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
    faces.push({ file, spans: merged(spans) });
  }
  parsed = { css, faces };
  return faces;
}

// Indexing, not destructuring: `([low, high]) =>` made an iterator per span and character — 0.9 MB of garbage
// for home's text as the UI font switched on, and a collection of it before the page was quiet (issue 16).
function holds(spans: Span[], point: number): boolean {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = spans[middle] as Span;
    if (point < span[0]) high = middle - 1;
    else if (point > span[1]) low = middle + 1;
    else return true;
  }
  return false;
}

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
