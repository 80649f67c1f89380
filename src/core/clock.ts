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

/**
 * Real time, shifted: the app's "fast-forward" moves the offset, "back to the real clock" clears it. A fixed
 * start (tests, demos) pins what "now" was when the garden opened.
 */
export class ShiftableClock implements Clock {
  private offset: number;
  constructor(
    private readonly real: Clock = systemClock,
    startAt?: number,
  ) {
    this.offset = startAt === undefined ? 0 : startAt - real.now();
  }
  now(): number {
    return this.real.now() + this.offset;
  }
  get shiftedMs(): number {
    return this.offset;
  }
  advanceDays(days: number): void {
    if (!(days > 0)) throw new Error('fast-forward takes a positive number of days');
    this.offset += days * DAY_MS;
  }
  /** Back to real time (or to the pinned start, for a garden opened at a fixed time). */
  reset(startAt?: number): void {
    this.offset = startAt === undefined ? 0 : startAt - this.real.now();
  }
}
