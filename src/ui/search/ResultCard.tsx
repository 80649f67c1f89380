import type { SearchHit } from '../../workers/garden/garden-api';
import { Labels } from '../common/Labels';
import { NodeText } from '../common/NodeText';
import { noteHref } from '../state/route';
import { settledFor, whyComposted } from '../../workers/garden/vocabulary';
import { sourceName } from './source-name';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export function ResultCard({ hit }: { hit: SearchHit }) {
  return (
    <article
      className={`result${hit.answers ? '' : ' loose'}`}
      data-testid="result"
      data-state={hit.node.state}
      data-answers={hit.answers}
    >
      {!hit.answers && <span className="badge loose-badge">loosely related</span>}
      <NodeText node={hit.node} noteLink={false} spans={hit.spans} setAside={hit.settled !== undefined} />
      <Labels labels={hit.node.labels} />
      <p className="provenance">
        {hit.provenance.map((p, i) => (
          <span key={p.sourceId}>
            {i > 0 && ' | '}
            <a href={noteHref(p.sourceId, hit.node.id)}>{sourceName(p.title, hit.node.text)}</a>
            {[p.origin === p.title ? '' : p.origin, day(p.generatedAt)]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </span>
        ))}
      </p>
      {hit.standsFor && (
        <p className="stands-for" data-testid="stands-for">
          in place of “{hit.standsFor.text}”, which it superseded
        </p>
      )}
      {hit.restOf && (
        <p className="rest-of" data-testid="rest-of">
          the rest of a note whose “{hit.restOf.text}” {hit.restOf.why}
        </p>
      )}
      {hit.lesions.length > 0 && (
        <p className="badge lesion" data-testid="lesion-badge">
          ⚠ contested by: {hit.lesions.map((l) => l.otherText).join(' / ')}
        </p>
      )}
      {hit.settled && (
        <p className="badge settled" data-testid="settled-badge">
          set aside {day(hit.settled.at)}: {settledFor(hit.settled.keptText)}
        </p>
      )}
      {hit.compost && (
        <p className="compost-reason">
          composted {day(hit.compost.at)} — {whyComposted(hit.compost)}
        </p>
      )}
    </article>
  );
}
