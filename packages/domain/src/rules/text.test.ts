import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './text';

describe('stripBidiControls', () => {
  it.each([
    ['주소 \u202Egpj.exe', '주소 gpj.exe'],
    ['\u202A\u202B\u202C\u202D\u202E', ''],
    ['\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['\u200E왼\u200F오\u061C른', '왼오른'],
  ])('removes every bidirectional control from %j', (input, expected) => {
    expect(stripBidiControls(input)).toBe(expected);
  });

  it('keeps Korean, emoji, joiners and Arabic letters as they are', () => {
    const text = '역 앞 5분 👩‍👩‍👧 \u200D ١٢ مرحبا';
    expect(stripBidiControls(text)).toBe(text);
  });
});
