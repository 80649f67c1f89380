import type { NodeDetail } from '../../workers/garden/garden-api';
import { gardenWorker } from '../../workers/garden/garden-client';
import { Labels } from '../common/Labels';
import { TypeFilter } from '../common/TypeFilter';

/** What the enzymes said about a node, how it decays, and what the user may set: its type, a shipped request. */
export function NodeLabelsPanel({ detail }: { detail: NodeDetail }) {
  const { node } = detail;
  const labels = node.labels;
  const openRequest = labels?.friction === 'feature-gap' && labels.resolution !== 'resolved' && !labels.shipped;
  return (
    <section aria-label="Labels and decay">
      <Labels labels={labels} />
      <p data-testid="decay-rule">Decays by: {detail.decayRule}</p>
      {node.state !== 'composted' && (
        <TypeFilter
          label="Entry type"
          none="Untyped"
          value={labels?.type}
          onChange={(type) => {
            void gardenWorker().setType(node.id, type ?? null);
          }}
        />
      )}
      {labels?.typeBy && <span className="muted"> set by {labels.typeBy === 'user' ? 'you' : 'the classifier'}</span>}
      {openRequest && node.state !== 'composted' && (
        <button type="button" onClick={() => void gardenWorker().markShipped(node.id)}>
          Mark shipped
        </button>
      )}
    </section>
  );
}
