import { describe, expect, it } from 'vitest';
import { DAY_MS, ManualClock } from './clock';

describe('ManualClock', () => {
  it('moves only when told to, and never backwards', () => {
    const clock = new ManualClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advanceDays(2);
    expect(clock.now()).toBe(1000 + 2 * DAY_MS);
    expect(() => {
      clock.set(0);
    }).toThrow(/backwards/);
  });
});
