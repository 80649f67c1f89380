// One call at a time, in the order they came: a model thread queues the garden's batches itself, so the next
// batch is already waiting when one ends (no round trip to a busy garden thread between them).
export function serial<A extends unknown[], R>(work: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(() => work(...args));
    last = run.catch(() => undefined);
    return run;
  };
}
