// Internal to the ui package (not exported from index.ts).

type Part = string | false | null | undefined;

/** Class names joined with spaces, skipping the empty ones: `cx('jb-Button', className)`. */
export function cx(...classes: Part[]): string {
  return classes.filter(Boolean).join(' ');
}

/** An id-list attribute (aria-describedby, aria-labelledby) from optional ids; undefined when none is set. */
export function idList(...ids: Part[]): string | undefined {
  return cx(...ids) || undefined;
}
