// Story tests only (the storybook project of vitest.config.ts): after each story's play function, compare the
// story frame with its committed baseline at every width in `parameters.visual.widths` (default: the 390 px
// phone). Installed as a global so that Storybook itself and Chromatic, which have no Vitest, skip it; the
// preview's afterEach calls it (see preview.tsx), after the play function and the story's own checks.
//
// Baselines: stories/visual/__screenshots__/<story file path>/<story export, kebab-case>-<width>.png
// A story without a baseline fails once and writes one to review; `npm run test:visual:update` rewrites the
// baselines of stories that changed on purpose. On a mismatch Vitest writes the actual and diff images under
// .vitest-attachments/ (see README, "QA: visual review").
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_HEIGHT, type VisualParameters } from './visual';

// Story tests run with motion off (see preview.tsx): an overlay still fading in when the play function ends would
// otherwise be checked by axe and captured half transparent. Stories about motion itself opt back in with
// `parameters.motion = 'on'`.
globalThis.__jbStoryTest = true;

// A mismatch is reported after Storybook has finished the story: thrown from inside the story's afterEach it
// would skip Storybook's own cleanup (paused animations), and the next story would inherit frozen animations.
let mismatch: unknown;
afterEach(() => {
  if (mismatch === undefined) return;
  const error = mismatch;
  mismatch = undefined;
  throw error;
});

// JB_SKIP_VISUAL=1 (browsers other than Debian's chromium, whose pixels the baselines are) keeps every story test
// but compares no pictures.
const skipVisual = inject('jbSkipVisual');

// A story with an open sheet or modal: even nudged onto whole pixels, the overlay sometimes rests a pixel apart
// between runs on a loaded 2-core machine, and its edge and text are anti-aliased differently (26–1,899 pixels of a
// 390 × 844 capture seen, a different story each run). Those stories allow 1 % of the picture; what the overlay
// says and does is asserted by their play functions. Everything else is compared exactly.
const OVERLAY_TOLERANCE_RATIO = 0.01;
const FIXED_CHROME = '[data-component="BottomNav"], [data-component="ScrollToTopButton"]';

globalThis.__jbCaptureStory = async (context) => {
  const visual: VisualParameters = context.parameters.visual ?? {};
  if (visual.skip || skipVisual) return;
  const frame =
    context.canvasElement.querySelector<HTMLElement>('[data-jb-story-frame]') ?? context.canvasElement;
  const name = context.id.slice(context.id.indexOf('--') + 2);
  const root = document.documentElement;
  const motion = root.dataset.jbMotion;
  const initialWidth = window.innerWidth;
  // Storybook pauses animations where the play function left them (mid-slide for a sheet that just opened), so a
  // sheet would sit a fraction of a pixel off its final place, differently each run. Let them run to their end
  // instead, instantly (motion off), and wait for them.
  const resume = document.createElement('style');
  resume.textContent =
    '*, *::before, *::after { animation-play-state: running !important; animation-direction: normal !important; }';
  document.head.append(resume);
  root.dataset.jbMotion = 'off';
  await Promise.race([
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  // Pretendard's dynamic subset loads glyph ranges on demand: load every range this story's text needs before
  // comparing, or a glyph may be drawn in the fallback font in one run and in Pretendard in the next.
  const fields = [...frame.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  const text = [frame.textContent ?? '', ...fields.map((field) => field.value + field.placeholder)].join('');
  if (text.trim()) {
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Pretendard Variable"`, text)),
    );
  }
  await document.fonts.ready;
  // A bottom sheet is as tall as its text, so its top often falls on a fractional pixel, and Chromium draws such
  // an edge two ways depending on its compositing history (1,500 pixels apart). Fixed overlays are nudged onto
  // whole pixels (less than a pixel, invisible) so the same story always gives the same picture.
  const nudged: HTMLElement[] = [];
  let overlay = false;
  for (const element of frame.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    // Fixed chrome that is always there (the bottom navigation, the scroll-to-top button, an empty toast
    // viewport) does not open or slide: a page showing only that is compared exactly, so a missing control on it
    // is caught.
    if (!element.closest(FIXED_CHROME) && element.childElementCount > 0) overlay = true;
    const { top } = element.getBoundingClientRect();
    const fraction = top - Math.round(top);
    if (Math.abs(fraction) < 0.01) continue;
    element.style.translate = `0 ${-fraction}px`;
    nudged.push(element);
  }
  try {
    // Every width is compared (and a missing baseline written) even when an earlier one differs.
    for (const width of visual.widths ?? [390]) {
      if (window.innerWidth !== width) await page.viewport(width, VISUAL_HEIGHT);
      try {
        await expect
          .element(page.elementLocator(frame))
          .toMatchScreenshot(
            `${name}-${width}`,
            visual.tolerancePixels && visual.toleranceReason
              ? { comparatorOptions: { allowedMismatchedPixels: visual.tolerancePixels } }
              : overlay
                ? { comparatorOptions: { allowedMismatchedPixelRatio: OVERLAY_TOLERANCE_RATIO } }
                : undefined,
          );
      } catch (error) {
        mismatch ??= error;
      }
    }
  } finally {
    for (const element of nudged) element.style.translate = '';
    resume.remove();
    if (window.innerWidth !== initialWidth) await page.viewport(initialWidth, VISUAL_HEIGHT);
    if (motion === undefined) delete root.dataset.jbMotion;
    else root.dataset.jbMotion = motion;
  }
};

declare module 'vitest' {
  export interface ProvidedContext {
    jbSkipVisual: boolean;
  }
}
