// Internal to the ui package (not exported from index.ts).
import { checkTokensOnce } from './tokens-check';

type Part = string | false | null | undefined;

/** Class names joined with spaces, skipping the empty ones: `cx('jb-Button', className)`. */
export function cx(...classes: Part[]): string {
  // Every component names its classes with cx as it renders: the first render on a page runs the development hint.
  checkTokensOnce();
  return classes.filter(Boolean).join(' ');
}

/** An id-list attribute (aria-describedby, aria-labelledby) from optional ids; undefined when none is set. */
export function idList(...ids: Part[]): string | undefined {
  return cx(...ids) || undefined;
}
