import { useState } from 'react';
import type { NodeState } from '../../core/types';
import { gardenWorker } from '../../workers/garden/garden-client';
import { NodeText } from '../common/NodeText';
import { SearchForm } from '../common/SearchForm';
import { useGardenQuery } from '../state/use-garden-query';
import { Frictions } from './Frictions';
import { whyComposted } from '../../workers/garden/vocabulary';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** What a reabsorption came to, in words. */
function reabsorbed(back: { state: NodeState; conflictWith?: string }): string {
  if (back.conflictWith)
    return `Back in the garden, in conflict with “${back.conflictWith}”, which had superseded it: settle it under Lesions.`;
  return back.state === 'quarantined'
    ? 'Back in quarantine: it waits for a second source to confirm it.'
    : 'Back in the garden.';
}

/** The compost heap: what left the garden, why and when; searchable, and reabsorbable by hand. */
export function CompostView() {
  const [query, setQuery] = useState('');
  const { data: entries } = useGardenQuery(() => gardenWorker().compost(query), [query]);
  const { data: byproducts } = useGardenQuery(() => gardenWorker().byproducts(), []);
  const [message, setMessage] = useState('');
  const reabsorb = (nodeId: string) => {
    gardenWorker()
      .reabsorb(nodeId)
      .then((back) => {
        setMessage(reabsorbed(back));
      })
      .catch((e: unknown) => {
        setMessage(e instanceof Error ? e.message : String(e));
      });
  };
  return (
    <div className="view compost-view">
      <h2 className="view-title">Compost heap</h2>
      <SearchForm
        label="Search the compost"
        placeholder="Search the compost…"
        button="Search compost"
        onSearch={setQuery}
      />
      <p role="status" className="reabsorbed">
        {message}
      </p>
      <Frictions />
      {byproducts && byproducts.length > 0 && (
        <details className="byproducts">
          <summary>Byproducts: what was composted, by topic and reason</summary>
          <ul>
            {byproducts.slice(0, 20).map((b) => (
              <li key={`${b.topic}-${b.reason}`}>
                {b.topic}: {b.reason} ×{b.count} ({day(b.firstAt)} – {day(b.lastAt)})
              </li>
            ))}
          </ul>
        </details>
      )}
      {entries?.length === 0 && (
        <p>{query ? `Nothing in the compost matches “${query}”.` : 'The compost heap is empty.'}</p>
      )}
      <ul className="compost-list" aria-label="Compost entries">
        {entries?.map(({ entry, node }) => (
          <li key={entry.id} data-testid="compost-entry">
            <NodeText node={node} />
            <p className="compost-reason">
              {day(entry.at)} — {whyComposted(entry)}
            </p>
            {node.state === 'composted' && (
              <button
                type="button"
                onClick={() => {
                  reabsorb(node.id);
                }}
              >
                Reabsorb
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
