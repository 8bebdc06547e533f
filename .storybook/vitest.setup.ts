// Story tests only (the storybook project of vitest.config.ts): after each story's play function, compare the
// story's whole frame with its committed baseline at every mode of the story (`parameters.chromatic.modes`,
// .storybook/modes.ts: the 390 px phone, and 768 / 1280 where the story adds them). Installed as a global so that
// Storybook itself and Chromatic, which have no Vitest, skip it; the preview's afterEach calls it (see preview.tsx),
// after the play function and the story's own checks.
//
// Baselines: stories/visual/__screenshots__/<story file path>/<story export, kebab-case>-<width>.png
// A story without a baseline fails once and writes one to review; `npm run test:visual:update` rewrites the
// baselines of stories that changed on purpose. On a mismatch Vitest writes the actual and diff images under
// .vitest-attachments/ (see the root README, "Tests").
import { afterEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportsOf } from './modes';
import { FOCUS_RING_PIXELS, MAX_CAPTURE_HEIGHT, STRICT_COMPARISON, type VisualParameters } from './visual';

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

// JB_SKIP_VISUAL=1 keeps every story test but compares no pictures: for a machine without Debian's chromium and its
// fonts, whose pixels the baselines are. CI never sets it (the visual job runs in the same Debian image).
const skipVisual = inject('jbSkipVisual');

// A mismatch in another chromium than the baselines' is most likely the browser, not the story: say so. (The user
// agent string carries only the major version; the full one is a high-entropy value.)
const baselineChromium: string = inject('jbBaselineChromium') ?? '';
type UserAgentData = { getHighEntropyValues(hints: string[]): Promise<{ uaFullVersion?: string }> };
async function otherBrowser(): Promise<string | undefined> {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  const running = (await data?.getHighEntropyValues(['uaFullVersion']))?.uaFullVersion ?? 'unknown';
  if (baselineChromium.startsWith(`${running}-`)) return undefined;
  return (
    `The baselines are chromium ${baselineChromium}'s pixels (stories/visual/CHROMIUM_VERSION); this is ${running}. ` +
    'Run the stories in that version (CI installs it), or re-take every baseline with this one ' +
    '(npm run test:visual:update) and change the file.'
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

const VIEWPORT_UNIT = /-?[\d.]+[sdl]?v(h|b|max|min)\b/;
const LENGTHS = ['height', 'min-height', 'max-height', 'top', 'bottom'];

/** Style rules (inside layers, media and nesting too) that size or place something in viewport units. */
function viewportSizedRules(): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (
        rule instanceof CSSStyleRule &&
        LENGTHS.some((p) => VIEWPORT_UNIT.test(rule.style.getPropertyValue(p)))
      )
        found.push(rule);
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A stylesheet from another origin cannot be read; none of ours is.
    }
  }
  return found;
}

/**
 * Pins, as laid out on the mode's screen, every length of the story given in viewport units (`100dvh`, `60vh`):
 * the capture then grows the viewport to the page without those growing with it, so the picture is the page a phone
 * of the mode's size shows, scrolled through, and a layout that fills "the screen minus something" cannot grow
 * without end. Returns the undo.
 */
