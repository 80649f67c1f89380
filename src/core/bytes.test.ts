import { describe, expect, it } from 'vitest';
import { byteSize, megabytes } from './bytes';

describe('sizes in words', () => {
  it('picks the unit that reads best: a 1 GB file is not "1048576.0 KB"', () => {
    expect([812, 4300, 1024 ** 3].map(byteSize)).toEqual(['812 B', '4.2 KB', '1024.0 MB']);
    expect(megabytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
