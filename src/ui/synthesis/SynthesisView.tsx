import { useState } from 'react';
import { gardenWorker, callback } from '../../workers/garden/garden-client';
import { useUi } from '../state/ui-store';

/** A note that starts from the gathered nodes: their text as points, each with a wiki link to its source. */
export function draftFrom(gathered: { text: string; source?: string }[]): string {
  const points = gathered.map((g) => `- ${g.text}${g.source ? ` — [[${g.source}]]` : ''}`).join('\n');
  return `# Synthesis\n\n${points}\n\nWhat these add up to: `;
}

/** Gather nodes (from the inspector), write what they add up to, and publish it: the garden digests its own fruit. */
export function SynthesisView() {
  const { gathered, ungather, clearGathered } = useUi();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const value = text || (gathered.length ? draftFrom(gathered) : '');
  return (
    <div className="view synthesis-view">
      <h2 className="view-title">Synthesis</h2>
      {gathered.length === 0 ? (
        <p>Open a node in the inspector and choose “Add to synthesis” to gather it here, or start writing.</p>
      ) : (
        <ul className="gathered" aria-label="Gathered nodes">
          {gathered.map((g) => (
            <li key={g.id}>
              {g.text}{' '}
              <button
                type="button"
                aria-label={`Remove ${g.text}`}
                onClick={() => {
                  ungather(g.id);
                }}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Synthesis note"
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.trim()) return;
          void gardenWorker()
            .ingest(
              [
                {
                  name: 'Synthesis',
                  content: value,
                  trust: 'synthesis',
                  title: 'Synthesis',
                  origin: 'garden',
                  kind: 'markdown',
                },
              ],
              callback(() => undefined),
            )
            .then(([o]) => {
              setMessage(o ? `Published: ${o.status}${o.reason ? ` — ${o.reason}` : ''}` : '');
              if (o?.status === 'absorbed') {
                setText('');
                clearGathered();
              }
            });
        }}
      >
        <label>
          Synthesis note (published with trust “synthesis”)
          <textarea
            rows={10}
            value={value}
            onChange={(e) => {
              setText(e.target.value);
            }}
          />
        </label>
        <button type="submit" className="primary">
          Publish synthesis
        </button>
        <p role="status">{message}</p>
      </form>
    </div>
  );
}
