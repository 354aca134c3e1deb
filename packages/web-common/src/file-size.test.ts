import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const units = ['B', 'KB', 'MB', 'GB'] as const;

describe('formatFileSize', () => {
  it('writes sizes with a decimal comma, a decimal only under ten', () => {
    expect(formatFileSize(0, units)).toBe('0 B');
    expect(formatFileSize(512, units)).toBe('512 B');
    expect(formatFileSize(1500, units)).toBe('1,5 KB');
    expect(formatFileSize(850 * 1024, units)).toBe('850 KB');
    expect(formatFileSize(2.3 * 1024 ** 2, units)).toBe('2,3 MB');
    expect(formatFileSize(2 * 1024 ** 3, units)).toBe('2 GB');
  });
});
