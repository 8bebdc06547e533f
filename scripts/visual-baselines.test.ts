// Every committed baseline is a whole picture: no band of unpainted rows at its bottom. An iframe paints only what
// its viewport shows, so a story captured taller than the viewport came out white below the first screen, and
// nothing there was compared (.storybook/vitest.setup.ts now grows the viewport to the page). This reads every PNG
// under stories/visual and fails on such a band, naming the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { allModes } from '../.storybook/modes';

const root = join(import.meta.dirname, '..');
const baselines = join(root, 'stories/visual/__screenshots__');

/** Rows that, all one colour at the bottom of a picture, are a band nothing was drawn in (a tall sheet's padding or
 * a page's bottom margin is well under this). */
const BLANK_BAND_ROWS = 64;

const screenHeight = new Map<number, number>(
  Object.values(allModes).map((mode) => [mode.viewport.width, mode.viewport.height]),
);

/** Width and height from a PNG's header (IHDR), without decoding it. */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

/** The number of rows at the bottom of the picture that are one colour, all the same, and that colour. */
function bottomBand(png: { width: number; height: number; data: Buffer }): {
  rows: number;
  colour: number;
} {
  const { width, height, data } = png;
  const colour = data.readUInt32BE((height * width - 1) * 4);
  let rows = 0;
  for (let y = height - 1; y >= 0; y -= 1) {
    const start = y * width * 4;
    for (let x = 0; x < width; x += 1)
      if (data.readUInt32BE(start + x * 4) !== colour) return { rows, colour };
    rows += 1;
  }
  return { rows, colour };
}

function pngs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pngs(join(dir, entry.name))
      : entry.name.endsWith('.png')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('visual baselines', () => {
  const files = pngs(baselines);

  it('exist', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  // A picture no taller than its mode's screen was captured inside the viewport, painted whole. A taller one is as
  // tall as the story's content, so its last rows are content: a band of one colour there was not drawn.
  it('have no blank band at the bottom', () => {
    const blank: string[] = [];
    for (const file of files) {
      const name = relative(baselines, file);
      const width = Number(/-(\d+)\.png$/.exec(file)?.[1]);
      const screen = screenHeight.get(width);
      if (screen === undefined) {
        blank.push(`${name}: ${width} px is not a mode of .storybook/modes.ts`);
        continue;
      }
      if (pngSize(file).height <= screen) continue;
      const png = PNG.sync.read(readFileSync(file));
      const band = bottomBand(png);
      if (band.rows >= BLANK_BAND_ROWS)
        blank.push(
          `${name}: ${band.rows} rows of #${(band.colour >>> 8).toString(16).padStart(6, '0')} below ${png.height - band.rows}`,
        );
    }
    expect(blank).toEqual([]);
  }, 120_000);
});
