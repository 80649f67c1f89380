/**
 * Appends `items` to `target` in place. `target.push(...items)` passes every item as an argument on the call
 * stack, which overflows past ~100k items in Node and fewer in a browser's worker: a big garden's snapshot section
 * or change set is that big.
 */
export function append<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}
