/**
 * `parameters.visual` of a story (see .storybook/vitest.setup.ts). Every story gets a committed baseline at the
 * 390 px mobile viewport unless it says otherwise:
 *
 *   parameters: { visual: { widths: [390, 768, 1280] } }   // one baseline per width (layouts that change)
 *   parameters: { visual: { skip: '지도 타일은 네트워크에서 와서 매번 달라집니다' } } // why it cannot be captured
 */
export interface VisualParameters {
  /** Viewport widths in px to capture, each with its own baseline. Default: [390]. */
  widths?: number[];
  /** Set to the reason when the story cannot be captured deterministically; no baseline is kept. */
  skip?: string;
  /**
   * Pixels that may differ from the baseline, for a story whose picture moves by anti-aliasing alone between runs
   * (text on a sub-pixel position after a drag). Needs `toleranceReason`; everything else is compared exactly.
   */
  tolerancePixels?: number;
  /** Why the story needs `tolerancePixels` (a Korean or English sentence, read in review). */
  toleranceReason?: string;
}

/** The viewport height every capture uses (the design phone, 390 × 844). */
export const VISUAL_HEIGHT = 844;
