// Every message a student reads is in 해요체, the app's voice: no 합니다체 left in the domain's message tables.
import { describe, expect, it } from 'vitest';
import { KEYWORD_MESSAGES } from '../keywords';
import { MONEY_MESSAGES } from './draft';
import { NICKNAME_MESSAGES } from './nickname';
import { MAP_MESSAGES, VALIDATION_MESSAGES } from './validation';

/** Every string a message table holds, calling message functions with a sample argument. */
function texts(table: Record<string, unknown>): string[] {
  return Object.values(table).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (...a: unknown[]) => unknown)('가', 1, 2))];
    if (value && typeof value === 'object') return texts(value as Record<string, unknown>);
    return [];
  });
}

describe('the domain speaks 해요체', () => {
  it.each([
    ['KEYWORD_MESSAGES', KEYWORD_MESSAGES],
    ['VALIDATION_MESSAGES', VALIDATION_MESSAGES],
    ['MAP_MESSAGES', MAP_MESSAGES],
    ['MONEY_MESSAGES', MONEY_MESSAGES],
    ['NICKNAME_MESSAGES', NICKNAME_MESSAGES],
  ])('%s', (_, table) => {
    for (const text of texts(table as Record<string, unknown>)) {
      expect(text, text).not.toMatch(/(습니다|합니다|입니다|됩니다|십시오)/);
    }
  });
});
