import { useState } from 'react';
import type { Settings } from '../../core/settings';
import { gardenWorker } from '../../workers/garden/garden-client';
import { useGardenQuery } from '../state/use-garden-query';

/** The entity normaliser's alias table: the user's own entries, editable, and those notes declare. */
export function AliasTable({ draft, change }: { draft: Settings; change: (s: Settings) => void }) {
  const { data } = useGardenQuery(() => gardenWorker().aliases(), []);
  const [variant, setVariant] = useState('');
  const [canonical, setCanonical] = useState('');
  const entries = Object.entries(draft.aliases);
  const remove = (key: string) => {
    const { [key]: _gone, ...rest } = draft.aliases;
    change({ ...draft, aliases: rest });
  };
  return (
    <fieldset>
      <legend>Aliases</legend>
      <p className="muted">
        Names, plan tiers and ids the entity normaliser maps onto one canonical name. New sources are read with them.
      </p>
      <table className="editor-table" aria-label="Alias table">
        <thead>
          <tr>
            <th>Variant</th>
            <th>Canonical name</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entries.map(([v, c]) => (
            <tr key={v}>
              <td>{v}</td>
              <td>{c}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove alias ${v}`}
                  onClick={() => {
                    remove(v);
                  }}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
          {data?.declared.map((d) => (
            <tr key={`declared-${d.variant}`} className="muted">
              <td>{d.variant}</td>
              <td>{d.canonical}</td>
              <td>declared in “{d.source}”</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <label>
          Alias variant
          <input
            value={variant}
            onChange={(e) => {
              setVariant(e.target.value);
            }}
          />
        </label>
        <label>
          Alias canonical name
          <input
            value={canonical}
            onChange={(e) => {
              setCanonical(e.target.value);
            }}
          />
        </label>
        <button
          type="button"
          disabled={!variant.trim() || !canonical.trim()}
          onClick={() => {
            change({ ...draft, aliases: { ...draft.aliases, [variant.trim()]: canonical.trim() } });
            setVariant('');
            setCanonical('');
          }}
        >
          Add alias
        </button>
      </div>
    </fieldset>
  );
}
