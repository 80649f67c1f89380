import type { IngestOutcome } from '../../workers/garden/garden-api';
import { useFeed } from './feed-store';
import { plural } from '../../workers/garden/vocabulary';

/** A long batch lists every problem but only the first absorbed sources: the page stays light. */
const SHOWN_ABSORBED = 30;

function Outcome({ o }: { o: IngestOutcome }) {
  return (
    <li className={`outcome ${o.status}`}>
      <strong>{o.name}</strong> — {o.status}
      {o.segments !== undefined && ` · ${plural(o.segments, 'segment')}`}
      {o.relations &&
        ` (${Object.entries(o.relations)
          .map(([k, v]) => `${String(v)} ${k}`)
          .join(', ')})`}
      {o.reason && <span className="reason">: {o.reason}</span>}
      {o.changes && (
        <ul className="changes" aria-label={`What ${o.name} changed`}>
          {o.changes.map((c, i) => (
            <li key={`${String(i)}-${c}`}>{c}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Progress of the running batch and of its current file, then how every source fared. */
export function IngestStatus() {
  const running = useFeed((s) => s.running);
  const progress = useFeed((s) => s.progress);
  const outcomes = useFeed((s) => s.outcomes);
  const cancel = useFeed((s) => s.cancel);
  return (
    <section className="ingest-status" aria-label="Digestion">
      {running && progress && (
        <div className="progress" data-testid="ingest-progress">
          <label>
            Batch: {progress.batch.done} of {progress.batch.total}
            <progress max={progress.batch.total} value={progress.batch.done} />
          </label>
          <label>
            {progress.file.name}: {progress.file.stage}
            <progress max={1} value={progress.file.stage === 'done' ? 1 : progress.file.stage === 'queued' ? 0 : 0.5} />
          </label>
          <button type="button" onClick={cancel}>
            Stop after this file
          </button>
        </div>
      )}
      {!running && outcomes.length > 0 && (
        <ul className="outcomes" data-testid="ingest-outcomes">
          {outcomes.length > SHOWN_ABSORBED && (
            <li className="outcome summary">
              {plural(outcomes.length, 'source')}:{' '}
              {Object.entries(
                outcomes.reduce<Record<string, number>>((c, o) => ({ ...c, [o.status]: (c[o.status] ?? 0) + 1 }), {}),
              )
                .map(([k, v]) => `${String(v)} ${k}`)
                .join(', ')}
            </li>
          )}
          {outcomes
            .filter((o, i) => o.status !== 'absorbed' || o.reason || i < SHOWN_ABSORBED)
            .map((o, i) => (
              <Outcome key={`${o.name}-${String(i)}`} o={o} />
            ))}
        </ul>
      )}
    </section>
  );
}