function pinViewportLengths(frame: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  const pin = (element: HTMLElement, properties: string[]) => {
    const computed = getComputedStyle(element);
    for (const property of properties) {
      const before = element.style.getPropertyValue(property);
      const priority = element.style.getPropertyPriority(property);
      element.style.setProperty(property, computed.getPropertyValue(property), 'important');
      undo.push(() => element.style.setProperty(property, before, priority));
    }
  };
  for (const rule of viewportSizedRules()) {
    const properties = LENGTHS.filter((p) => VIEWPORT_UNIT.test(rule.style.getPropertyValue(p)));
    let elements: HTMLElement[] = [];
    try {
      elements = [...frame.querySelectorAll<HTMLElement>(rule.selectorText)];
    } catch {
      // A nested rule's selector (`&:hover`) is matched through its parent's, which is listed as well.
    }
    for (const element of elements) pin(element, properties);
  }
  for (const element of [frame, ...frame.querySelectorAll<HTMLElement>('[style]')]) {
    const properties = LENGTHS.filter((p) => VIEWPORT_UNIT.test(element.style.getPropertyValue(p)));
    if (properties.length) pin(element, properties);
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/**
 * The viewport at `width` tall enough to hold the whole story: first the mode's own height (the layout a phone of
 * that size has), then, when the page is taller, the page's height, so that nothing below the first screen is left
 * unpainted (an iframe paints only what its viewport shows). Lengths in viewport units are pinned first (see
 * pinViewportLengths); a layout that still grows with the viewport (a script reading the window's height) fails
 * with its name rather than leaving a blank band.
 */
async function fitViewport(frame: HTMLElement, width: number, height: number, story: string) {
  await page.viewport(width, height);
  await nextFrame();
  const needed = () =>
    Math.ceil(
      Math.max(document.documentElement.scrollHeight, frame.getBoundingClientRect().bottom + scrollY),
    );
  if (needed() <= innerHeight) return () => {};
  const unpin = pinViewportLengths(frame);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const tall = needed();
    if (tall <= innerHeight) return unpin;
    if (tall > MAX_CAPTURE_HEIGHT)
      throw new Error(
        `${story}: the story is ${tall} px tall, more than a capture holds (${MAX_CAPTURE_HEIGHT})`,
      );
    await commands.jbSetTestPageHeight(tall);
    await page.viewport(width, tall);
    await nextFrame();
  }
  unpin();
  throw new Error(
    `${story}: the story grows with the viewport (a script that reads the window's height?), so it cannot be ` +
      'captured whole',
  );
}

globalThis.__jbCaptureStory = async (context) => {
  const visual: VisualParameters = context.parameters.visual ?? {};
  if (visual.skip || skipVisual) return;
  if (visual.tolerancePixels !== undefined && !visual.toleranceReason)
    throw new Error(`${context.id}: parameters.visual.tolerancePixels needs a toleranceReason`);
  const frame =
    context.canvasElement.querySelector<HTMLElement>('[data-jb-story-frame]') ?? context.canvasElement;
  const name = context.id.slice(context.id.indexOf('--') + 2);
  const root = document.documentElement;
  const motion = root.dataset.jbMotion;
  const initial = { width: window.innerWidth, height: window.innerHeight };
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
      ['400', '500', '600', '700'].map((weight) =>
        document.fonts.load(`${weight} 16px "Pretendard Variable"`, text),
      ),
    );
  }
  await document.fonts.ready;
  const focusRing = document.activeElement?.matches(':focus-visible') ? FOCUS_RING_PIXELS : 0;
  const allowed = Math.max(visual.tolerancePixels ?? 0, focusRing);
  const nudged: HTMLElement[] = [];
  let unpin = () => {};
  try {
    // Every mode is compared (and a missing baseline written) even when an earlier one differs.
    for (const viewport of viewportsOf(context.parameters.chromatic?.modes)) {
      for (const element of nudged.splice(0)) element.style.translate = '';
      unpin();
      unpin = await fitViewport(frame, viewport.width, viewport.height, context.id);
      // A bottom sheet is as tall as its text, so its top often falls on a fractional pixel, and Chromium draws
      // such an edge two ways depending on its compositing history. Fixed overlays are nudged onto whole pixels
      // (less than a pixel, invisible) so the same story always gives the same picture.
      for (const element of frame.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).position !== 'fixed') continue;
        const { top } = element.getBoundingClientRect();
        const fraction = top - Math.round(top);
        if (Math.abs(fraction) < 0.01) continue;
        element.style.translate = `0 ${-fraction}px`;
        nudged.push(element);
      }
      try {
        await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${name}-${viewport.width}`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            ...STRICT_COMPARISON,
            ...(allowed ? { allowedMismatchedPixels: allowed } : {}),
          },
        });
      } catch (error) {
        const note = await otherBrowser();
        if (note && error instanceof Error) error.message += `\n\n${note}`;
        mismatch ??= error;
      }
    }
  } finally {
    for (const element of nudged) element.style.translate = '';
    unpin();
    resume.remove();
    if (window.innerWidth !== initial.width || window.innerHeight !== initial.height) {
      await page.viewport(initial.width, initial.height);
    }
    await commands.jbSetTestPageHeight(0);
    if (motion === undefined) delete root.dataset.jbMotion;
    else root.dataset.jbMotion = motion;
  }
};

declare module 'vitest' {
  export interface ProvidedContext {
    jbSkipVisual: boolean;
    jbBaselineChromium: string;
  }
}
