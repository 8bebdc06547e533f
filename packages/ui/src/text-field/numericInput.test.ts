import { describe, expect, it } from 'vitest';
import {
  caretForSignificant,
  formatThousandsInput,
  parseNumericInput,
  sanitizeNumericInput,
  significantBefore,
} from './numericInput';

describe('sanitizeNumericInput', () => {
  it.each([
    ['', ''],
    ['1,200', '1200'],
    ['５００', '500'],
    // Not a number: kept exactly as typed, for the screen to refuse (never read as 123, 5 or 35).
    ['12a3', '12a3'],
    ['-5', '-5'],
    ['3.5', '3.5'],
  ])('integer %j → %j', (raw, expected) => {
    expect(sanitizeNumericInput(raw, 'integer')).toBe(expected);
  });

  it.each([
    ['', ''],
    ['25.', '25.'],
    ['25.5', '25.5'],
    ['２５．５', '25.5'],
    ['2.5.5', '2.5.5'],
    ['12평', '12평'],
  ])('decimal %j → %j', (raw, expected) => {
    expect(sanitizeNumericInput(raw, 'decimal')).toBe(expected);
  });
});

describe('formatThousandsInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
    ['12345.5', '12,345.5'],
    ['1000.', '1,000.'],
    ['-1000', '-1000'],
  ])('%j → %j', (value, expected) => {
    expect(formatThousandsInput(value)).toBe(expected);
  });
});

describe('parseNumericInput', () => {
  it.each([
    ['', null],
    ['.', null],
    ['0', 0],
    ['1,200', 1200],
    ['25.5', 25.5],
    ['12.', 12],
  ])('%j → %j', (value, expected) => {
    expect(parseNumericInput(value)).toBe(expected);
  });
});

describe('caret mapping', () => {
  it('counts full-width digits as typed', () => {
    expect(significantBefore('１', 1)).toBe(1);
    expect(significantBefore('1２．5', 3)).toBe(3);
  });

  it('counts value characters before the caret, skipping separators', () => {
    expect(significantBefore('1,234', 3)).toBe(2);
    expect(significantBefore('1,234', 0)).toBe(0);
    expect(significantBefore('12.5', 4)).toBe(4);
  });

  it('places the caret after the same number of value characters', () => {
    expect(caretForSignificant('12,345', 2)).toBe(2);
    expect(caretForSignificant('12,345', 3)).toBe(4);
    expect(caretForSignificant('12,345', 0)).toBe(0);
    expect(caretForSignificant('12,345', 9)).toBe(6);
  });

  it('round-trips every caret position of a formatted number', () => {
    const display = '1,234,567';
    for (let caret = 0; caret <= display.length; caret += 1) {
      const count = significantBefore(display, caret);
      const back = caretForSignificant(display, count);
      expect(significantBefore(display, back)).toBe(count);
    }
  });
});
