// The viewports every story is captured at, locally (.storybook/vitest.setup.ts) and in Chromatic: one list, so
// both compare the same pictures. Every story has the phone (the 390 px design width); a story whose layout changes
// with the width adds the others with `parameters: { chromatic: { modes: atWidths(390, 768, 1280) } }`. The height
// is the layout viewport (what `100dvh` is); the capture is always the story's whole frame, however tall.
export const allModes = {
  'mobile-360': { viewport: { width: 360, height: 780 } },
  'mobile-390': { viewport: { width: 390, height: 844 } },
  'tablet-768': { viewport: { width: 768, height: 1024 } },
  'desktop-1280': { viewport: { width: 1280, height: 800 } },
  'desktop-1440': { viewport: { width: 1440, height: 900 } },
} as const;

export type ModeName = keyof typeof allModes;
export type Mode = (typeof allModes)[ModeName];
export type Width = Mode['viewport']['width'];

/** The modes at these widths, for `parameters.chromatic.modes` (merged with the phone every story has). */
export function atWidths(...widths: Width[]): Partial<Record<ModeName, Mode>> {
  return Object.fromEntries(
    Object.entries(allModes).filter(([, mode]) => widths.includes(mode.viewport.width)),
  ) as Partial<Record<ModeName, Mode>>;
}

/**
 * Exactly these widths, the phone included only when listed: for what is not a phone screen (the console, its
 * components) and for a story that must drop a width its file's default adds.
 */
export function onlyAt(...widths: Width[]): Record<ModeName, Mode | { disable: true }> {
  return Object.fromEntries(
    Object.entries(allModes).map(([name, mode]) => [
      name,
      widths.includes(mode.viewport.width) ? mode : { disable: true },
    ]),
  ) as Record<ModeName, Mode | { disable: true }>;
}

/** The phone: the only mode a story has unless it adds more. */
export const defaultModes = atWidths(390);

/**
 * The viewports a story is captured at: its `parameters.chromatic.modes` (Storybook merges the story's modes into
 * the default), minus any it disables with `{ disable: true }`, narrowest first.
 */
export function viewportsOf(modes: Record<string, unknown> | undefined): { width: number; height: number }[] {
  return Object.values(modes ?? defaultModes)
    .filter(
      (mode): mode is Mode =>
        typeof mode === 'object' &&
        mode !== null &&
        'viewport' in mode &&
        !('disable' in mode && mode.disable),
    )
    .map((mode) => ({ ...mode.viewport }))
    .sort((a, b) => a.width - b.width);
}
