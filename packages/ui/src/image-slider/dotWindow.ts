/** One dot of the slider's page indicator. */
export interface SliderDot {
  /** Image index the dot stands for. */
  index: number;
  /** `edge` dots are drawn smaller: more images lie beyond them. */
  size: 'full' | 'edge';
}

export interface DotWindow {
  /** First image index shown as a dot. */
  start: number;
  dots: SliderDot[];
}

/** spec §9: all dots up to 10 images, otherwise a moving window of 10. */
export const DOT_WINDOW_SIZE = 10;

/**
 * Which dots to draw for `current` of `total` images. The window moves only when the current image
 * would otherwise sit on a shrunken edge dot, so it stays put while the user pages inside it;
 * `previousStart` is the window's start before the move (0 at first).
 */
export function getDotWindow(
  total: number,
  current: number,
  previousStart = 0,
  size = DOT_WINDOW_SIZE,
): DotWindow {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return { start: 0, dots: [] };
  const active = Math.min(count - 1, Math.max(0, Math.floor(current)));
  if (count <= size) {
    return {
      start: 0,
      dots: Array.from({ length: count }, (_, index) => ({ index, size: 'full' as const })),
    };
  }
  const lastStart = count - size;
  let start = Math.min(lastStart, Math.max(0, Math.floor(previousStart)));
  const firstClear = (from: number) => from + (from > 0 ? 1 : 0);
  const lastClear = (from: number) => from + size - 1 - (from + size < count ? 1 : 0);
  if (active < firstClear(start)) start = Math.max(0, active - 1);
  else if (active > lastClear(start)) start = Math.min(lastStart, active - size + 2);
  const dots = Array.from({ length: size }, (_, offset): SliderDot => {
    const index = start + offset;
    const isEdge = (offset === 0 && start > 0) || (offset === size - 1 && index < count - 1);
    return { index, size: isEdge ? 'edge' : 'full' };
  });
  return { start, dots };
}
