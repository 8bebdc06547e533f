// Story tests only (the storybook project of vitest.config.ts): after each story's play function, compare the
// story frame with its committed baseline at every width in `parameters.visual.widths` (default: the 390 px
// phone). Installed as a global so that Storybook itself and Chromatic, which have no Vitest, skip it; the
// preview's afterEach calls it (see preview.tsx), after the play function and the story's own checks.
//
// Baselines: stories/visual/__screenshots__/<story file path>/<story export, kebab-case>-<width>.png
// A story without a baseline fails once and writes one to review; `npm run test:visual:update` rewrites the
// baselines of stories that changed on purpose. On a mismatch Vitest writes the actual and diff images under
// .vitest-attachments/ (see README, "QA: visual review").
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_HEIGHT, type VisualParameters } from './visual';

globalThis.__jbCaptureStory = async (context) => {
  const visual: VisualParameters = context.parameters.visual ?? {};
  if (visual.skip) return;
  const frame =
    context.canvasElement.querySelector<HTMLElement>('[data-jb-story-frame]') ?? context.canvasElement;
  const name = context.id.slice(context.id.indexOf('--') + 2);
  const root = document.documentElement;
  const motion = root.dataset.jbMotion;
  const initialWidth = window.innerWidth;
  root.dataset.jbMotion = 'off';
  await document.fonts.ready;
  try {
    for (const width of visual.widths ?? [390]) {
      if (window.innerWidth !== width) await page.viewport(width, VISUAL_HEIGHT);
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${name}-${width}`);
    }
  } finally {
    if (window.innerWidth !== initialWidth) await page.viewport(initialWidth, VISUAL_HEIGHT);
    if (motion === undefined) delete root.dataset.jbMotion;
    else root.dataset.jbMotion = motion;
  }
};
