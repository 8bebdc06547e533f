// Pure parsing for numeric text fields. Money and sizes are typed as text (not type="number") so the
// field can show thousands separators, read full-width digits, and keep signs, exponents and words exactly as
// typed for the screen to refuse with its reason.

import { numericFieldText } from '@jjinbbang/domain';

/** integer: digits only (spec 001 §5 money, fee, capacity); decimal: digits and one decimal point (area, grade). */
export type NumericMode = 'integer' | 'decimal';

/** The number typed, or what was typed when it is not one (the domain's rule). */
export function sanitizeNumericInput(raw: string, mode: NumericMode): string {
  return numericFieldText(raw, mode);
}

/** Whether a field value is a number (digits, one point), which alone is shown with separators. */
export function isNumberText(value: string): boolean {
  return /^\d*\.?\d*$/.test(value);
}

/** '1234567' → '1,234,567'; '12345.5' → '12,345.5'. Text that is not a number is shown as typed. */
export function formatThousandsInput(value: string): string {
  if (!isNumberText(value)) return value;
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A sanitized field value as a number; '' (nothing typed) is null. '12.' reads as 12. */
export function parseNumericInput(value: string): number | null {
  const text = value.replace(/,/g, '').trim();
  if (text === '' || text === '.') return null;
  const number = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(number) ? number : null;
}

/** How many value characters (digits and the decimal point) come before `caret` in a displayed string. */
export function significantBefore(display: string, caret: number): number {
  // Full-width digits and point (as typed, before they are read) count as well.
  return display.slice(0, caret).replace(/[^\d.０-９．]/g, '').length;
}

/** The caret position in `display` that follows `count` value characters (skipping separators). */
export function caretForSignificant(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i += 1) {
    if (/[\d.]/.test(display[i] as string)) seen += 1;
    if (seen === count) return i + 1;
  }
  return display.length;
}
