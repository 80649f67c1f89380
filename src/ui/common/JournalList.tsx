import type { JournalEntry } from '../../core/types';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Journal entries, oldest first: when, what happened, and the garden's reason in words. */
export function JournalList({ entries, label }: { entries: readonly JournalEntry[]; label: string }) {
  return (
    <ol className="journal" aria-label={label}>
      {entries.map((j) => (
        <li key={j.seq}>
          <time>{day(j.at)}</time> <strong>{j.event}</strong> {j.reason}
        </li>
      ))}
    </ol>
  );
}
