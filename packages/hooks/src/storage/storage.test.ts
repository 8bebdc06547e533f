import { describe, expect, it } from 'vitest';
import { createStorageKey, isQuotaExceededError, parseJson, writeJson, writeStorage } from './storage';

describe('storage helpers', () => {
  it('builds namespaced keys', () => {
    expect(createStorageKey('jjinbbang', 'draft', 'review')).toBe('jjinbbang:draft:review');
    // An existing key such as the spec's `reviewList` can be used as is.
    expect(createStorageKey('', 'reviewList')).toBe('reviewList');
  });

  it.each([
    [new DOMException('x', 'QuotaExceededError'), true],
    [{ name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    [{ code: 22 }, true],
    [{ code: 1014 }, true],
    [new Error('x'), false],
    [null, false],
    ['QuotaExceededError', false],
  ])('recognises quota errors: %s → %s', (error, expected) => {
    expect(isQuotaExceededError(error)).toBe(expected);
  });

  it('returns failures instead of throwing', () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('broken');
      },
      removeItem: () => {},
    };
    expect(writeStorage(throwing, 'k', 'v')).toMatchObject({ kind: 'unknown', key: 'k' });
    expect(writeJson(throwing, 'k', { a: 1n })).toMatchObject({ kind: 'serialize' });
    expect(writeStorage(null, 'k', 'v')).toBeNull();
  });

  it('parses malformed JSON as undefined', () => {
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('[1]')).toEqual([1]);
  });
});
