import type { NodeView } from '../../workers/garden/garden-api';
import { useUi } from '../state/ui-store';

/** A node's text with its state and trust, as a button that opens the inspector. Text is never parsed as HTML. */
export function NodeText({ node }: { node: NodeView }) {
  const select = useUi((s) => s.select);
  return (
    <button
      type="button"
      className={`node-text state-${node.state}`}
      onClick={() => {
        select(node.id);
      }}
      aria-label={`Inspect: ${node.text}`}
    >
      <span className={`badge trust-${node.trust}`}>{node.trust}</span>
      <span className={`badge state-${node.state}`}>{node.state}</span>
      <span className="text">{node.text}</span>
    </button>
  );
}
