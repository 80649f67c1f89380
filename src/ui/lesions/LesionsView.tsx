import { useState } from 'react';
import type { LesionView } from '../../workers/garden/garden-api';
import { gardenWorker } from '../../workers/garden/garden-client';
import { NodeText } from '../common/NodeText';
import { useGardenQuery } from '../state/use-garden-query';

function Lesion({ lesion }: { lesion: LesionView }) {
  const [note, setNote] = useState(`${lesion.challenged.text}\n`);
  const [message, setMessage] = useState('');
  const choose = (winnerId: string) => {
    void gardenWorker().resolveLesion(lesion.edgeId, { winnerId });
  };
  return (
    <article className="lesion-card" data-testid="lesion" aria-label="Open conflict">
      <div className="sides">
        {[lesion.challenged, lesion.challenger].map((side) => (
          <div key={side.id} className="side">
            <NodeText node={side} />
            <button
              type="button"
              onClick={() => {
                choose(side.id);
              }}
            >
              Keep this side
            </button>
          </div>
        ))}
      </div>
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

/** Every open conflict, both sides side by side, and the ways to settle it. */
export function LesionsView() {
  const { data } = useGardenQuery(() => gardenWorker().lesions(), []);
  return (
    <div className="view lesions-view">
      <h2 className="view-title">Lesions</h2>
      {data?.length === 0 && <p>No open conflicts.</p>}
      {data?.map((l) => (
        <Lesion key={l.edgeId} lesion={l} />
      ))}
    </div>
  );
}
