import { useState } from 'react';
import type { LesionView, NodeView } from '../../workers/garden/garden-api';
import { gardenWorker } from '../../workers/garden/garden-client';
import { NodeText } from '../common/NodeText';
import { useGardenQuery } from '../state/use-garden-query';
import { useUi } from '../state/ui-store';
import { plural } from '../../workers/garden/vocabulary';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Lesions shown at a time: a garden can hold hundreds, and each card is a form of its own. */
const PAGE = 20;

/** What the garden thinks both sides speak of, and the two values it read. */
function SlotLine({ lesion }: { lesion: LesionView }) {
  if (!lesion.slot) return <p className="lesion-slot">Both speak of one thing, with different values.</p>;
  const [theirs, ours] = lesion.slot.values;
  return (
    <p className="lesion-slot">
      Both give the <strong>{lesion.slot.attribute}</strong>: “{ours}” against “{theirs}”.
    </p>
  );
}

function Side({ side, onKeep }: { side: NodeView; onKeep: () => void }) {
  return (
    <div className="side" role="group" aria-label="One side">
      <NodeText node={side} />
      <p className="muted side-facts">
        written {day(side.createdAt)} · trust {side.trust}
      </p>
      <button type="button" onClick={onKeep}>
        Keep this side
      </button>
    </div>
  );
}

function Lesion({ lesion }: { lesion: LesionView }) {
  const [note, setNote] = useState(`${lesion.challenged.text}\n`);
  const [message, setMessage] = useState('');
  const settle = (resolution: { winnerId: string } | { keepBoth: true }) => {
    gardenWorker()
      .resolveLesion(lesion.edgeId, resolution)
      .catch((e: unknown) => {
        setMessage(e instanceof Error ? e.message : String(e));
      });
  };
  return (
    <article className="lesion-card" data-testid="lesion" aria-label="Open conflict">
      <SlotLine lesion={lesion} />
      <p className="muted">
        Opened {day(lesion.openedAt)}: {lesion.why}.
      </p>
      <div className="sides">
        {[lesion.challenged, lesion.challenger].map((side) => (
          <Side
            key={side.id}
            side={side}
            onKeep={() => {
              settle({ winnerId: side.id });
            }}
          />
        ))}
      </div>
      {/* (A user who fears losing a whole note may keep the wrong side: say what is set aside.) */}
      <p className="muted">
        Keeping one side sets aside what the other side disputes; the rest of its note, where it stands apart, stays in
        the garden.
      </p>
      <button
        type="button"
        onClick={() => {
          settle({ keepBoth: true });
        }}
      >
        Keep both: they are about different things
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void gardenWorker()
            .resolveLesion(lesion.edgeId, { synthesis: note })
            .then((o) => {
              setMessage(o?.reason ?? (o ? `synthesis ${o.status}` : ''));
            });
        }}
      >
        <label>
          Or write a synthesis note (fed back with trust “synthesis”)
          <textarea
            value={note}
            rows={3}
            onChange={(e) => {
              setNote(e.target.value);
            }}
          />
        </label>
        <button type="submit">Publish synthesis</button>
        <span role="status">{message}</span>
      </form>
    </article>
  );
}

/** Every open conflict: what both sides speak of, each side with its note, and the ways to settle it. */
export function LesionsView() {
  const [shown, setShown] = useState(PAGE);
  const { data } = useGardenQuery(() => gardenWorker().lesions(shown), [shown]);
  const open = useUi((s) => s.summary?.openLesions ?? 0);
  return (
    <div className="view lesions-view">
      <h2 className="view-title">Lesions</h2>
      {data?.length === 0 && <p>No open conflicts.</p>}
      {open > PAGE && (
        <p className="muted">
          {plural(open, 'open conflict')}; {Math.min(shown, open)} shown.
        </p>
      )}
      {data?.map((l) => (
        <Lesion key={l.edgeId} lesion={l} />
      ))}
      {open > shown && (
        <button
          type="button"
          onClick={() => {
            setShown(shown + PAGE);
          }}
        >
          Show {Math.min(PAGE, open - shown)} more
        </button>
      )}
    </div>
  );
}
