/** Time is injected so decay can be simulated and tested deterministically. Milliseconds since the epoch. */
export interface Clock {
  now(): number;
}

export const DAY_MS = 86_400_000;

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: tests, the evaluation runner and the app's fast-forward. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  set(time: number): void {
    if (time < this.time) throw new Error('ManualClock cannot run backwards');
    this.time = time;
  }
  advanceDays(days: number): void {
    this.set(this.time + days * DAY_MS);
  }
}

export const days = (ms: number): number => ms / DAY_MS;
