import type { NodeView } from '../../workers/garden/garden-api';
import { noteHref } from '../state/route';
import { useUi } from '../state/ui-store';

/**
 * A node's text with its state and trust, as a button that opens the inspector, and a link to the note it came
 * from (opened at that node) unless the caller names its notes itself. Text is never parsed as HTML.
 */
export function NodeText({
  node,
  noteLink = true,
  spans = [],
  setAside = false,
}: {
  node: NodeView;
  noteLink?: boolean;
  /** Parts of the text to mark (a search's terms). */
  spans?: readonly [number, number][];
  /** A conflict was settled against it: it still lives, but not as an answer in good standing. */
  setAside?: boolean;
}) {
  const select = useUi((s) => s.select);
  return (
    <>
      <button
        type="button"
        className={`node-text state-${node.state}`}
        onClick={() => {
          select(node.id);
        }}
        aria-label={`Inspect: ${node.text}`}
      >
        <span className={`badge trust-${node.trust}`}>{node.trust}</span>
        {setAside ? (
          <span className="badge state-set-aside">set aside</span>
        ) : (
          <span className={`badge state-${node.state}`}>{node.state}</span>
        )}
        <span className="text">
          <Marked text={node.text} spans={spans} />
        </span>
      </button>
      {noteLink && node.note && <NoteLink sourceId={node.note.sourceId} title={node.note.title} nodeId={node.id} />}
    </>
  );
}

/** A text with some of its parts marked; the rest as it is. */
function Marked({ text, spans }: { text: string; spans: readonly [number, number][] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** "in <note>": a link to a note's page, opened at a node of it. */
export function NoteLink({ sourceId, title, nodeId }: { sourceId: string; title: string; nodeId?: string }) {
  return (
    <span className="note-link">
      in <a href={noteHref(sourceId, nodeId)}>{title}</a>
    </span>
  );
}
