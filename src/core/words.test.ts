import { describe, expect, it } from 'vitest';
import { byteSize, excerpt, overLimit, plural } from './words';

describe('words', () => {
  it('picks the unit that reads best: a 1 GB file is not "1048576.0 KB"', () => {
    expect([0, 812, 4300, 5 * 1024 ** 2, 1024 ** 3, 300 * 1024 ** 2, 1.5 * 1024 ** 4].map(byteSize)).toEqual([
      '0 B',
      '812 B',
      '4.2 KB',
      '5 MB',
      '1 GB',
      '300 MB',
      '1.5 TB',
    ]);
  });

  it('says how far a size is over a limit, and never that it is over by nothing', () => {
    expect(overLimit(6 * 1024 ** 2, 5 * 1024 ** 2)).toBe('6 MB, over the 5 MB limit');
    expect(overLimit(5 * 1024 ** 2 + 1, 5 * 1024 ** 2)).toBe('just over the 5 MB limit');
  });

  it('puts a noun in the number English gives its count, with thousands grouped', () => {
    expect([0, 1, 2, 1428].map((n) => plural(n, 'lesion'))).toEqual([
      '0 lesions',
      '1 lesion',
      '2 lesions',
      '1,428 lesions',
    ]);
    expect(plural(1, 'compost entry', 'compost entries')).toBe('1 compost entry');
    expect(plural(3, 'compost entry', 'compost entries')).toBe('3 compost entries');
  });

  it('cuts a quoted text at the end of a word, never in the middle of a value', () => {
    const note = 'From next Monday the pool opens at 10:30 on weekdays and 9:00 at weekends, as the council says.';
    expect(excerpt(note, 40)).toBe('From next Monday the pool opens at…');
    expect(excerpt(note, 200)).toBe(note);
    // One long word is cut where it must be.
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(excerpt(note, 40).length).toBeLessThanOrEqual(40);
  });
});
