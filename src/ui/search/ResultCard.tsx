import type { SearchHit } from '../../workers/garden/garden-api';
import { Labels } from '../common/Labels';
import { NodeText } from '../common/NodeText';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export function ResultCard({ hit }: { hit: SearchHit }) {
  return (
    <article className="result" data-testid="result" data-state={hit.node.state}>
      <NodeText node={hit.node} />
      <Labels labels={hit.node.labels} />
      <p className="provenance">
        {hit.provenance
          .map((p) => [p.title, p.origin === p.title ? '' : p.origin, day(p.generatedAt)].filter(Boolean).join(' · '))
          .join(' | ')}
      </p>
      {hit.lesions.length > 0 && (
        <p className="badge lesion" data-testid="lesion-badge">
          ⚠ contested by: {hit.lesions.map((l) => l.otherText).join(' / ')}
        </p>
      )}
      {hit.compost && (
        <p className="compost-reason">
          composted {day(hit.compost.at)} — {hit.compost.reason}: {hit.compost.cause.note}
        </p>
      )}
    </article>
  );
}
