import { describe, expect, it } from 'vitest';
import { formatFileSize } from './FileUploadField';

describe('formatFileSize', () => {
  it.each([
    [0, '0B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [200_000, '195KB'],
    [1024 * 1024, '1.0MB'],
    [2_400_000, '2.3MB'],
    [10_485_760, '10.0MB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
