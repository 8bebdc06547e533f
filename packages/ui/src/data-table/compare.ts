// How table cells compare and match, for any column: Korean text in 가나다 order with numbers inside it compared
// as numbers ("2동" before "10동"), numbers and dates by value, empty cells last whatever the direction.

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

type Cell = unknown;

const isEmpty = (value: Cell) => value === null || value === undefined || value === '';

function rank(value: Cell): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

/** Ascending comparison of two cell values (the table reverses it for descending order). */
export function compareCells(a: Cell, b: Cell): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  const x = rank(a);
  const y = rank(b);
  if (typeof x === 'number' && typeof y === 'number') return x === y ? 0 : x < y ? -1 : 1;
  return collator.compare(String(x), String(y));
}

function searchableText(value: Cell): string {
  if (value instanceof Date) {
    const iso = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
    return `${iso} ${iso.replaceAll('-', '.')}`;
  }
  return String(value ?? '');
}

/** Whether a cell holds every word of the query (case and spacing ignored). */
export function matchesText(value: Cell, query: string): boolean {
  const words = query.toLocaleLowerCase('ko').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(value).toLocaleLowerCase('ko');
  return words.every((word) => text.includes(word));
}
