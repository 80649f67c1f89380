// What the Library shows of the sources: filtered by words, kind and trust, and sorted by a column.
import type { NodeState, SourceKind, Trust } from '../../core/types';
import type { LibraryEntry } from '../../workers/garden/garden-api';

export type LibraryColumn = 'title' | 'kind' | 'trust' | 'receivedAt' | 'generatedAt' | NodeState;

export interface LibraryQuery {
  /** Words every shown source has in its title or origin, in any case. */
  text: string;
  kind: SourceKind | 'all';
  trust: Trust | 'all';
  sort: LibraryColumn;
  descending: boolean;
}

export const NEWEST_FIRST: LibraryQuery = { text: '', kind: 'all', trust: 'all', sort: 'receivedAt', descending: true };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(a: LibraryEntry, b: LibraryEntry, column: LibraryColumn): number {
  switch (column) {
    case 'title':
    case 'kind':
    case 'trust':
      return collator.compare(a[column], b[column]);
    case 'receivedAt':
    case 'generatedAt':
      return a[column] - b[column];
    default:
      return a.states[column] - b.states[column];
  }
}

export function libraryRows(entries: readonly LibraryEntry[], q: LibraryQuery): LibraryEntry[] {
  const words = q.text.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter(
    (e) =>
      (q.kind === 'all' || e.kind === q.kind) &&
      (q.trust === 'all' || e.trust === q.trust) &&
      words.every((w) => e.title.toLowerCase().includes(w) || e.origin.toLowerCase().includes(w)),
  );
  const sign = q.descending ? -1 : 1;
  // Ties keep a fixed order (by title), so the list does not shuffle as the garden changes.
  return shown.sort((a, b) => sign * compare(a, b, q.sort) || collator.compare(a.title, b.title));
}
