import { describe, expect, it } from 'vitest';
import { describeFailure } from './garden-service';

describe('describeFailure', () => {
  it('says plainly when the storage is full', () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    expect(describeFailure(quota)).toMatch(/storage for this site is full/);
    expect(describeFailure(new Error('disk on fire'))).toBe('disk on fire');
  });
});
