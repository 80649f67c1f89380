import type { SegmentMark } from '../../workers/garden/garden-api';
import { noteHref } from '../state/route';
import { useUi } from '../state/ui-store';

const RELATION_WORDS: Record<NonNullable<SegmentMark['relation']>, string> = {
  novel: 'new',
  confirm: 'confirmed',
  challenge: 'challenged',
  stale: 'stale',
};

/**
 * A segment the garden simply took in as new and keeps active says nothing beyond the block's colour; any other
 * is named: its state, what it met, and why it is not active.
 */
const noteworthy = (m: SegmentMark, focus: string | undefined): boolean =>
  m.node?.id === focus ||
  m.why !== undefined ||
  m.from !== undefined ||
  (m.node !== undefined && m.node.state !== 'active') ||
  (m.relation !== undefined && m.relation !== 'novel');

/** What became of a block's segments: each one's node, its state and, where it is not active, why. */
export function SegmentMarks({ marks, focus }: { marks: readonly SegmentMark[]; focus: string | undefined }) {
  const select = useUi((s) => s.select);
  const shown = marks.filter((m) => noteworthy(m, focus));
  if (shown.length === 0) return null;
  return (
    <ul className="segment-marks" aria-label="What the garden made of it">
      {shown.map((m) => (
        <li key={m.segmentId} className={m.node?.id === focus ? 'focused' : undefined}>
          {m.node && (
            <button
              type="button"
              className={`badge state-${m.node.state}`}
              onClick={() => {
                select(m.node?.id);
              }}
              aria-label={`Inspect the node: ${m.node.state}`}
            >
              {m.node.state}
            </button>
          )}
          {m.relation && <span className="badge">{RELATION_WORDS[m.relation]}</span>}
          {m.from && (
            <span>
              as <a href={noteHref(m.from.sourceId, m.node?.id)}>{m.from.title}</a> said
            </span>
          )}
          {m.why && (
            <span className="why">
              {m.why.text}
              {m.why.sourceId && (
                <>
                  {' '}
                  (<a href={noteHref(m.why.sourceId, m.why.nodeId)}>{m.why.title ?? 'the note'}</a>)
                </>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
