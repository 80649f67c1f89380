import { gardenWorker } from '../../workers/garden/garden-client';
import { JournalList } from '../common/JournalList';
import { NodeText } from '../common/NodeText';
import { noteHref } from '../state/route';
import { useUi } from '../state/ui-store';
import { useGardenQuery } from '../state/use-garden-query';
import { DecayPlot } from './DecayPlot';
import { NodeLabelsPanel } from './NodeLabelsPanel';
import { whyComposted } from '../../workers/garden/vocabulary';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** One node, explained: text, source, trust, state, salience and its decay, relations and journal. */
export function Inspector({ nodeId }: { nodeId: string }) {
  const select = useUi((s) => s.select);
  const gather = useUi((s) => s.gather);
  const now = useUi((s) => s.summary?.now ?? 0);
  const { data: d } = useGardenQuery(() => gardenWorker().node(nodeId), [nodeId]);
  return (
    <aside className="inspector" aria-label="Inspector">
      <button
        type="button"
        className="close"
        onClick={() => {
          select(undefined);
        }}
        aria-label="Close the inspector"
      >
        ✕
      </button>
      {!d ? (
        <p>Loading…</p>
      ) : (
        <>
          <h2>Node</h2>
          <button
            type="button"
            onClick={() => {
              gather({
                id: d.node.id,
                text: d.node.text,
                ...(d.provenance[0] ? { source: d.provenance[0].title } : {}),
              });
            }}
          >
            Add to synthesis
          </button>
          <p className="inspected-text" data-testid="inspected-text">
            {d.node.text}
          </p>
          <NodeLabelsPanel detail={d} />
          <dl className="facts">
            <dt>State</dt>
            <dd>{d.node.state}</dd>
            <dt>Trust</dt>
            <dd>
              {d.node.trust} (decays as {d.node.retention})
            </dd>
            <dt>Origin</dt>
            <dd>{d.node.origins.join(', ')}</dd>
            <dt>Salience now</dt>
            <dd>{d.node.salience.toFixed(3)}</dd>
            <dt>Weight · refs</dt>
            <dd>
              {d.node.weight} · {d.node.refs}
            </dd>
            {d.context.length > 0 && (
              <>
                <dt>Under</dt>
                <dd>{d.context.join(' › ')}</dd>
              </>
            )}
          </dl>
          {d.compost && (
            <p className="compost-reason">
              Composted {day(d.compost.at)} — {whyComposted(d.compost)}
            </p>
          )}
          <h3>Decay</h3>
          <DecayPlot points={d.decay} now={now} />
          <h3>Provenance</h3>
          <ul>
            {d.provenance.map((p) => (
              <li key={p.sourceId}>
                <a href={noteHref(p.sourceId, d.node.id)}>{p.title}</a> — {p.trust}, {p.origin}, {day(p.generatedAt)}
              </li>
            ))}
          </ul>
          <h3>Relations</h3>
          <ul className="relations">
            {d.relations.map((r) => (
              <li key={r.edgeId}>
                <span className={`badge edge-${r.kind}`}>
                  {r.direction === 'out' ? r.kind : `${r.kind} (from)`}
                  {r.open ? ' · open' : ''}
                </span>
                <NodeText node={r.other} />
              </li>
            ))}
          </ul>
          <h3>Journal</h3>
          <JournalList entries={d.journal} label="Journal" />
        </>
      )}
    </aside>
  );
}
