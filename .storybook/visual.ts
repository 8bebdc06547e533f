/**
 * `parameters.visual` of a story (see .storybook/vitest.setup.ts). Every story's whole frame is compared with a
 * committed baseline at each of its modes (`parameters.chromatic.modes`, .storybook/modes.ts), pixel for pixel:
 *
 *   parameters: { visual: { skip: '지도 타일은 네트워크에서 와서 매번 달라집니다' } }   // why it cannot be captured
 *   parameters: { visual: { tolerancePixels: 30, toleranceReason: '…' } }           // a named allowance
 */
export interface VisualParameters {
  /** Set to the reason when the story cannot be captured deterministically; no baseline is kept. */
  skip?: string;
  /**
   * Pixels that may differ from the baseline, for a story whose picture moves by anti-aliasing alone between runs
   * (text on a sub-pixel position after a drag, a sheet that just opened). Needs `toleranceReason`; without both,
   * the story is compared exactly.
   */
  tolerancePixels?: number;
  /** Why the story needs `tolerancePixels` (a Korean or English sentence, read in review). */
  toleranceReason?: string;
}

/**
 * The pixel comparison every story gets (pixelmatch): anti-aliased pixels count like any other, and a pixel differs
 * when its colour moves by more than what the same story drawn twice by Debian's chromium ever moves (`threshold`:
 * the smallest value that keeps repeated runs equal), which is well under one step between two design tokens, so a
 * one-step token change (brand-600 → brand-700, bg → surface) fails. Measured: docs/adr/0040.
 */
export const STRICT_COMPARISON = { threshold: 0.02, includeAA: true } as const;

/**
 * Pixels a story may differ by while a control shows the kit's focus ring: the dark outline's rounded corners are
 * anti-aliased one of two ways from run to run (a pixel or two per corner). Far fewer than any token change
 * moves, so a changed ring colour, width or offset still fails.
 */
export const FOCUS_RING_PIXELS = 8;

/**
 * Story frames taller than this are captured by growing the viewport to the frame, whose top bounds how big the
 * test page must get. Far above any screen's content; a story this tall is a bug in the story.
 */
export const MAX_CAPTURE_HEIGHT = 16_000;
