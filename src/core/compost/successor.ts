// A line of versions: each note superseded by the next. The living note at its end speaks for the whole line.
import type { CompostEntry } from '../types';

/** How many links of "superseded by" are followed to the living note at the end of a line of versions. */
const LINEAGE_DEPTH = 8;

/**
 * The living note at the end of a composted note's line of versions, if one superseded it and lives.
 * `compostOf` gives a node's compost entry while it is composted.
 */
export function successorOf(
  entry: CompostEntry,
  living: (id: string) => boolean,
  compostOf: (id: string) => CompostEntry | undefined,
): string | undefined {
  let at: CompostEntry | undefined = entry;
  for (let step = 0; step < LINEAGE_DEPTH && at?.reason === 'superseded'; step++) {
    const next: string | undefined = at.cause.nodeId;
    if (!next) return undefined;
    if (living(next)) return next;
    at = compostOf(next);
  }
  return undefined;
}
